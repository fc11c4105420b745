/// PNG files assembled byte by byte from the PNG specification (W3C PNG, 2nd edition: signature,
/// chunk layout, CRC-32, IHDR fields) and RFC 1950/1951 (a zlib stream of one stored deflate block),
/// without Bezel's encoder, so a corrupt case is corrupt in exactly the way its name says.
enum PNGBytes {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A chunk: length (big-endian), type, data, CRC-32 over type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// IHDR data: width, height, bit depth, colour type, compression 0, filter 0, interlace 0.
    static func header(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0]
    }

    /// A zlib stream holding `data` in stored (uncompressed) deflate blocks of at most 65,535 bytes.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]  // CM 8, CINFO 7; FCHECK makes 0x7801 a multiple of 31
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let isLast = offset + count == data.count
            out.append(isLast ? 1 : 0)  // BFINAL, BTYPE 00
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        return out + bigEndian(adler32(data))
    }

    /// The scanlines of an 8-bit RGBA image filled with one colour, each behind filter byte 0.
    static func rgbaScanlines(width: Int, height: Int, color: [UInt8]) -> [UInt8] {
        var rows: [UInt8] = []
        for _ in 0..<height {
            rows.append(0)
            for _ in 0..<width { rows += color }
        }
        return rows
    }

    /// A whole, valid 8-bit RGBA PNG of one colour.
    static func image(width: Int, height: Int, color: [UInt8]) -> [UInt8] {
        signature
            + chunk("IHDR", header(width: UInt32(width), height: UInt32(height)))
            + chunk("IDAT", zlibStored(rgbaScanlines(width: width, height: height, color: color)))
            + chunk("IEND", [])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 as the PNG specification's annex D computes it (reflected polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Adler-32 (RFC 1950 section 8).
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
