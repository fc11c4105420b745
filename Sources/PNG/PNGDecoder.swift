import PNGShim
import Raster

/// Reads PNG files through libpng (under the shim's `setjmp`): any colour type, bit depth and
/// interlacing, to 8-bit RGBA. Corrupt data is a `PNGError`, never a crash.
public enum PNGDecoder {
    /// Size limits checked from the IHDR before any pixel memory is allocated.
    public struct Limits: Hashable, Sendable {
        /// The largest width or height accepted.
        public var maximumSide: Int
        /// The largest `width × height` accepted.
        public var maximumPixels: Int

        public init(maximumSide: Int, maximumPixels: Int) {
            self.maximumSide = maximumSide
            self.maximumPixels = maximumPixels
        }

        /// 20,000 per side and 100 Mpx (400 MB decoded): far above any device screen at 4×
        /// (an iPad Pro 13" is 2064×2752 at 2×), far below what would exhaust a CI machine.
        public static let standard = Limits(maximumSide: 20_000, maximumPixels: 100_000_000)
    }

    /// Decodes to straight RGBA, the values stored in the file (gamma and colour-space chunks ignored).
    public static func decodeStraight(_ bytes: [UInt8], limits: Limits = .standard) throws(PNGError) -> StraightImage {
        var result = bytes.withUnsafeBufferPointer { buffer in
            bezel_png_decode(buffer.baseAddress, buffer.count,
                             UInt32(clamping: limits.maximumSide), UInt64(clamping: limits.maximumPixels))
        }
        defer { bezel_png_free(&result) }
        let message = withUnsafeBytes(of: result.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        switch bezel_png_status(rawValue: UInt32(result.status)) {
        case BEZEL_PNG_OK:
            break
        case BEZEL_PNG_EMPTY: throw .empty
        case BEZEL_PNG_NOT_PNG: throw .notPNG
        case BEZEL_PNG_TRUNCATED: throw .truncated
        case BEZEL_PNG_TOO_LARGE: throw .tooLarge(width: Int(result.width), height: Int(result.height), limits: limits)
        default: throw PNGError.fromLibpng(message)
        }
        let width = Int(result.width)
        let height = Int(result.height)
        guard let base = result.bytes, result.count == width * height * 4 else {
            throw .corrupt("decoder returned \(result.count) bytes for \(width)×\(height)")
        }
        let data = [UInt8](UnsafeBufferPointer(start: base, count: result.count))
        return StraightImage(checkedWidth: width, height: height, data: data)
    }

    /// Decodes to a premultiplied `Pixmap`, ready for compositing.
    public static func decode(_ bytes: [UInt8], limits: Limits = .standard) throws(PNGError) -> Pixmap {
        try decodeStraight(bytes, limits: limits).premultiplied
    }
}
