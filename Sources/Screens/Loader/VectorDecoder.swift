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

    /// The CPU time one drawing may take (Sources/VectorShim/VectorShim.c), far above what real drawings take: a
    /// 450 KB SVG photo of 1,138 × 2,208 points, a launch screen's background, takes librsvg about 4.8 s at @2x and
    /// 10.6 s at @3x (docs/robustness.md, "Vector images"). A limit near such a drawing's time makes its output
    /// depend on the machine and its load (at 5 s the @2x drawing failed on a busy machine only, and the @1x one was
    /// shown instead), so real drawings are kept well inside it; only files built to cost minutes reach it.
    static let cpuSecondsPerDrawing = 20

    static func decode(
        _ bytes: [UInt8], format: Format, scale: Int, maximumSide: Int, maximumPixels: Int, cpuSeconds: Int = cpuSecondsPerDrawing
    ) throws(Failure) -> (width: Int, height: Int, pixels: [UInt8]) {
        let kind = format == .pdf ? BEZEL_VECTOR_PDF : BEZEL_VECTOR_SVG
        var result = bytes.withUnsafeBufferPointer { buffer in
            bezel_vector_render(buffer.baseAddress, buffer.count, kind, Double(scale), UInt32(maximumSide), UInt64(max(0, maximumPixels)),
                                UInt32(cpuSeconds))
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
