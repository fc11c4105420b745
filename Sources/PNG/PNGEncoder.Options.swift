extension PNGEncoder {
    /// The row filter libpng applies before deflate.
    public enum Filter: String, Hashable, Sendable, Codable, CaseIterable {
        case none, sub, up, average, paeth
        /// libpng picks a filter per row (minimum sum of absolute differences).
        case adaptive

        /// libpng's `PNG_FILTER_*` mask.
        var libpngMask: Int32 {
            switch self {
            case .none: 0x08
            case .sub: 0x10
            case .up: 0x20
            case .average: 0x40
            case .paeth: 0x80
            case .adaptive: 0xF8
            }
        }
    }

    /// zlib's `Z_*` strategy.
    public enum Strategy: String, Hashable, Sendable, Codable, CaseIterable {
        case `default`, filtered, huffmanOnly, rle, fixed

        var zlibValue: Int32 {
            switch self {
            case .default: 0
            case .filtered: 1
            case .huffmanOnly: 2
            case .rle: 3
            case .fixed: 4
            }
        }
    }

    /// Which PNG colour types the encoder may pick. Every choice is lossless.
    public enum ColorReduction: String, Hashable, Sendable, Codable, CaseIterable {
        /// Always colour type 6 (RGBA).
        case none
        /// RGB when every pixel is opaque, grey when also every pixel is grey; else RGBA.
        case opaque
        /// As `opaque`, plus a palette (1–8 bits a pixel) when there are at most 256 colours.
        case palette
    }

    /// How to encode. `standard` is what `bezel render` writes; `optimize` searches for the smallest.
    public struct Options: Hashable, Sendable, Codable {
        /// zlib level, 0–9.
        public var level: Int
        public var filter: Filter
        public var strategy: Strategy
        public var colorReduction: ColorReduction
        /// zlib `memLevel`, 1–9: memory for the match finder's hash (8 is zlib's default).
        public var memoryLevel: Int

        public init(level: Int = 6, filter: Filter = .none, strategy: Strategy = .default,
                    colorReduction: ColorReduction = .opaque, memoryLevel: Int = 8) {
            self.level = level
            self.filter = filter
            self.strategy = strategy
            self.colorReduction = colorReduction
            self.memoryLevel = memoryLevel
        }

        /// Filter NONE at zlib level 6, RGB when opaque. The research measured NONE as both the
        /// smallest and the fastest filter for flat UI art (anchors-rendering.md §3.3: 1290×2796,
        /// level 6 NONE 61 ms / 122 KB vs adaptive 199 ms / 165 KB), confirmed by `Benchmarks` here.
        public static let standard = Options()
    }
}
