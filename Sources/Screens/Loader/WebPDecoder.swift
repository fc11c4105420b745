import CWebP
import PNG

/// WebP files decoded with libwebp (Debian's `libwebp-dev`), to the premultiplied RGBA an `ImageFile` holds. iOS
/// draws WebP from iOS 14 (ImageIO reads it, https://developer.apple.com/documentation/imageio), and projects hold
/// WebP files, some named `.png` or `.jpg` inside image sets (a file exported from the web under the old name).
/// libwebp's decoding functions return an error code and never jump out, so no shim is needed.
enum WebPDecoder {
    /// Whether `bytes` start as a WebP file does: a RIFF header whose form type is `WEBP`
    /// (RFC 9649 §2.4, https://www.rfc-editor.org/rfc/rfc9649#section-2.4).
    static func isWebP(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 12 && bytes[0..<4].elementsEqual("RIFF".utf8) && bytes[8..<12].elementsEqual("WEBP".utf8)
    }

    typealias Failure = RasterDecoderFailure

    /// The image, premultiplied RGBA; its size is read from the header (`WebPGetInfo`) and checked against the
    /// limits before any pixel memory. An animated file is refused (libwebp's simple decoder reads still images).
    static func decode(_ bytes: [UInt8], maximumSide: Int, maximumPixels: Int) throws(Failure) -> (width: Int, height: Int, pixels: [UInt8]) {
        var width: Int32 = 0
        var height: Int32 = 0
        let known = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        guard known != 0, width > 0, height > 0 else { throw .invalid("libwebp cannot read its header") }
        let w = Int(width), h = Int(height)
        guard w <= maximumSide, h <= maximumSide, w * h <= maximumPixels else { throw .tooLarge(width: w, height: h) }
        let count = w * h * 4
        var decoded = false
        let straight = bytes.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
                decoded = WebPDecodeRGBAInto(input.baseAddress, input.count, output.baseAddress, count, Int32(w * 4)) != nil
                // On failure the bytes are not all written: keep none (UInt8 needs no deinitialization).
                initialized = decoded ? count : 0
            }
        }
        guard decoded, let image = StraightImage(width: w, height: h, data: straight) else {
            throw .invalid("libwebp cannot decode its image data (cut, damaged or animated)")
        }
        return (w, h, image.premultiplied.data)
    }
}
