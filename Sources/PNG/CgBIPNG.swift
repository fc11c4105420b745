import CISAL
import Raster

/// Apple's "CgBI" PNG variant, which Xcode's build writes for iOS apps (`pngcrush -iphone`) and which is sometimes
/// committed, copied out of a built app. It differs from a PNG in three ways
/// (https://iphonedevwiki.net/index.php/CgBI_file_format): a `CgBI` chunk comes before `IHDR`; the `IDAT` data is a
/// raw deflate stream, without the zlib header and Adler-32 trailer a PNG's has
/// (https://www.w3.org/TR/png-3/#10CompressionCM0, RFC 1950); and the pixels are stored blue, green, red, alpha,
/// with the colours premultiplied by alpha. libpng refuses the file ("CgBI: unhandled critical chunk"); iOS's own
/// decoder draws it as the image it was made from.
///
/// Decoded here by rewriting the file as the PNG it came from (the `CgBI` chunk dropped, the deflate stream given
/// back its zlib wrapper), decoding that with libpng, then swapping red and blue and keeping the premultiplied values.
package enum CgBIPNG {
    /// Whether `bytes` are a PNG whose first chunk is `CgBI` (the signature's 8 bytes, then the chunk's
    /// 4-byte length and its type).
    package static func isCgBI(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 16 && PNGDecoder.isPNG(bytes) && bytes[12..<16].elementsEqual("CgBI".utf8)
    }

    /// The image, premultiplied RGBA, within `limits` (checked from `IHDR` before any inflating).
    package static func decode(_ bytes: [UInt8], limits: PNGDecoder.Limits) throws(PNGError) -> Pixmap {
        let standard = try standardPNG(from: bytes, limits: limits)
        let stored = try PNGDecoder.decodeStraight(standard, limits: limits)
        var data = stored.data
        var index = 0
        while index < data.count {
            let alpha = data[index + 3]
            let blue = data[index]
            // Stored premultiplied: a colour above its alpha is no colour iOS draws, and is clamped to it.
            data[index] = min(data[index + 2], alpha)
            data[index + 1] = min(data[index + 1], alpha)
            data[index + 2] = min(blue, alpha)
            index += 4
        }
        return Pixmap(width: stored.width, height: stored.height, data: data)
    }

    /// The PNG the file was made from: its chunks in order without `CgBI`, and its `IDAT` chunks' raw deflate
    /// stream as one `IDAT` with the zlib header (`78 01`: deflate, 32 KB window) and the Adler-32 of the
    /// inflated data (RFC 1950). The stream is inflated only to compute that checksum, into a buffer no larger than
    /// the filtered rows `IHDR` allows.
    static func standardPNG(from bytes: [UInt8], limits: PNGDecoder.Limits) throws(PNGError) -> [UInt8] {
        guard isCgBI(bytes) else { throw .notPNG }
        var before: [UInt8] = []
        var after: [UInt8] = []
        var deflated: [UInt8] = []
        var header: [UInt8] = []
        var seenData = false
        var offset = PNGDecoder.signature.count
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw .truncated }
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 12 + length
            guard length <= Int(Int32.max), end <= bytes.count else { throw .truncated }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            switch type {
            case "CgBI":
                break
            case "IDAT":
                deflated += bytes[offset + 8..<offset + 8 + length]
                seenData = true
            default:
                if type == "IHDR" { header = Array(bytes[offset + 8..<offset + 8 + length]) }
                if seenData { after += bytes[offset..<end] } else { before += bytes[offset..<end] }
            }
            offset = end
            if type == "IEND" { break }
        }
        guard header.count == 13, seenData else { throw .corrupt("CgBI PNG without IHDR or IDAT") }
        let inflated = try inflate(deflated, atMost: try filteredSize(header, limits: limits))
        let checksum = inflated.withUnsafeBufferPointer { isal_adler32(1, $0.baseAddress, UInt64($0.count)) }
        let zlib = [0x78, 0x01] + deflated + bigEndian(checksum)
        return PNGDecoder.signature + before + chunk("IDAT", zlib) + after
    }

    /// The most bytes the filtered rows of the image `IHDR` describes can take: each row's pixels plus its
    /// filter byte; Adam7 interlacing (https://www.w3.org/TR/png-3/#8Interlace) stores at most 15/8 × height + 7
    /// pass rows, each with a filter byte and at most one byte of rounding, which 4 × height + 64 more bytes cover.
    private static func filteredSize(_ header: [UInt8], limits: PNGDecoder.Limits) throws(PNGError) -> Int {
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        guard width > 0, height > 0, width <= limits.maximumSide, height <= limits.maximumSide,
              width * height <= limits.maximumPixels else {
            throw .tooLarge(width: width, height: height, limits: limits)
        }
        let channels: Int
        switch header[9] {
        case 0, 3: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw .corrupt("colour type \(header[9])")
        }
        let rowBytes = (width * channels * Int(header[8]) + 7) / 8
        return height * (rowBytes + 1) + (header[12] == 1 ? 4 * height + 64 : 0)
    }

    /// Inflates a raw deflate stream (RFC 1951) into at most `limit` bytes.
    private static func inflate(_ deflated: [UInt8], atMost limit: Int) throws(PNGError) -> [UInt8] {
        guard limit <= Int(UInt32.max), deflated.count <= Int(UInt32.max) else { throw .corrupt("CgBI data too large") }
        var input = deflated
        var status: Int32 = 0
        var finished = false
        var written = 0
        let output = [UInt8](unsafeUninitializedCapacity: max(limit, 1)) { buffer, initialized in
            input.withUnsafeMutableBufferPointer { source in
                var state = inflate_state()
                isal_inflate_init(&state)
                state.crc_flag = UInt32(ISAL_DEFLATE)
                state.next_in = source.baseAddress
                state.avail_in = UInt32(source.count)
                state.next_out = buffer.baseAddress
                state.avail_out = UInt32(limit)
                status = isal_inflate(&state)
                finished = state.block_state == ISAL_BLOCK_FINISH
                written = Int(state.total_out)
            }
            initialized = written
        }
        guard status == ISAL_DECOMP_OK, finished else { throw .corrupt("CgBI image data does not inflate (\(status))") }
        return output
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { crc32_gzip_refl(0, $0.baseAddress, UInt64($0.count)) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
