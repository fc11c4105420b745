import PNGShim
import Raster

/// An opaque image's PNG written as its rows are drawn, top to bottom, in bands (issue 16): the bytes
/// `PNGEncoder.encode` writes for the whole pixmap with the standard options when that pixmap is opaque and
/// not grey (RGB, Bezel's own deflate, the measured filter), without the whole image ever being in memory.
/// `Sources/PNGShim/PNGRowEncoder.c` feeds the same rows through the same stream either way.
///
/// The filter is measured on the image's sample rows (`sampleBands`), drawn before the rest; a caller then
/// gives every row in order. Not thread-safe; one stream per image.
public final class PNGRowStream {
    public let width: Int
    public let height: Int
    private var stream: OpaquePointer?

    /// The bands of rows the encoder measures its filter on, for an image of `height` rows: four rows at
    /// every 128th (`bezel_png_sample_rows`); nil when it measures on the whole image (under 256 rows).
    public static func sampleBands(height: Int) -> [Range<Int>]? {
        var band: UInt32 = 0, step: UInt32 = 0
        bezel_png_sample_rows(UInt32(clamping: height), &band, &step)
        guard step > 0 else { return nil }
        return stride(from: 0, to: height, by: Int(step)).map { $0..<min(height, $0 + Int(band)) }
    }

    /// The filter the encoder chooses for an image `imageHeight` rows tall and as wide as `sample`, from its
    /// sample rows only: the rows of `sampleBands`, one after the other, in the first `rows` rows of `sample`
    /// (premultiplied and opaque).
    public static func measuredFilter(sample: borrowing Pixmap, rows: Int, imageHeight: Int) throws(PNGError) -> Int32 {
        let width = sample.width
        guard rows <= sample.height else { throw .cannotEncode("a sample of \(rows) rows in a pixmap of \(sample.height)") }
        let filter = sample.data.withUnsafeBufferPointer { pixels in
            bezel_png_measure_filter(pixels.baseAddress, UInt32(width), UInt32(imageHeight), width * 4, BEZEL_PNG_LAYOUT_RGBX)
        }
        guard filter >= 0 else { throw .cannotEncode("the filter of a \(width)×\(imageHeight) image could not be measured") }
        return filter
    }

    /// Whether the first `rows` rows of `pixels` hold a coloured pixel: what decides, for an opaque image,
    /// between the RGB file this stream writes and a grey one (`RowLayout.greyPrefix`, the same test per pixel).
    public static func hasColour(_ pixels: borrowing Pixmap, rows: Int) -> Bool {
        pixels.data.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            return (0..<(min(rows, pixels.height) * pixels.width)).contains { RowLayout.isColour(UInt32(littleEndian: words[$0])) }
        }
    }

    /// A stream for an image of `width` × `height` opaque pixels, every row filtered with `filter` (0-4).
    public init(width: Int, height: Int, filter: Int32) throws(PNGError) {
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw .cannotEncode("a PNG needs at least one pixel, not \(width)×\(height)")
        }
        guard let stream = bezel_png_stream_new(UInt32(width), UInt32(height), BEZEL_PNG_LAYOUT_RGBX, filter) else {
            throw .cannotEncode("out of memory")
        }
        self.width = width
        self.height = height
        self.stream = stream
    }

    deinit {
        // Abandoned before `finish`: the C side frees the stream with its result.
        if let stream {
            var result = bezel_png_stream_finish(stream)
            bezel_png_free(&result)
        }
    }

    /// The next `rows` rows of the image: the first rows of `pixels` (premultiplied, opaque, as wide as the image).
    public func append(_ pixels: borrowing Pixmap, rows: Int) throws(PNGError) {
        guard let stream, pixels.width == width, rows <= pixels.height else {
            throw .cannotEncode("rows that do not belong to this \(width)×\(height) PNG")
        }
        let status = pixels.data.withUnsafeBufferPointer { data in
            bezel_png_stream_rows(stream, data.baseAddress, width * 4, UInt32(rows))
        }
        guard status == 0 else { throw .cannotEncode(UInt32(bitPattern: status) == BEZEL_PNG_NO_MEMORY.rawValue ? "out of memory" : "the rows could not be compressed") }
    }

    /// The file, once every row has been given; `translucentSeen` when a pixel was not opaque after all (the
    /// file then does not hold the image, and the caller encodes it another way).
    public func finish() throws(PNGError) -> (bytes: [UInt8], translucentSeen: Bool) {
        guard let stream else { throw .cannotEncode("the PNG was finished already") }
        self.stream = nil
        var result = bezel_png_stream_finish(stream)
        let translucent = result.translucent_seen != 0
        return (try PNGEncoder.take(&result), translucent)
    }
}
