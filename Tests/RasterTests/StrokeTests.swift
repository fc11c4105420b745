import Geometry
import Testing
@testable import Raster

func line(_ a: Point, _ b: Point) -> Path {
    var path = Path()
    path.move(to: a)
    path.line(to: b)
    return path
}

@Suite struct StrokeTests {
    /// A horizontal line of width w and length L covers w·L with butt caps, w·(L + w) with square
    /// caps and w·L + π(w/2)² with round caps.
    @Test(arguments: [1.0, 2.0, 3.5])
    func lineCoverageIsWidthTimesLength(width: Double) {
        let a = Point(x: 20, y: 50), b = Point(x: 120, y: 50)
        let expected: [StrokeStyle.Cap: Double] = [
            .butt: width * 100, .square: width * (100 + width), .round: width * 100 + Double.pi * width * width / 4,
        ]
        for cap in [StrokeStyle.Cap.butt, .square, .round] {
            var canvas = Canvas(width: 140, height: 100)
            canvas.stroke(line(a, b), style: StrokeStyle(width: width, cap: cap), color: .black)
            let area = coveredArea(canvas.pixmap)
            // Each partly covered pixel along the two long edges may round by half a level.
            let rounding = 2 * (100 + width + 2) * 0.5 / 255
            #expect(abs(area - expected[cap]!) < rounding + 0.05, "\(cap) width \(width): \(area)")
        }
    }

    /// A 2 px line centred on a pixel boundary fills exactly the two pixel rows beside it.
    @Test func twoPixelLineOnPixelBoundary() {
        var canvas = Canvas(width: 100, height: 100)
        canvas.stroke(line(Point(x: 10, y: 50), Point(x: 90, y: 50)), style: StrokeStyle(width: 2), color: .black)
        for x in 10..<90 {
            #expect(canvas.pixmap[x, 49].a == 255 && canvas.pixmap[x, 50].a == 255)
            #expect(canvas.pixmap[x, 48].a == 0 && canvas.pixmap[x, 51].a == 0)
        }
        #expect(abs(coveredArea(canvas.pixmap) - 160) < 0.01)
    }

    /// Dashes: the covered length is what the pattern and phase say, and gaps are empty.
    @Test(arguments: [
        (pattern: [10.0, 10.0], phase: 0.0, drawn: 50.0),
        (pattern: [10.0, 10.0], phase: 5.0, drawn: 50.0),
        (pattern: [10.0, 10.0], phase: 25.0, drawn: 50.0),
        (pattern: [30.0, 10.0], phase: 0.0, drawn: 80.0),
        (pattern: [5.0], phase: 0.0, drawn: 50.0),
        (pattern: [7.0, 3.0, 1.0, 9.0], phase: 2.0, drawn: 40.0),
    ])
    func dashLengths(pattern: [Double], phase: Double, drawn: Double) {
        var canvas = Canvas(width: 140, height: 40)
        let style = StrokeStyle(width: 2, dashes: pattern, dashPhase: phase)
        canvas.stroke(line(Point(x: 20, y: 20), Point(x: 120, y: 20)), style: style, color: .black)
        #expect(abs(coveredArea(canvas.pixmap) - 2 * drawn) < 0.05, "\(pattern) phase \(phase)")
    }

    @Test func dashGapsAreEmpty() {
        var canvas = Canvas(width: 140, height: 40)
        let style = StrokeStyle(width: 2, dashes: [10, 10], dashPhase: 0)
        canvas.stroke(line(Point(x: 20, y: 20), Point(x: 120, y: 20)), style: style, color: .black)
        for x in 20..<120 {
            let inDash = (x - 20) % 20 < 10
            #expect(canvas.pixmap[x, 19].a == (inDash ? 255 : 0), "x \(x)")
        }
    }

    /// A closed square stroked with each join: a miter fills the outer corners completely, a
    /// bevel cuts a right triangle of legs w/2 off each, a round join a corner square minus a quarter disc.
    @Test func joinsOfAClosedSquare() {
        let square = polygon([Point(x: 20, y: 20), Point(x: 80, y: 20), Point(x: 80, y: 80), Point(x: 20, y: 80)])
        let ring = 64.0 * 64 - 56 * 56  // width 4: outer square 64, inner 56
        let expected: [StrokeStyle.Join: Double] = [
            .miter: ring, .bevel: ring - 4 * 2, .round: ring - 4 * (4 - Double.pi),
        ]
        for join in [StrokeStyle.Join.miter, .bevel, .round] {
            var canvas = Canvas(width: 100, height: 100)
            canvas.stroke(square, style: StrokeStyle(width: 4, join: join), color: .black)
            #expect(abs(coveredArea(canvas.pixmap) - expected[join]!) < 0.5, "\(join)")
            #expect(canvas.pixmap[50, 50].a == 0)
        }
    }

    /// A sharp corner: the miter reaches 1/sin(θ/2) half-widths out; beyond the limit it is a bevel.
    @Test func miterLimitTurnsSharpCornersIntoBevels() {
        // A 20° corner (tan 10° written out): miter ratio 1/sin(10°) ≈ 5.76.
        var path = Path()
        path.move(to: Point(x: 10, y: 50))
        path.line(to: Point(x: 150, y: 50))
        path.line(to: Point(x: 10, y: 50 + 140 * 0.17632698070846498 * 2 / (1 - 0.17632698070846498 * 0.17632698070846498)))
        func area(_ limit: Double, _ join: StrokeStyle.Join) -> Double {
            var canvas = Canvas(width: 220, height: 120)
            canvas.stroke(path, style: StrokeStyle(width: 6, join: join, miterLimit: limit), color: .black)
            return coveredArea(canvas.pixmap)
        }
        let bevel = area(100, .bevel)
        #expect(area(4, .miter) == bevel)
        #expect(area(10, .miter) > bevel + 10)
    }
}
