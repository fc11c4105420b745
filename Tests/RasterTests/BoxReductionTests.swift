import Testing

@testable import Raster

/// `Pixmap.boxReduced(by:)`: the mean of each box, worked out by hand from the pixels.
@Suite struct BoxReductionTests {
    /// A 3 × 3 image halved is 2 × 2: the top-left pixel is the mean of four, the right column's of two (the box
    /// cut by the edge), the bottom-right's its one pixel. Means are rounded half up, each channel on its own.
    @Test func eachPixelIsTheMeanOfTheBoxItCovers() {
        let values: [[UInt8]] = [
            [10, 20, 30],
            [40, 51, 60],
            [70, 80, 91],
        ]
        var data: [UInt8] = []
        for row in values { for value in row { data += [value, 255 - value, 0, 255] } }
        let reduced = Pixmap(width: 3, height: 3, data: data).boxReduced(by: 2)
        #expect(reduced.width == 2 && reduced.height == 2)
        // (10 + 20 + 40 + 51) / 4 = 30.25 → 30; (30 + 60) / 2 = 45; (70 + 80) / 2 = 75; 91 alone.
        #expect(stride(from: 0, to: 16, by: 4).map { reduced.data[$0] } == [30, 45, 75, 91])
        // 255 − each: (245 + 235 + 215 + 204) / 4 = 224.75 → 225; (225 + 195) / 2 = 210; (185 + 175) / 2 = 180; 164.
        #expect(stride(from: 1, to: 16, by: 4).map { reduced.data[$0] } == [225, 210, 180, 164])
        #expect(stride(from: 3, to: 16, by: 4).allSatisfy { reduced.data[$0] == 255 })
    }

    /// Premultiplied pixels are averaged as stored: a transparent pixel beside an opaque red one gives red at
    /// half coverage (128, 0, 0, 128), never a darkened or tinted colour.
    @Test func aTransparentPixelAddsNoColour() {
        let reduced = Pixmap(width: 2, height: 1, data: [255, 0, 0, 255, 0, 0, 0, 0]).boxReduced(by: 2)
        #expect(reduced.width == 1 && reduced.height == 1)
        #expect(reduced.data == [128, 0, 0, 128])
    }

    /// A factor of 1 is the image itself.
    @Test func aFactorOfOneKeepsTheImage() {
        let image = Pixmap(width: 2, height: 2, data: [UInt8](0..<16))
        #expect(image.boxReduced(by: 1) == image)
    }
}
