import TIFFShim

/// TIFF images decoded with libtiff (Debian's `libtiff-dev`, through `TIFFShim`, which reads from memory and keeps
/// libtiff's messages off stderr), to the premultiplied RGBA an `ImageFile` holds. `NSImage` keeps a bitmap as TIFF,
/// so the images Interface Builder embeds in a document are TIFF data (`EmbeddedImage`).
enum TIFFDecoder {
    /// Whether `bytes` start as a TIFF does: the byte order ("II" little-endian, "MM" big-endian) and the number 42 in
    /// it (TIFF 6.0, section 2, "Image File Header": https://www.itu.int/itudoc/itu-t/com16/tiff-fx/docs/tiff6.pdf).
    static func isTIFF(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) || bytes.starts(with: [0x49, 0x49, 0x2A, 0x00])
    }

    typealias Failure = RasterDecoderFailure

    /// The first image of the TIFF `bytes`; one wider or taller than `maximumSide`, or of more than `maximumPixels`
    /// pixels, is refused from its tags before its pixels are decoded.
    static func decode(_ bytes: [UInt8], maximumSide: Int, maximumPixels: Int) throws(Failure) -> (width: Int, height: Int, pixels: [UInt8]) {
        var result = bytes.withUnsafeBufferPointer { buffer in
            bezel_tiff_decode(buffer.baseAddress, buffer.count, UInt32(clamping: maximumSide), UInt64(maximumPixels))
        }
        let message = withUnsafeBytes(of: &result.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch result.status {
        case BEZEL_TIFF_OK:
            guard let pointer = result.pixels else { throw .invalid("no pixels") }
            defer { bezel_tiff_free(pointer) }
            let count = Int(result.width) * Int(result.height) * 4
            return (Int(result.width), Int(result.height), Array(UnsafeBufferPointer(start: pointer, count: count)))
        case BEZEL_TIFF_TOO_LARGE: throw .tooLarge(width: Int(result.width), height: Int(result.height))
        case BEZEL_TIFF_NO_MEMORY: throw .invalid("out of memory")
        default: throw .invalid(message.isEmpty ? "libtiff could not read it" : message)
        }
    }
}
