@testable import Geometry
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
        // A negative phase counts backwards: −5 starts halfway through the gap.
        (pattern: [10.0, 10.0], phase: -5.0, drawn: 50.0),
        (pattern: [30.0, 10.0], phase: -15.0, drawn: 70.0),  // 5 + 30 + 30 + 5
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

@Suite struct StrokeShapeTests {
    /// The stroke width is in path units: a 1-unit line drawn at scale 3 is 3 px wide, centred on
    /// y = 30 px, so rows 29 and 30 are full and rows 28 and 31 half covered.
    @Test func widthScalesWithTheTransform() {
        var canvas = Canvas(width: 100, height: 100)
        canvas.stroke(
            line(Point(x: 5, y: 10), Point(x: 25, y: 10)), style: StrokeStyle(width: 1), color: .black,
            transform: .scale(3))
        #expect(abs(coveredArea(canvas.pixmap) - 3 * 60) < 120 * 0.5 / 255 + 0.01)
        #expect(canvas.pixmap[40, 29].a == 255 && canvas.pixmap[40, 30].a == 255)
        #expect(canvas.pixmap[40, 28].a == 128 && canvas.pixmap[40, 31].a == 128)
        #expect(canvas.pixmap[40, 27].a == 0 && canvas.pixmap[40, 32].a == 0)
    }

    /// A stroked circle covers its annulus, 2πrw, for every join: the flattened curve's many slight
    /// turns must not double-count the inner edge.
    @Test(arguments: [5.0, 20.0, 100.0])
    func strokedCircleCoversItsAnnulus(radius: Double) {
        for width in [1.0, 2.0, 6.0] {
            for join in [StrokeStyle.Join.miter, .round, .bevel] {
                var canvas = Canvas(width: 250, height: 250)
                canvas.stroke(
                    Path(circleAt: Point(x: 125.3, y: 124.6), radius: radius), style: StrokeStyle(width: width, join: join),
                    color: .black)
                let annulus = 2 * Double.pi * radius * width
                let relative = abs(coveredArea(canvas.pixmap) - annulus) / annulus
                #expect(relative < 0.002, "r \(radius) w \(width) \(join): \(relative)")
            }
        }
    }

    /// A zero-length sub-path draws a dot with round caps (a disc) and square caps (a square),
    /// nothing with butt caps, as SVG specifies.
    @Test func zeroLengthSubpathDots() {
        let dot = line(Point(x: 20, y: 20), Point(x: 20, y: 20))
        let expected: [StrokeStyle.Cap: Double] = [.butt: 0, .round: Double.pi * 25, .square: 100]
        for cap in [StrokeStyle.Cap.butt, .round, .square] {
            var canvas = Canvas(width: 40, height: 40)
            canvas.stroke(dot, style: StrokeStyle(width: 10, cap: cap), color: .black)
            #expect(abs(coveredArea(canvas.pixmap) - expected[cap]!) < 0.3, "\(cap)")
        }
    }

    /// A path that doubles back on itself: the round join is a half disc reaching 2 px past the
    /// turn, a miter (infinitely long) falls back to a bevel that ends exactly at the turn.
    ///
    /// Both sides of a folded stroke are the same outline, so its edge pixels are counted twice
    /// and read darker than their area (the accumulation rasterizer's known limit for coinciding
    /// same-direction outlines); the test checks the extent, not the exact area of the round end.
    @Test func uTurnJoins() {
        var path = Path()
        path.move(to: Point(x: 10, y: 20))
        path.line(to: Point(x: 50, y: 20))
        path.line(to: Point(x: 10, y: 20))
        var round = Canvas(width: 80, height: 40)
        round.stroke(path, style: StrokeStyle(width: 4, join: .round), color: .black)
        #expect(round.pixmap[51, 19].a > 200 && round.pixmap[51, 20].a > 200)
        #expect((16..<24).allSatisfy { round.pixmap[52, $0].a == 0 })
        #expect(round.pixmap[51, 17].a == 0 && round.pixmap[51, 22].a == 0)
        var miter = Canvas(width: 80, height: 40)
        miter.stroke(path, style: StrokeStyle(width: 4, join: .miter), color: .black)
        #expect(abs(coveredArea(miter.pixmap) - 4 * 40) < 0.01)
    }
}

/// Bad numbers never crash and never draw garbage across the image.
@Suite struct RobustnessTests {
    @Test func nonFiniteAndHugeInputs() {
        var canvas = Canvas(width: 50, height: 50)
        var bad = Path()
        bad.move(to: Point(x: .nan, y: 3))
        bad.line(to: Point(x: 20, y: .infinity))
        bad.cubic(to: Point(x: 1, y: 1), control1: Point(x: -.infinity, y: 0), control2: Point(x: 0, y: .nan))
        canvas.fill(bad, color: .black)
        canvas.stroke(bad, style: StrokeStyle(width: 3, join: .round, cap: .round, dashes: [2, 1]), color: .black)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: .black, transform: .scale(.nan))
        canvas.stroke(line(Point(x: 0, y: 0), Point(x: 40, y: 40)), style: StrokeStyle(width: .nan), color: .black)
        canvas.stroke(line(Point(x: 0, y: 0), Point(x: 40, y: 40)), style: StrokeStyle(width: -2), color: .black)
        #expect(coveredArea(canvas.pixmap) == 0)

        // Far outside the image on every side: only the part inside is drawn.
        canvas.fill(Path(rect: Rect(x: -1e300, y: -1e12, width: 2e300, height: 1e12 + 10)), color: .black)
        #expect(abs(coveredArea(canvas.pixmap) - 500) < 0.01)
    }

    @Test func degenerateDashPatterns() {
        for pattern in [[0.0, 0.0], [-1.0, 2.0], [Double.nan], [1e-9], [0.0, 5.0]] {
            var canvas = Canvas(width: 60, height: 20)
            canvas.stroke(
                line(Point(x: 5, y: 10), Point(x: 55, y: 10)), style: StrokeStyle(width: 2, dashes: pattern),
                color: .black)
            let area = coveredArea(canvas.pixmap)
            // Invalid or too fine patterns draw solid; all-gap-and-empty-dash patterns draw nothing.
            #expect(area == 0 || abs(area - 100) < 0.01, "\(pattern): \(area)")
        }
    }

    @Test func emptyCanvasAndEmptyPaths() {
        var empty = Canvas(width: 0, height: 0, background: .white)
        _ = Canvas(width: -5, height: 3, background: .black)
        empty.fill(Path(circleAt: Point(x: 0, y: 0), radius: 10), color: .black)
        #expect(empty.pixmap.data.isEmpty)
        var canvas = Canvas(width: 10, height: 10)
        canvas.fill(Path(), color: .black)
        canvas.stroke(Path(), style: StrokeStyle(), color: .black)
        canvas.fill(Path(rect: Rect(x: 2, y: 2, width: 0, height: 5)), color: .black)
        #expect(coveredArea(canvas.pixmap) == 0)
    }
}
