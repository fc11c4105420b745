extension PNGEncoder {
    /// The row filter libpng applies before deflate.
    package enum Filter: String, Hashable, Sendable, Codable, CaseIterable {
        case none, sub, up, average, paeth
        /// libpng picks a filter per row (minimum sum of absolute differences). zlib only.
        case adaptive
        /// One filter for the whole image, the one under which a sample of its rows compresses smallest
        /// (`bezel_png_encode_rows` with filter -1: a band of 4 rows in every 128). The row deflate only; zlib uses `none`.
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
    package enum Compressor: String, Hashable, Sendable, Codable, CaseIterable {
        /// zlib through libpng: levels 0-9, every strategy and memory level; what `--optimize` searches.
        case zlib
        /// Bezel's own deflate for filtered rows (Sources/PNGShim/RowDeflate.c): one setting, files a quarter
        /// smaller than zlib level 3's at igzip's speed. Writes RGBA, RGB and grey; a palette goes
        /// through zlib, the one use of `level` and `strategy` with this compressor.
        case rowDeflate
    }

    /// zlib's `Z_*` strategy.
    package enum Strategy: String, Hashable, Sendable, Codable, CaseIterable {
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
    package enum ColorReduction: String, Hashable, Sendable, Codable, CaseIterable {
        /// Always colour type 6 (RGBA).
        case none
        /// RGB when every pixel is opaque, grey when also every pixel is grey; else RGBA.
        case opaque
        /// As `opaque`, plus a palette (1–8 bits a pixel) when there are at most 256 colours.
        case palette
    }

    /// How to encode. `standard` is what `bezel render` writes; `optimize` searches for the smallest.
    package struct Options: Hashable, Sendable, Codable {
        /// zlib level, 0–9.
        package var level: Int
        package var filter: Filter
        package var strategy: Strategy
        var colorReduction: ColorReduction
        /// zlib `memLevel`, 1–9: memory for the match finder's hash (8 is zlib's default).
        var memoryLevel: Int
        package var compressor: Compressor

        package init(level: Int = 3, filter: Filter = .none, strategy: Strategy = .default,
                    colorReduction: ColorReduction = .opaque, memoryLevel: Int = 8, compressor: Compressor = .zlib) {
            self.level = level
            self.filter = filter
            self.strategy = strategy
            self.colorReduction = colorReduction
            self.memoryLevel = memoryLevel
            self.compressor = compressor
        }

        /// Bezel's own deflate, the filter measured on a sample of the image, RGB when opaque.
        ///
        /// Measured on Bezel's own comments-load-more screen (iPhone 15 Pro Max, 1290×2796, `BezelBench png`;
        /// Benchmarks/README.md): zlib level 3 with filter NONE
        /// 139,154 B in 30-37 ms, igzip level 2 153,291 B in
        /// 6.4-8.8 ms, this encoder 102,484 B in 6.6-9.1 ms (interleaved runs on a loaded machine: the same
        /// time, and 10 % fewer instructions). NONE is the smallest filter on Bezel's screens, which is what
        /// `.measured` finds on a sample; a photograph-like image gets the filter that wins on it.
        /// `--optimize` still searches zlib level 9 (`encodeSmallest`).
        package static let standard = Options(filter: .measured, compressor: .rowDeflate)
    }
}
