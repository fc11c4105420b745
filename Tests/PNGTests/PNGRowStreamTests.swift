import Raster
import Testing
import TestSupport
@testable import PNG

/// A PNG written as its rows come (`PNGRowStream`, issue 16) must be the very file the whole-image encoder
/// writes for the same pixels: the filter measured from the sample rows alone, and the rows given in pieces
/// of any size, make the same zlib stream.
@Suite struct PNGRowStreamTests {
    /// An opaque premultiplied image whose first pixel is coloured (so the whole-image encoder writes RGB).
    static func pixmap(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> Pixmap {
        var data = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = x == 0 && y == 0 ? (200, 10, 30) : pixel(x, y)
                let at = (y * width + x) * 4
                data[at] = r
                data[at + 1] = g
                data[at + 2] = b
            }
        }
        return Pixmap(width: width, height: height, data: data)
    }

    /// The sample rows of `image`, one after the other, as the streaming caller gathers them.
    static func sample(of image: Pixmap) -> Pixmap {
        let bands = PNGRowStream.sampleBands(height: image.height) ?? [0..<image.height]
        let rows = bands.reduce(0) { $0 + $1.count }
        return Pixmap(width: image.width, height: rows, data: bands.flatMap { image.data[($0.lowerBound * image.width * 4)..<($0.upperBound * image.width * 4)] })
    }

    /// `image` streamed in pieces of `pieces` rows (cycling).
    static func streamed(_ image: Pixmap, pieces: [Int]) throws -> [UInt8] {
        let sample = sample(of: image)
        let filter = try PNGRowStream.measuredFilter(sample: sample, rows: sample.height, imageHeight: image.height)
        let stream = try PNGRowStream(width: image.width, height: image.height, filter: filter)
        var top = 0, k = 0
        while top < image.height {
            let rows = min(pieces[k % pieces.count], image.height - top)
            let band = Pixmap(width: image.width, height: rows, data: Array(image.data[(top * image.width * 4)..<((top + rows) * image.width * 4)]))
            try stream.append(band, rows: rows)
            top += rows
            k += 1
        }
        let (bytes, translucent) = try stream.finish()
        #expect(!translucent)
        return bytes
    }

    /// Flat art, stripes, gradients (which Sub, Up and Paeth compress best) and noise, tall enough to be
    /// sampled (256 rows and more), in pieces of one row, of a few rows and of more than a deflate piece.
    @Test func streamedFilesAreTheWholeImagesFiles() throws {
        var random = SplitMix64(state: 16)
        let images: [(String, Pixmap)] = [
            ("flat", Self.pixmap(width: 300, height: 256) { _, _ in (20, 120, 220) }),
            ("stripes", Self.pixmap(width: 97, height: 700) { x, y in (UInt8((x / 7) % 5 * 50), UInt8((y / 3) % 4 * 60), UInt8((x + y) % 3 * 100)) }),
            ("horizontal gradient", Self.pixmap(width: 640, height: 300) { x, _ in (UInt8(x % 256), UInt8(x / 3 % 256), 77) }),
            ("vertical gradient", Self.pixmap(width: 640, height: 513) { x, y in (UInt8(y % 256), UInt8(x / 100 * 30), UInt8(y / 3 % 256)) }),
            ("diagonal gradient", Self.pixmap(width: 333, height: 400) { x, y in (UInt8((x + y) % 256), UInt8((x * 2 + y) % 256), UInt8((x + 3 * y) % 256)) }),
            ("noise", Self.pixmap(width: 129, height: 260) { _, _ in (random.byte(), random.byte(), random.byte()) }),
            ("wide", Self.pixmap(width: 9000, height: 260) { x, y in (UInt8(x % 7 * 30), UInt8(y % 5 * 40), 9) }),
        ]
        var filters: Set<Int32> = []
        for (name, image) in images {
            let whole = try PNGEncoder.encode(image)
            for pieces in [[1], [3, 128, 5], [1000]] {
                #expect(try Self.streamed(image, pieces: pieces) == whole, "\(name) in pieces of \(pieces)")
            }
            let sample = Self.sample(of: image)
            filters.insert(try PNGRowStream.measuredFilter(sample: sample, rows: sample.height, imageHeight: image.height))
        }
        // The images chose different filters, so a measurement that ignored its sample would have failed above.
        #expect(filters.count >= 3, "filters measured: \(filters.sorted())")
    }

    @Test func shortImagesAreMeasuredWhole() {
        #expect(PNGRowStream.sampleBands(height: 255) == nil)
        #expect(PNGRowStream.sampleBands(height: 256) == [0..<4, 128..<132])
        #expect(PNGRowStream.sampleBands(height: 3096)?.count == 25)
        #expect(PNGRowStream.sampleBands(height: 3096)?.last == 3072..<3076)
    }

    @Test func rowsThatDoNotMakeTheImageAreAnError() throws {
        let image = Self.pixmap(width: 10, height: 300) { _, _ in (1, 2, 3) }
        let short = try PNGRowStream(width: 10, height: 300, filter: 0)
        try short.append(image, rows: 299)
        #expect(throws: PNGError.self) { try short.finish() }
        let long = try PNGRowStream(width: 10, height: 300, filter: 0)
        try long.append(image, rows: 300)
        #expect(throws: PNGError.self) { try long.append(image, rows: 1) }
        #expect(throws: PNGError.self) { try PNGRowStream(width: 10, height: 300, filter: 5) }
        #expect(throws: PNGError.self) { try PNGRowStream(width: 11, height: 300, filter: 0).append(image, rows: 1) }
    }

    /// A pixel that is not opaque after all is reported, so the caller can encode the image with alpha.
    @Test func aTranslucentPixelIsReported() throws {
        var image = Self.pixmap(width: 10, height: 300) { _, _ in (1, 2, 3) }
        image.data[7 * 40 + 3] = 128
        let stream = try PNGRowStream(width: 10, height: 300, filter: 0)
        try stream.append(image, rows: 300)
        #expect(try stream.finish().translucentSeen)
    }
}
