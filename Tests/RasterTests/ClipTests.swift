@testable import Geometry
import Testing
@testable import Raster

@Suite struct ClipTests {
    /// Nothing is drawn outside a rectangle clip, and inside it the fill is unchanged.
    @Test func rectClipBoundsTheFill() {
        var canvas = Canvas(width: 50, height: 50)
        let clip = canvas.clip(rect: Rect(x: 10, y: 12, width: 20, height: 15))
        #expect(clip.mask == nil)
        canvas.fill(Path(circleAt: Point(x: 25, y: 25), radius: 30), color: .black, clip: clip)
        for y in 0..<50 {
            for x in 0..<50 {
                let inside = x >= 10 && x < 30 && y >= 12 && y < 27
                #expect(canvas.pixmap[x, y].a == (inside ? 255 : 0))
            }
        }
    }

    /// A mask's coverage multiplies the fill's: a half-covered mask pixel under a half-covered fill
    /// pixel gives a quarter (128·128/255 = 64).
    @Test func maskCoverageMultiplies() {
        var canvas = Canvas(width: 20, height: 20)
        let clip = canvas.clip(rect: Rect(x: 0, y: 0, width: 10.5, height: 20))
        #expect(clip.mask != nil)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 5.5)), color: .black, clip: clip)
        #expect(canvas.pixmap[10, 5].a == 64)
        #expect(canvas.pixmap[10, 2].a == 128)
        #expect(canvas.pixmap[3, 5].a == 128)
        #expect(canvas.pixmap[3, 2].a == 255)
        #expect(canvas.pixmap[11, 2].a == 0)
        #expect(canvas.pixmap[3, 6].a == 0)
    }

    /// Clipping to a circle reproduces the circle's own coverage, pixel for pixel.
    @Test func circleMaskEqualsCircleFill() {
        let circle = Path(circleAt: Point(x: 30.3, y: 29.6), radius: 21.7)
        var clipped = Canvas(width: 60, height: 60)
        clipped.fillRect(Rect(x: 0, y: 0, width: 60, height: 60), color: .black, clip: clipped.clip(filling: circle))
        var filled = Canvas(width: 60, height: 60)
        filled.fill(circle, color: .black)
        #expect(differingBytes(clipped.pixmap, filled.pixmap) == 0)
    }

    /// Intersecting clips: bounds intersect and masks multiply.
    @Test func intersectionOfClips() {
        let canvas = Canvas(width: 20, height: 20)
        let a = canvas.clip(rect: Rect(x: 0, y: 0, width: 10.5, height: 20))
        let b = canvas.clip(rect: Rect(x: 5, y: 0, width: 10, height: 20))
        let both = a.intersection(b)
        #expect(both.bounds == PixelBounds(minX: 5, minY: 0, maxX: 11, maxY: 20))
        var drawn = canvas
        drawn.fillRect(Rect(x: 0, y: 0, width: 20, height: 20), color: .black, clip: both)
        #expect(drawn.pixmap[10, 3].a == 128)
        #expect(drawn.pixmap[4, 3].a == 0)
        #expect(drawn.pixmap[7, 3].a == 255)
    }
}
