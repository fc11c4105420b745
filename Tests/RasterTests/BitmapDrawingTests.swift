@testable import Raster
import Testing

/// `Canvas.draw(_:in:)`: the resampling filter's arithmetic checked against values worked out by hand.
@Suite struct BitmapDrawingTests {
    /// An image of premultiplied pixels given as (r, g, b, a) quadruples, row by row.
    static func image(width: Int, height: Int, _ pixels: [UInt8]) -> Pixmap { Pixmap(width: width, height: height, data: pixels) }

    static func pixel(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
        Array(pixmap.data[(y * pixmap.width + x) * 4..<(y * pixmap.width + x) * 4 + 4])
    }

    /// Reducing 2 × 2 to one pixel averages the four (a box filter): (255+0+0+255)/4 red, the rest likewise.
    @Test func reducingAverages() {
        let source = Self.image(width: 2, height: 2, [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])
        var canvas = Canvas(width: 1, height: 1)
        canvas.draw(source, in: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(Self.pixel(canvas.pixmap, 0, 0) == [128, 128, 128, 255])
    }

    /// Enlarging a black-to-white pair of pixels over 4 pixels interpolates linearly between the pixel centres
    /// (at 0.5 and 1.5 source pixels, destination centres at 0.25, 0.75, 1.25, 1.75): 0, 0.25, 0.75, 1 of the
    /// way, the edge pixel repeating beyond the centres.
    @Test func enlargingIsBilinear() {
        let source = Self.image(width: 2, height: 1, [0, 0, 0, 255, 255, 255, 255, 255])
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw(source, in: Rect(x: 0, y: 0, width: 4, height: 1))
        #expect((0..<4).map { Self.pixel(canvas.pixmap, $0, 0)[0] } == [0, 64, 191, 255])
    }

    /// A solid image over a rectangle with fractional edges: inside pixels are the colour, edge pixels get the
    /// covered fraction (a quarter of the pixel at x 0.75…1 → 64 of 255), outside nothing.
    @Test func fractionalEdgesAreCovered() {
        let source = Self.image(width: 1, height: 1, [255, 0, 0, 255])
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw(source, in: Rect(x: 0.75, y: 0, width: 2.5, height: 1))
        #expect(Self.pixel(canvas.pixmap, 0, 0) == [64, 0, 0, 64])
        #expect(Self.pixel(canvas.pixmap, 1, 0) == [255, 0, 0, 255])
        #expect(Self.pixel(canvas.pixmap, 2, 0) == [255, 0, 0, 255])
        #expect(Self.pixel(canvas.pixmap, 3, 0) == [64, 0, 0, 64])
    }

    /// Scaled by the transform (as a display list is drawn at @3x), clipped to a pixel rectangle, and composited source-over:
    /// half-transparent white (premultiplied 128) over opaque black is 128 grey.
    @Test func transformClipAndSourceOver() {
        var canvas = Canvas(width: 6, height: 6, background: .black)
        let source = Self.image(width: 1, height: 1, [128, 128, 128, 128])
        canvas.draw(source, in: Rect(x: 0, y: 0, width: 2, height: 2), transform: .scale(3), clip: .rect(PixelBounds(minX: 0, minY: 0, maxX: 3, maxY: 6)))
        #expect(Self.pixel(canvas.pixmap, 2, 5) == [128, 128, 128, 255])
        #expect(Self.pixel(canvas.pixmap, 3, 0) == [0, 0, 0, 255])
    }

    /// Transforms that rotate or mirror draw nothing rather than a wrong picture.
    @Test func rotationsDrawNothing() {
        var canvas = Canvas(width: 4, height: 4)
        canvas.draw(Self.image(width: 1, height: 1, [255, 255, 255, 255]), in: Rect(x: 0, y: 0, width: 2, height: 2),
                    transform: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 4, ty: 0))
        #expect(canvas.pixmap.data.allSatisfy { $0 == 0 })
    }
}
