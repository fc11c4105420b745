@testable import Geometry
import Testing
@testable import Raster

@Suite struct CompositingTests {
    /// 50 % red over opaque blue: red is premultiplied to 128, blue keeps 1 − 128/255 of itself:
    /// (128, 0, 127, 255) by the Porter–Duff source-over formula.
    @Test func halfRedOverOpaqueBlue() {
        var canvas = Canvas(width: 4, height: 4, background: RGBA(r: 0, g: 0, b: 255))
        canvas.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), color: RGBA(r: 255, g: 0, b: 0, a: 128))
        #expect(canvas.pixmap[1, 1] == RGBA(r: 128, g: 0, b: 127, a: 255))
        // The rasterized path gives the same bytes as the whole-pixel fast path.
        var rasterized = Canvas(width: 4, height: 4, background: RGBA(r: 0, g: 0, b: 255))
        rasterized.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), color: RGBA(r: 255, g: 0, b: 0, a: 128))
        #expect(differingBytes(rasterized.pixmap, canvas.pixmap) == 0)
    }

    /// On a transparent image, a straight colour is stored premultiplied.
    @Test func straightColourIsStoredPremultiplied() {
        var canvas = Canvas(width: 2, height: 2)
        canvas.fillRect(Rect(x: 0, y: 0, width: 2, height: 2), color: RGBA(r: 255, g: 200, b: 10, a: 51))
        // 255·0.2 = 51, 200·0.2 = 40, 10·0.2 = 2.
        #expect(canvas.pixmap[0, 0] == RGBA(r: 51, g: 40, b: 2, a: 51))
    }

    /// Rounded division by 255 is exact for every product of two bytes.
    @Test func div255IsRoundedDivision() {
        for x in UInt32(0)...(255 * 255) {
            let exact = (Double(x) / 255).rounded(.toNearestOrAwayFromZero)
            #expect(Compositing.div255(x) == UInt32(exact))
            if Compositing.div255(x) != UInt32(exact) { break }
        }
    }

    /// Opaque over anything is the colour itself; a fully transparent colour changes nothing.
    @Test func opaqueAndTransparentSources() {
        var canvas = Canvas(width: 3, height: 3, background: RGBA(r: 10, g: 20, b: 30, a: 40))
        let before = canvas.pixmap
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 3, height: 3)), color: RGBA(r: 1, g: 2, b: 3, a: 0))
        #expect(differingBytes(canvas.pixmap, before) == 0)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 3, height: 3)), color: RGBA(r: 1, g: 2, b: 3))
        #expect(canvas.pixmap[2, 2] == RGBA(r: 1, g: 2, b: 3))
    }
}
