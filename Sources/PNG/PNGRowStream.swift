import PNGShim
import Raster

/// An image's PNG written as its rows are drawn, top to bottom, in bands: the bytes `PNGEncoder.encode`
/// writes for the whole pixmap with the standard options (Bezel's own deflate, the measured filter, the layout
/// the pixels need), without the whole image ever being in memory. `Sources/PNGShim/PNGRowEncoder.c` feeds the
/// same rows through the same stream either way.
///
/// The layout is known before the first row is written (`Survey` finds it); the filter is measured on the
/// image's sample rows (`sampleBands`), drawn before the rest; a caller then gives every row in order,
/// premultiplied, as it is drawn. Not thread-safe; one stream per image.
package final class PNGRowStream {
    /// How the file stores the pixels: what `RowLayout.choose` picks for the whole image.
    package enum Layout: Sendable, Equatable {
        /// Every pixel opaque and one of them coloured: RGB, packed straight from the drawn pixels.
        case rgb
        /// A translucent pixel: straight RGBA, each band un-premultiplied as it is written.
        case rgba
        /// Every pixel opaque and grey: one byte a pixel.
        case grey

        /// The whole-image encoder's name for the same rows (and through it, the C side's).
        var kind: RowLayout.Kind {
            switch self {
            case .rgb: .rgbFromRGBA
            case .rgba: .rgba
            case .grey: .gray
            }
        }
    }

    package let width: Int
    package let height: Int
    let layout: Layout
    private var stream: OpaquePointer?
    /// The rows of one `append` in the layout's form, when that is not the drawn pixels themselves.
    private var scratch: [UInt8] = []

    /// The bands of rows the encoder measures its filter on, for an image of `height` rows: four rows at
    /// every 128th (`bezel_png_sample_rows`); nil when it measures on the whole image (under 256 rows).
    package static func sampleBands(height: Int) -> [Range<Int>]? {
        var band: UInt32 = 0, step: UInt32 = 0
        bezel_png_sample_rows(UInt32(clamping: height), &band, &step)
        guard step > 0 else { return nil }
        return stride(from: 0, to: height, by: Int(step)).map { $0..<min(height, $0 + Int(band)) }
    }

    /// The filter the encoder chooses for an image `imageHeight` rows tall and as wide as `sample`, written in
    /// `layout`, from its sample rows only: the rows of `sampleBands`, one after the other, in the first `rows`
    /// rows of `sample` (premultiplied).
    package static func measuredFilter(
        sample: borrowing Pixmap, rows: Int, imageHeight: Int, layout: Layout = .rgb
    ) throws(PNGError) -> Int32 {
        let width = sample.width
        guard rows <= sample.height else { throw .cannotEncode("a sample of \(rows) rows in a pixmap of \(sample.height)") }
        var scratch: [UInt8] = []
        let filter = withRows(of: sample, rows: rows, in: layout, scratch: &scratch) { rows, stride in
            bezel_png_measure_filter(rows, UInt32(width), UInt32(imageHeight), stride, layout.kind.shimLayout)
        }
        guard filter >= 0 else { throw .cannotEncode("the filter of a \(width)×\(imageHeight) image could not be measured") }
        return filter
    }

    /// Gives `body` the first `rows` rows of premultiplied `pixels` in `layout`'s form, and the bytes from one row
    /// to the next: the pixels themselves for RGB (opaque pixels are the same straight), else converted into
    /// `scratch`, which grows to the largest band and is reused.
    private static func withRows<Result>(
        of pixels: borrowing Pixmap, rows: Int, in layout: Layout, scratch: inout [UInt8],
        _ body: (UnsafePointer<UInt8>?, Int) -> Result
    ) -> Result {
        let width = pixels.width
        switch layout {
        case .rgb:
            return pixels.data.withUnsafeBufferPointer { body($0.baseAddress, width * 4) }
        case .rgba, .grey:
            let pixelCount = rows * width
            let count = layout == .rgba ? pixelCount * 4 : pixelCount
            if scratch.count < count { scratch = [UInt8](repeating: 0, count: count) }
            scratch.withUnsafeMutableBufferPointer { out in
                let out = UnsafeMutableBufferPointer(rebasing: out[..<count])
                pixels.data.withUnsafeBufferPointer { drawn in
                    if layout == .grey {
                        RowLayout.packGrey(drawn, into: out)
                    } else {
                        _ = out.initialize(from: drawn[..<count])
                        Alpha.unpremultiply(pixels: out)
                    }
                }
            }
            return scratch.withUnsafeBufferPointer { body($0.baseAddress, layout == .rgba ? width * 4 : width) }
        }
    }

    /// A stream for an image of `width` × `height` pixels written in `layout`, every row filtered with `filter` (0-4).
    package init(width: Int, height: Int, layout: Layout = .rgb, filter: Int32) throws(PNGError) {
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw .cannotEncode("a PNG needs at least one pixel, not \(width)×\(height)")
        }
        guard let stream = bezel_png_stream_new(UInt32(width), UInt32(height), layout.kind.shimLayout, filter) else {
            throw .cannotEncode("out of memory")
        }
        self.width = width
        self.height = height
        self.layout = layout
        self.stream = stream
    }

    deinit {
        // Abandoned before `finish`: the C side frees the stream with its result.
        if let stream {
            var result = bezel_png_stream_finish(stream)
            bezel_png_free(&result)
        }
    }

    /// The next `rows` rows of the image: the first rows of `pixels` (premultiplied, as wide as the image).
    /// `straightRows`, when given, then sees the same rows as straight RGBA, the values the file holds (a
    /// translucent pixel's colour un-premultiplied as it is written; an RGB or grey file's pixels are opaque,
    /// the same straight).
    package func append(
        _ pixels: borrowing Pixmap, rows: Int, straightRows: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil
    ) throws(PNGError) {
        guard let stream, pixels.width == width, rows <= pixels.height else {
            throw .cannotEncode("rows that do not belong to this \(width)×\(height) PNG")
        }
        let status = Self.withRows(of: pixels, rows: rows, in: layout, scratch: &scratch) { data, stride in
            bezel_png_stream_rows(stream, data, stride, UInt32(rows))
        }
        if let straightRows {
            let count = rows * width * 4
            if layout == .rgba {
                scratch.withUnsafeBufferPointer { straightRows(UnsafeBufferPointer(rebasing: $0[..<count])) }
            } else {
                pixels.data.withUnsafeBufferPointer { straightRows(UnsafeBufferPointer(rebasing: $0[..<count])) }
            }
        }
        guard status == 0 else { throw .cannotEncode(UInt32(bitPattern: status) == BEZEL_PNG_NO_MEMORY.rawValue ? "out of memory" : "the rows could not be compressed") }
    }

    /// The file, once every row has been given; `translucentSeen` when a pixel given to an RGB stream was not
    /// opaque after all (the file then does not hold the image, and the caller encodes it another way).
    package func finish() throws(PNGError) -> (bytes: [UInt8], translucentSeen: Bool) {
        guard let stream else { throw .cannotEncode("the PNG was finished already") }
        self.stream = nil
        var result = bezel_png_stream_finish(stream)
        let translucent = result.translucent_seen != 0
        return (try PNGEncoder.take(&result), translucent)
    }
}
