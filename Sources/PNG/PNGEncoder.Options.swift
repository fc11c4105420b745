extension PNGEncoder {
    /// The row filter libpng applies before deflate.
    public enum Filter: String, Hashable, Sendable, Codable, CaseIterable {
        case none, sub, up, average, paeth
        /// libpng picks a filter per row (minimum sum of absolute differences). zlib only.
        case adaptive
        /// One filter for the whole image, the one under which a sample of its rows compresses smallest
        /// (`bezel_png_choose_filter`: a band of 4 rows in every 128). ISA-L only; zlib uses `none`.
        case measured

        /// libpng's `PNG_FILTER_*` mask.
        var libpngMask: Int32 {
            switch self {
            case .none: 0x08
            case .sub: 0x10
            case .up: 0x20
            case .average: 0x40
            case .paeth: 0x80
            case .adaptive: 0xF8
            case .measured: 0x08
            }
        }

        /// The PNG filter type (0-4) every row gets, when there is one.
        var pngType: Int32? {
            switch self {
            case .none: 0
            case .sub: 1
            case .up: 2
            case .average: 3
            case .paeth: 4
            case .adaptive, .measured: nil
            }
        }
    }

    /// What compresses the filtered rows.
    public enum Compressor: String, Hashable, Sendable, Codable, CaseIterable {
        /// zlib through libpng: levels 0-9, every strategy and memory level; what `--optimize` searches.
        case zlib
        /// Intel ISA-L's igzip: levels 0-3 (`level` is clamped), no strategies; about nine times zlib's
        /// speed at a similar size (issue 16). Writes RGBA, RGB and grey; a palette goes through zlib.
        case isal
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
        public var compressor: Compressor

        public init(level: Int = 3, filter: Filter = .none, strategy: Strategy = .default,
                    colorReduction: ColorReduction = .opaque, memoryLevel: Int = 8, compressor: Compressor = .zlib) {
            self.level = level
            self.filter = filter
            self.strategy = strategy
            self.colorReduction = colorReduction
            self.memoryLevel = memoryLevel
            self.compressor = compressor
        }

        /// ISA-L igzip level 2, the filter measured on a sample of the image, RGB when opaque.
        ///
        /// Measured on Bezel's own comments-load-more screen (iPhone 15 Pro Max; CPU ms of the compression
        /// alone / bytes; Benchmarks/README.md "Encoder"): at 1290×2796, zlib level 3 with filter NONE 19.8 ms /
        /// 140,415 B, igzip level 1 1.9 ms / 157,330 B, level 2 1.9 ms / 157,268 B (155,127 B with the SMALL
        /// working buffer this encoder uses), level 3 37 ms / 154,094 B; with the device frame (1506×3096),
        /// zlib 3 49 ms / 366,709 B, igzip 2 7 ms / 417,910 B. So igzip 2 is 7-10× faster for files 10-14 %
        /// larger; level 3 is slower than zlib here. NONE was the smallest filter under igzip on both images
        /// (SUB +6 %, UP +9 %, PAETH +7 %, AVERAGE +25 %; choosing per row by least sum of absolute
        /// differences +5 %), which is what `.measured` finds on a sample; a photograph-like image gets
        /// the filter that wins on it. Before igzip: zlib level 3, NONE (zlib's levels 4 and up switch to
        /// lazy matching, twice the time for a third less size; Benchmarks/results.md before issue 16).
        /// `--optimize` still searches zlib level 9 (`encodeSmallest`).
        public static let standard = Options(level: 2, filter: .measured, compressor: .isal)
    }
}
