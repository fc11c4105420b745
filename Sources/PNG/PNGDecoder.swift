import PNGShim
import Raster

/// Reads PNG files through libpng (under the shim's `setjmp`): any colour type, bit depth and
/// interlacing, to 8-bit RGBA. Corrupt data is a `PNGError`, never a crash.
package enum PNGDecoder {
    /// Size limits checked from the IHDR before any pixel memory is allocated.
    package struct Limits: Hashable, Sendable {
        /// The largest width or height accepted.
        package var maximumSide: Int
        /// The largest `width × height` accepted.
        package var maximumPixels: Int

        package init(maximumSide: Int, maximumPixels: Int) {
            self.maximumSide = maximumSide
            self.maximumPixels = maximumPixels
        }

        /// 20,000 per side and 100 Mpx (400 MB decoded): far above any device screen at 4×
        /// (an iPad Pro 13" is 2064×2752 at 2×), far below what would exhaust a CI machine.
        package static let standard = Limits(maximumSide: 20_000, maximumPixels: 100_000_000)
    }

    /// Decodes to straight RGBA, the values stored in the file (gamma and colour-space chunks ignored).
    package static func decodeStraight(_ bytes: [UInt8], limits: Limits = .standard) throws(PNGError) -> StraightImage {
        if let size = headerSize(bytes), size.width > 0, size.height > 0,
           size.width <= limits.maximumSide, size.height <= limits.maximumSide,
           size.width * size.height <= limits.maximumPixels {
            return try decodeInPlace(bytes, width: size.width, height: size.height, limits: limits)
        }
        // No readable header, or one the limits refuse: libpng decodes into its own buffer and says what is wrong.
        var result = bytes.withUnsafeBufferPointer { buffer in
            bezel_png_decode(buffer.baseAddress, buffer.count,
                             UInt32(clamping: limits.maximumSide), UInt64(clamping: limits.maximumPixels))
        }
        defer { bezel_png_free(&result) }
        try check(result, limits: limits)
        let width = Int(result.width)
        let height = Int(result.height)
        guard let base = result.bytes, result.count == width * height * 4 else {
            throw .corrupt("decoder returned \(result.count) bytes for \(width)×\(height)")
        }
        let data = [UInt8](UnsafeBufferPointer(start: base, count: result.count))
        return StraightImage(checkedWidth: width, height: height, data: data)
    }

    /// Decodes straight into the image's own storage, sized from the IHDR: no second copy of the pixels
    /// (for a 1290×2796 screen that copy was 14 MB and a fifth of `bezel diff`'s time).
    private static func decodeInPlace(_ bytes: [UInt8], width: Int, height: Int, limits: Limits) throws(PNGError) -> StraightImage {
        let count = width * height * 4
        var result = bezel_png_result()
        let data = bytes.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
                result = bezel_png_decode_into(input.baseAddress, input.count,
                                               UInt32(clamping: limits.maximumSide), UInt64(clamping: limits.maximumPixels),
                                               output.baseAddress, count)
                // On failure the bytes are not all written: keep none (UInt8 needs no deinitialization).
                initialized = result.status == BEZEL_PNG_OK.rawValue ? count : 0
            }
        }
        try check(result, limits: limits)
        guard data.count == count, Int(result.width) == width, Int(result.height) == height else {
            throw .corrupt("decoder returned \(result.count) bytes for \(width)×\(height)")
        }
        return StraightImage(checkedWidth: width, height: height, data: data)
    }

    /// The eight bytes every PNG file starts with (https://www.w3.org/TR/png/#5PNG-file-signature).
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Whether `bytes` start with the PNG signature.
    package static func isPNG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: signature) }

    /// The width and height an IHDR states, when `bytes` begin with the signature and an IHDR chunk
    /// (as every valid PNG does); `nil` otherwise. Read without libpng, to size the pixel buffer and to
    /// see a size mismatch or an image over a budget before any pixel is decoded.
    package static func headerSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let ihdr: [UInt8] = [0x49, 0x48, 0x44, 0x52]
        guard bytes.count >= 24, isPNG(bytes), bytes[12..<16].elementsEqual(ihdr) else { return nil }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (bigEndian(16), bigEndian(20))
    }

    /// Turns a failed result into its `PNGError`.
    private static func check(_ result: bezel_png_result, limits: Limits) throws(PNGError) {
        var message = result.message
        let text = withUnsafeBytes(of: &message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        switch bezel_png_status(rawValue: UInt32(result.status)) {
        case BEZEL_PNG_OK: return
        case BEZEL_PNG_EMPTY: throw .empty
        case BEZEL_PNG_NOT_PNG: throw .notPNG
        case BEZEL_PNG_TRUNCATED: throw .truncated
        case BEZEL_PNG_TOO_LARGE: throw .tooLarge(width: Int(result.width), height: Int(result.height), limits: limits)
        default: throw PNGError.fromLibpng(text)
        }
    }

    /// Decodes to a premultiplied `Pixmap`, ready for compositing.
    package static func decode(_ bytes: [UInt8], limits: Limits = .standard) throws(PNGError) -> Pixmap {
        try decodeStraight(bytes, limits: limits).premultiplied
    }

    /// Decodes an app's own image (a catalogue's or the project's) as `decode` does, except that an image whose
    /// ancillary chunk fails its CRC (a colour profile, text) is drawn without that chunk, as libpng's default and
    /// the PNG specification have decoders do (`DamagedAncillaryChunks`). Goldens and the files `bezel diff` compares
    /// keep `decode`, which refuses any damaged chunk: they must be the bytes Bezel wrote.
    package static func decodeAppImage(_ bytes: [UInt8], limits: Limits = .standard) throws(PNGError) -> Pixmap {
        do {
            return try decode(bytes, limits: limits)
        } catch {
            guard case .badCRC = error, let repaired = DamagedAncillaryChunks.removed(from: bytes) else { throw error }
            return try decode(repaired, limits: limits)
        }
    }
}
