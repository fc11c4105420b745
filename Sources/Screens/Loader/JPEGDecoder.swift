import JPEGShim

/// JPEG files decoded with libjpeg-turbo (Debian's `libjpeg62-turbo-dev`, through `JPEGShim`, which
/// catches libjpeg's longjmp), to the opaque RGBA an `ImageFile` holds. Asset catalogues hold JPEG photos
/// as often as PNGs.
enum JPEGDecoder {
    /// Whether `bytes` start as a JPEG does: the start-of-image marker and the next marker's 0xFF
    /// (ITU-T T.81, B.1.1.3: https://www.w3.org/Graphics/JPEG/itu-t81.pdf).
    static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF }

    typealias Failure = RasterDecoderFailure

    static func decode(_ bytes: [UInt8], maximumSide: Int, maximumPixels: Int) throws(Failure) -> (width: Int, height: Int, pixels: [UInt8]) {
        var result = bytes.withUnsafeBufferPointer { buffer in
            bezel_jpeg_decode(buffer.baseAddress, buffer.count, UInt32(maximumSide), UInt64(maximumPixels))
        }
        let message = withUnsafeBytes(of: &result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch result.status {
        case BEZEL_JPEG_OK:
            guard let pointer = result.pixels else { throw .invalid("no pixels") }
            defer { bezel_jpeg_free(pointer) }
            let count = Int(result.width) * Int(result.height) * 4
            return (Int(result.width), Int(result.height), Array(UnsafeBufferPointer(start: pointer, count: count)))
        case BEZEL_JPEG_TOO_LARGE: throw .tooLarge(width: Int(result.width), height: Int(result.height))
        case BEZEL_JPEG_NO_MEMORY: throw .invalid("out of memory")
        default: throw .invalid(message.isEmpty ? "libjpeg could not read it" : message)
        }
    }
}
