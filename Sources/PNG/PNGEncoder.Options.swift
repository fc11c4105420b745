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

        /// Filter NONE at zlib level 6, memLevel 8, RGB when opaque. The research measured NONE as
        /// both the smallest and the fastest filter for flat UI art (anchors-rendering.md §3.3), and
        /// so did our run on a 1290×2796 UI mock-up (resvg-rendered, opaque; CPU ms / size):
        /// level 1 NONE 34 ms / 233 KB, level 3 NONE 45 ms / 204 KB, level 6 NONE 70 ms / 153 KB,
        /// level 9 NONE 237 ms / 140 KB; at level 6, SUB 181 KB, UP 197 KB, PAETH 203 KB,
        /// adaptive 196 KB (109 ms). RGB instead of RGBA saves 4 % (153 vs 159 KB at level 6).
        public static let standard = Options()
    }
}
