import VectorShim

/// The vector images of asset catalogues (a PDF's first page, an SVG document) drawn to bitmaps with poppler
/// and librsvg through `VectorShim`, at the scale of the variant a profile shows. Xcode's asset compiler does
/// the same when it builds the app: a vector image set without "Preserve Vector Data" becomes @1x, @2x and
/// @3x bitmaps the size of the drawing in points times the scale
/// (https://developer.apple.com/documentation/xcode/adding-images-to-your-xcode-project).
enum VectorDecoder {
    /// The vector formats an image set can hold, by the file's extension.
    enum Format: String {
        case pdf = "PDF"
        case svg = "SVG"

        init?(extension name: String) {
            self.init(rawValue: name.uppercased())
        }
    }

    enum Failure: Error {
        case tooLarge(width: Int, height: Int)
        case invalid(String)
    }

    static func decode(
        _ bytes: [UInt8], format: Format, scale: Int, maximumSide: Int, maximumPixels: Int
    ) throws(Failure) -> (width: Int, height: Int, pixels: [UInt8]) {
        let kind = format == .pdf ? BEZEL_VECTOR_PDF : BEZEL_VECTOR_SVG
        var result = bytes.withUnsafeBufferPointer { buffer in
            bezel_vector_render(buffer.baseAddress, buffer.count, kind, Double(scale), UInt32(maximumSide), UInt64(max(0, maximumPixels)))
        }
        let message = withUnsafeBytes(of: &result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch result.status {
        case BEZEL_VECTOR_OK:
            guard let pointer = result.pixels else { throw .invalid("no pixels") }
            defer { bezel_vector_free(pointer) }
            let count = Int(result.width) * Int(result.height) * 4
            return (Int(result.width), Int(result.height), Array(UnsafeBufferPointer(start: pointer, count: count)))
        case BEZEL_VECTOR_TOO_LARGE: throw .tooLarge(width: Int(result.width), height: Int(result.height))
        case BEZEL_VECTOR_NO_MEMORY: throw .invalid("out of memory")
        default: throw .invalid(message.isEmpty ? "it could not be read" : message)
        }
    }
}
