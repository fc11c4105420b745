import Testing
@testable import PNG
import TestSupport

/// An app's image with a damaged ancillary chunk is drawn without it; a golden with one is still refused, and a
/// damaged critical chunk refuses both (libpng-manual.txt, png_set_crc_action: an ancillary chunk's CRC error is
/// warned about and the chunk discarded by default; https://www.w3.org/TR/png-3/#13Decoders.Errors).
@Suite struct DamagedAncillaryChunksTests {
    static let valid: [UInt8] = {
        let image = Samples.noise(width: 17, height: 11, seed: 5, alphaMode: 1)
        return (try? PNGEncoder.encode(image)) ?? []
    }()

    /// `bytes` with the stored CRC of the first `chunk` flipped in one bit, its data intact.
    static func damaging(_ chunk: String, in bytes: [UInt8]) throws -> [UInt8] {
        var bytes = bytes
        let offset = try #require(chunkDataOffset(bytes, chunk))
        let length = bytes[offset - 8..<offset - 4].reduce(0) { $0 << 8 | Int($1) }
        bytes[offset + length] ^= 0x40
        return bytes
    }

    @Test func anAppImageIsDrawnWithoutItsDamagedAncillaryChunk() throws {
        #expect(chunkDataOffset(Self.valid, "sRGB") != nil)
        let damaged = try Self.damaging("sRGB", in: Self.valid)
        #expect(try PNGDecoder.decodeAppImage(damaged).data == PNGDecoder.decode(Self.valid).data)
        #expect(throws: PNGError.badCRC(chunk: "sRGB")) { try PNGDecoder.decode(damaged) }
        let repaired = try #require(DamagedAncillaryChunks.removed(from: damaged))
        #expect(chunkDataOffset(repaired, "sRGB") == nil)
        #expect(repaired.count == Self.valid.count - 13)  // sRGB: 4 length + 4 type + 1 intent + 4 CRC
    }

    @Test(arguments: ["IHDR", "IEND"])
    func aDamagedCriticalChunkStillRefusesAnAppImage(_ chunk: String) throws {
        let damaged = try Self.damaging(chunk, in: Self.valid)
        #expect(throws: PNGError.badCRC(chunk: chunk)) { try PNGDecoder.decodeAppImage(damaged) }
        #expect(DamagedAncillaryChunks.removed(from: damaged) == nil)
    }

    @Test func anIntactImageHasNothingRemoved() {
        #expect(DamagedAncillaryChunks.removed(from: Self.valid) == nil)
    }
}
