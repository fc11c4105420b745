@testable import Geometry
import Testing
@testable import Raster

/// Sum of alpha / 255 over the whole image: the covered area in pixels.
func coveredArea(_ pixmap: Pixmap) -> Double {
    var sum = 0
    for i in stride(from: 3, to: pixmap.data.count, by: 4) { sum += Int(pixmap.data[i]) }
    return Double(sum) / 255
}

/// How many bytes two images of the same size differ in (a short failure message, unlike `==`).
func differingBytes(_ a: Pixmap, _ b: Pixmap) -> Int {
    guard a.width == b.width, a.height == b.height else { return max(a.data.count, b.data.count) }
    return zip(a.data, b.data).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
}

/// Area by the shoelace formula, the independent reference for polygons.
func polygonArea(_ points: [Point]) -> Double {
    var twice = 0.0
    for i in points.indices {
        let a = points[i], b = points[(i + 1) % points.count]
        twice += a.x * b.y - b.x * a.y
    }
    return abs(twice) / 2
}

func polygon(_ points: [Point]) -> Path {
    var path = Path()
    path.move(to: points[0])
    for p in points.dropFirst() { path.line(to: p) }
    path.close()
    return path
}

@Suite struct CoverageTests {
    /// An axis-aligned edge through the middle of a pixel covers exactly half of it: 127.5 → 128 ± 1.
    @Test(arguments: [0.5, 7.5, 31.5])
    func halfCoveredPixelReads128(position: Double) {
        // The same half-pixel edge on each side of a rectangle, drawn both clockwise and anticlockwise.
        for reversed in [false, true] {
            var canvas = Canvas(width: 40, height: 40)
            let rect = Rect(x: 2, y: 2, width: position + 1, height: position + 1)
            var points = [
                Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
            ]
            if reversed { points.reverse() }
            canvas.fill(polygon(points), color: .black)
            let edgeColumn = Int(rect.maxX), edgeRow = Int(rect.maxY)
            #expect(abs(Int(canvas.pixmap[edgeColumn, 2].a) - 128) <= 1)
            #expect(abs(Int(canvas.pixmap[2, edgeRow].a) - 128) <= 1)
            // The corner pixel is covered a quarter, the inside fully, the outside not at all.
            #expect(abs(Int(canvas.pixmap[edgeColumn, edgeRow].a) - 64) <= 1)
            #expect(canvas.pixmap[2, 2].a == 255)
            #expect(canvas.pixmap[edgeColumn + 1, 2].a == 0)
        }
    }

    /// A circle of radius 500 px: total coverage within 0.01 % of πr² (issue 4's acceptance figure).
    @Test func circleCoverageMatchesPiRSquared() {
        var canvas = Canvas(width: 1004, height: 1004)
        canvas.fill(Path(circleAt: Point(x: 502.25, y: 501.75), radius: 500), color: .black)
        let expected = Double.pi * 500 * 500
        let relative = abs(coveredArea(canvas.pixmap) - expected) / expected
        #expect(relative < 0.0001, "relative error \(relative)")
    }

    /// Rectangles with fractional edges cover exactly their area (up to the 8-bit rounding of the
    /// edge pixels, at most half a level each).
    @Test(arguments: [
        Rect(x: 10.3, y: 20.7, width: 100.25, height: 50.6),
        Rect(x: 0.1, y: 0.9, width: 0.5, height: 3.3),
        Rect(x: 5.5, y: 5.5, width: 1, height: 1),
        Rect(x: 63.875, y: 2.125, width: 60.0625, height: 120.5),
    ])
    func fractionalRectangleHasExactArea(rect: Rect) {
        var canvas = Canvas(width: 200, height: 200)
        canvas.fill(Path(rect: rect), color: .black)
        let edgePixels = 2 * (rect.width + rect.height) + 4
        #expect(abs(coveredArea(canvas.pixmap) - rect.width * rect.height) <= edgePixels * 0.5 / 255)
    }

    /// Slanted edges: triangles and a convex polygon against the shoelace area.
    @Test(arguments: [
        [Point(x: 3.2, y: 4.1), Point(x: 150.7, y: 20.3), Point(x: 40.1, y: 170.9)],
        [Point(x: 100, y: 1), Point(x: 199, y: 199), Point(x: 1, y: 150)],
        [Point(x: 10, y: 10), Point(x: 190.5, y: 12.25), Point(x: 180, y: 90), Point(x: 120, y: 180), Point(x: 20, y: 120)],
    ])
    func slantedPolygonHasShoelaceArea(points: [Point]) {
        var canvas = Canvas(width: 200, height: 200)
        canvas.fill(polygon(points), color: .black)
        let expected = polygonArea(points)
        #expect(abs(coveredArea(canvas.pixmap) - expected) / expected < 0.0005)
    }

    /// Parts of a shape outside the image are cut off, not folded in: a square half off each side.
    @Test func shapesOutsideTheImageAreCut() {
        for offset in [Point(x: -50, y: 25), Point(x: 75, y: 25), Point(x: 25, y: -50), Point(x: 25, y: 75)] {
            var canvas = Canvas(width: 100, height: 100)
            canvas.fill(Path(rect: Rect(x: offset.x, y: offset.y, width: 50.5, height: 50)), color: .black)
            let expected: Double = offset.x == -50 ? 0.5 * 50 : offset.x == 75 ? 25 * 50 : offset.y == -50 ? 50.5 * 0 : 50.5 * 25
            #expect(abs(coveredArea(canvas.pixmap) - expected) < 0.5, "offset \(offset)")
        }
    }

    /// A transform scales a shape's area by its determinant.
    @Test func transformScalesArea() {
        var canvas = Canvas(width: 300, height: 300)
        let rect = Rect(x: 1.1, y: 2.2, width: 30.3, height: 40.4)
        canvas.fill(Path(rect: rect), color: .black, transform: AffineTransform.scale(3).then(.translate(x: 5, y: 7)))
        let expected = 9 * rect.width * rect.height
        #expect(abs(coveredArea(canvas.pixmap) - expected) / expected < 0.0002)
        #expect(canvas.pixmap[5 + 3 * 2, 7 + 3 * 3].a == 255)
        #expect(canvas.pixmap[2, 2].a == 0)
    }
}

@Suite struct TransformTests {
    /// A quarter turn (portrait to landscape) maps a rectangle onto its transposed place with the
    /// same area, and a whole-pixel rectangle stays exactly whole pixels.
    @Test func quarterTurnKeepsAreaAndPlace() {
        // (x, y) ↦ (H − y, x) for an image H = 60 px tall before the turn.
        let turn = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 60, ty: 0)
        var canvas = Canvas(width: 60, height: 100)
        canvas.fillRect(Rect(x: 10, y: 5, width: 30, height: 20), color: .black, transform: turn)
        #expect(abs(coveredArea(canvas.pixmap) - 600) < 1e-9)
        // The rectangle lands on x 35..<55, y 10..<40.
        #expect(canvas.pixmap[35, 10].a == 255 && canvas.pixmap[54, 39].a == 255)
        #expect(canvas.pixmap[34, 10].a == 0 && canvas.pixmap[55, 39].a == 0 && canvas.pixmap[40, 40].a == 0)
        // A circle keeps its coverage pixel for pixel under a quarter turn about its centre.
        let circle = Path(circleAt: Point(x: 30, y: 30), radius: 17.3)
        var plain = Canvas(width: 60, height: 60)
        plain.fill(circle, color: .black)
        var turned = Canvas(width: 60, height: 60)
        turned.fill(circle, color: .black, transform: turn)
        var worst = 0
        for y in 0..<60 {
            for x in 0..<60 {
                // Pixel (x, y) of the turned image shows pixel (y, 59 − x) of the plain one.
                worst = max(worst, abs(Int(turned.pixmap[x, y].a) - Int(plain.pixmap[y, 59 - x].a)))
            }
        }
        #expect(worst <= 1)
    }
}
