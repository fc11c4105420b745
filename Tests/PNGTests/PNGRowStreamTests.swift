@testable import Raster
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

    /// `image` streamed in `layout` in pieces of `pieces` rows (cycling).
    static func streamed(_ image: Pixmap, layout: PNGRowStream.Layout = .rgb, pieces: [Int]) throws -> [UInt8] {
        let sample = sample(of: image)
        let filter = try PNGRowStream.measuredFilter(sample: sample, rows: sample.height, imageHeight: image.height, layout: layout)
        let stream = try PNGRowStream(width: image.width, height: image.height, layout: layout, filter: filter)
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

    /// Translucent images (straight RGBA files, the premultiplied rows converted band by band) and grey ones
    /// (one byte a pixel) stream to the whole-image encoder's file too; the survey of their rows names the
    /// layout that encoder chose.
    @Test func translucentAndGreyFilesAreTheWholeImagesFiles() throws {
        var random = SplitMix64(state: 17)
        func translucent(width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> Pixmap {
            var data: [UInt8] = []
            data.reserveCapacity(width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    let (r, g, b, a) = pixel(x, y)
                    data += [Alpha.premultiply(r, alpha: a), Alpha.premultiply(g, alpha: a), Alpha.premultiply(b, alpha: a), a]
                }
            }
            return Pixmap(width: width, height: height, data: data)
        }
        let images: [(String, Pixmap, PNGRowStream.Layout, Bool)] = [
            ("a translucent gradient", translucent(width: 200, height: 300) { x, y in (UInt8(x), UInt8(y % 256), 40, UInt8((x + y) % 256)) }, .rgba, false),
            ("one translucent pixel", translucent(width: 64, height: 700) { x, y in (x == 9 && y == 600 ? (1, 2, 3, 254) : (9, 80, 200, 255)) }, .rgba, false),
            ("translucent noise", translucent(width: 129, height: 260) { _, _ in (random.byte(), random.byte(), random.byte(), random.byte()) }, .rgba, false),
            ("a transparent grey", translucent(width: 90, height: 400) { _, y in (120, 120, 120, y < 200 ? 255 : 0) }, .rgba, false),
            ("grey stripes", Self.pixmap(width: 97, height: 700) { x, y in let v = UInt8((x / 7 + y / 5) % 6 * 40); return (v, v, v) }, .grey, true),
        ]
        for (name, image, layout, opaque) in images {
            var data = image.data
            if layout == .grey { data[0...2] = [0, 0, 0] }  // `pixmap` colours the first pixel; make it grey.
            let image = Pixmap(width: image.width, height: image.height, data: data)
            var survey = PNGRowStream.Survey(opaqueCanvas: opaque)
            survey.add(image, rows: image.height)
            #expect(survey.layout == layout, "\(name): surveyed as \(survey.layout)")
            let whole = try PNGEncoder.encode(image)
            for pieces in [[1], [3, 128, 5], [1000]] {
                #expect(try Self.streamed(image, layout: layout, pieces: pieces) == whole, "\(name) in pieces of \(pieces)")
            }
        }
    }

    /// The survey stops at what decides: a colour in an opaque canvas, a translucent pixel in any; it leaves
    /// open what rows not yet seen could change.
    @Test func theSurveyDecidesOnlyWhenLaterRowsCannotChangeIt() {
        let coloured = Self.pixmap(width: 4, height: 2) { _, _ in (7, 7, 7) }  // its first pixel is red
        var greyData = coloured.data
        greyData[0...2] = [7, 7, 7]
        var opaque = PNGRowStream.Survey(opaqueCanvas: true)
        opaque.add(Pixmap(width: 4, height: 2, data: greyData), rows: 2)
        #expect(opaque.decided == nil && opaque.layout == .grey)
        opaque.add(coloured, rows: 2)
        #expect(opaque.decided == .rgb)
        var open = PNGRowStream.Survey(opaqueCanvas: false)
        open.add(coloured, rows: 2)
        #expect(open.decided == nil && open.layout == .rgb)
        greyData[7] = 0
        open.add(Pixmap(width: 4, height: 2, data: greyData), rows: 2)
        #expect(open.decided == .rgba)
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
