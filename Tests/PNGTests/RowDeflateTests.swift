import Testing
import TestSupport
@testable import PNG
@testable import PNGShim

/// Bezel's own deflate (Sources/PNGShim/RowDeflate.c) under the default encoder: every file is read back by
/// libpng, whose zlib inflates the stream independently, and must give the pixels encoded. A wrong length or
/// distance code, extra-bit count, Huffman code or block header makes zlib fail or put bytes elsewhere.
@Suite struct RowDeflateTests {
    static let filters: [PNGEncoder.Filter] = [.none, .sub, .up, .average, .paeth, .measured]

    /// Encodes with the default compressor under `filter` and decodes with libpng.
    static func roundTrip(_ image: StraightImage, filter: PNGEncoder.Filter) throws -> StraightImage {
        let bytes = try PNGEncoder.encode(image, options: PNGEncoder.Options(filter: filter, compressor: .rowDeflate))
        return try PNGDecoder.decodeStraight(bytes)
    }

    static func image(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) -> StraightImage {
        var data = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                data.replaceSubrange((y * width + x) * 4 ..< (y * width + x) * 4 + 4, with: pixel(x, y))
            }
        }
        return StraightImage(width: width, height: height, data: data)!
    }

    /// 1×1, one pixel wide and tall, wide rows (RGB rows of 36,001 bytes: the row above is out of the
    /// 32 K window), one colour, noise (stored blocks), as RGB and RGBA, under every filter.
    @Test(arguments: [
        (1, 1), (1, 3000), (12000, 3), (300, 200),
    ])
    func edgeShapesSurviveEveryFilter(width: Int, height: Int) throws {
        var random = SplitMix64(state: UInt64(width * 7 + height))
        let flat = Self.image(width: width, height: height) { _, _ in [20, 120, 220, 255] }
        let stripes = Self.image(width: width, height: height) { x, y in
            [UInt8((x / 7) % 5 * 50), UInt8((y / 3) % 4 * 60), UInt8((x + y) % 3 * 100), 255]
        }
        let noise = Self.image(width: width, height: height) { _, _ in [random.byte(), random.byte(), random.byte(), 255] }
        let translucent = Self.image(width: width, height: height) { x, y in [UInt8(x % 256), UInt8(y % 256), 9, UInt8((x * y) % 256)] }
        for (name, image) in [("flat", flat), ("stripes", stripes), ("noise", noise), ("translucent", translucent)] {
            for filter in Self.filters {
                #expect(try Self.roundTrip(image, filter: filter) == image, "\(name) \(width)×\(height) \(filter)")
            }
        }
    }

    /// Copies of earlier bytes at every match length 3-260 and at distances in each of the 30 distance codes
    /// (1 to 32,768), inside long RGBA rows of noise (filter NONE: the stream is the pixel bytes), so every
    /// length code, every distance code and their extra bits are written (an independent inflater counted
    /// all 29 and all 30 in this stream) and must decode exactly.
    @Test func everyLengthAndDistanceCodeDecodes() throws {
        var random = SplitMix64(state: 1951)
        var bytes: [UInt8] = []
        for _ in 0..<40000 { bytes.append(random.byte()) }
        let distances = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                         2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577, 32768]
        for length in 3...260 {
            for distance in [distances[length % distances.count], distances[(length * 7) % distances.count] + length % 5] {
                // A literal noise byte first, so the copy does not simply continue the one before it.
                bytes.append(random.byte())
                let from = bytes.count - distance
                for k in 0..<length { bytes.append(bytes[from + k]) }
            }
        }
        bytes.removeLast(bytes.count % 8)
        // Alpha bytes of noise are not opaque, so the file is RGBA and the stream holds these bytes as they
        // are, in two rows of 54 KB (the decoder takes at most 20,000 pixels a side).
        let image = StraightImage(width: bytes.count / 8, height: 2, data: bytes)!
        #expect(try Self.roundTrip(image, filter: .none) == image)
        // And as a tall image of the same bytes, where the row above is in the window.
        let tall = StraightImage(width: 64, height: bytes.count / 256, data: Array(bytes.prefix(bytes.count / 256 * 256)))!
        #expect(try Self.roundTrip(tall, filter: .none) == tall)
        #expect(try Self.roundTrip(tall, filter: .up) == tall)
    }

    /// On a UI-like screen the default file is no larger than zlib level 3's (what Bezel wrote before issue
    /// 16, through libpng) and the same bytes on a second encode.
    @Test func uiScreensAreNoLargerThanZlibLevel3() throws {
        let screen = VectorLoopTests.image
        let bytes = try PNGEncoder.encode(screen)
        let zlib3 = try PNGEncoder.encode(screen, options: PNGEncoder.Options(level: 3, filter: .none, compressor: .zlib))
        #expect(bytes.count <= zlib3.count, "\(bytes.count) bytes against zlib 3's \(zlib3.count)")
        #expect(try PNGEncoder.encode(screen) == bytes)
        #expect(try PNGDecoder.decodeStraight(bytes) == screen)
    }
}
