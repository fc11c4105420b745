import Testing
@testable import PNG
import TestSupport

/// CRC-32 as PNG defines it (ISO 3309, polynomial 0xEDB88320), written out here so the
/// tests can forge chunks independently of libpng.
func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
    }
    return crc ^ 0xFFFF_FFFF
}

func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
}

/// A PNG whose IHDR declares `width × height` (with a valid CRC) followed by a tiny IDAT.
func forgedPNG(width: UInt32, height: UInt32) -> [UInt8] {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let ihdr: [UInt8] = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    bytes += bigEndian(13) + ihdr + bigEndian(crc32(ihdr))
    let idat: [UInt8] = Array("IDAT".utf8) + [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
    bytes += bigEndian(8) + idat + bigEndian(crc32(idat))
    let iend: [UInt8] = Array("IEND".utf8)
    bytes += bigEndian(0) + iend + bigEndian(crc32(iend))
    return bytes
}

/// Byte offset of the first chunk of `type`'s data in a PNG stream.
func chunkDataOffset(_ bytes: [UInt8], _ type: String) -> Int? {
    var offset = 8
    while offset + 8 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == type { return offset + 8 }
        offset += 12 + length
    }
    return nil
}

@Suite struct CorruptInputTests {
    static let valid: [UInt8] = {
        let image = Samples.noise(width: 23, height: 9, seed: 3, alphaMode: 1)
        return (try? PNGEncoder.encode(image)) ?? []
    }()

    @Test func theForgeryHelperMakesAPNGLibpngAccepts() throws {
        // Guards the helpers below: a forged 1×1 file decodes, so failures come from what each test changes.
        var oneByOne = forgedPNG(width: 1, height: 1)
        // 1×1 RGBA needs 5 bytes of filtered data: replace the empty IDAT with a real one.
        let encoded = try PNGEncoder.encode(StraightImage(width: 1, height: 1, data: [1, 2, 3, 4])!,
                                            options: .init(colorReduction: .none))
        oneByOne = encoded
        #expect(try PNGDecoder.decodeStraight(oneByOne).data == [1, 2, 3, 4])
        #expect(crc32(Array("IEND".utf8)) == 0xAE42_6082)  // the CRC every PNG ends with
    }

    @Test func emptyInputIsEmpty() {
        #expect(throws: PNGError.empty) { try PNGDecoder.decodeStraight([]) }
    }

    @Test(arguments: [Array("GIF89a....".utf8), Array("<svg xmlns=".utf8), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x00], [0]])
    func otherFormatsAreNotPNG(_ bytes: [UInt8]) {
        #expect(throws: PNGError.notPNG) { try PNGDecoder.decodeStraight(bytes) }
    }

    /// Every proper prefix of a valid file, from 1 byte to one byte short, is "truncated".
    @Test func everyPrefixIsTruncated() {
        #expect(Self.valid.count > 100)
        for length in 1..<Self.valid.count {
            #expect(throws: PNGError.truncated, "prefix \(length)") {
                try PNGDecoder.decodeStraight(Array(Self.valid.prefix(length)))
            }
        }
    }

    /// The stored CRC damaged, the data intact: libpng reports the CRC (for IDAT, damaged data
    /// would meet zlib's own checks first). Ancillary chunks (sRGB) too: a golden is a file we wrote,
    /// so any damage to it is refused, as docs/robustness.md says (libpng's default only warns).
    @Test(arguments: ["IHDR", "sRGB", "IDAT", "IEND"])
    func aDamagedCRCIsACRCErrorNamingTheChunk(_ chunk: String) throws {
        var bytes = Self.valid
        let offset = try #require(chunkDataOffset(bytes, chunk))
        let length = bytes[offset - 8..<offset - 4].reduce(0) { $0 << 8 | Int($1) }
        bytes[offset + length] ^= 0x40
        #expect(throws: PNGError.badCRC(chunk: chunk)) { try PNGDecoder.decodeStraight(bytes) }
    }

    @Test(arguments: [(UInt32(20_001), UInt32(1)), (1, 20_001), (15_000, 15_000), (0x7FFF_FFFF, 0x7FFF_FFFF)])
    func hugeDimensionsAreRefusedBeforeAllocating(width: UInt32, height: UInt32) {
        #expect(throws: PNGError.tooLarge(width: Int(width), height: Int(height), limits: .standard)) {
            try PNGDecoder.decodeStraight(forgedPNG(width: width, height: height))
        }
    }

    @Test(arguments: [(UInt32(0), UInt32(5)), (5, 0)])
    func zeroDimensionsAreCorrupt(width: UInt32, height: UInt32) {
        #expect(throws: (any Error).self) { try PNGDecoder.decodeStraight(forgedPNG(width: width, height: height)) }
        do {
            _ = try PNGDecoder.decodeStraight(forgedPNG(width: width, height: height))
        } catch {
            #expect(error.description == "corrupt PNG: Invalid IHDR data (Image \(width == 0 ? "width" : "height") is zero in IHDR)")
        }
    }

    @Test func damagedImageDataIsAnError() throws {
        var bytes = Self.valid
        let offset = try #require(chunkDataOffset(bytes, "IDAT"))
        bytes[offset + 1] ^= 0x40
        #expect(throws: PNGError.corrupt("IDAT: incorrect header check")) { try PNGDecoder.decodeStraight(bytes) }
    }

    @Test func garbageAfterTheSignatureIsAnErrorNotACrash() {
        var random = SplitMix64(state: 11)
        for trial in 0..<200 {
            var bytes = Self.valid
            // Damage 1-4 random bytes after the signature.
            for _ in 0...(trial % 4) {
                let index = 8 + Int(random.next() % UInt64(bytes.count - 8))
                bytes[index] ^= UInt8(truncatingIfNeeded: random.next() | 1)
            }
            // Decoding either fails with a message or gives an image of the declared size.
            do {
                let image = try PNGDecoder.decodeStraight(bytes)
                #expect(image.data.count == image.width * image.height * 4)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test func encodingAnEmptyImageIsAnError() {
        #expect(throws: (any Error).self) { try PNGEncoder.encode(StraightImage(width: 0, height: 3)!) }
    }
}
