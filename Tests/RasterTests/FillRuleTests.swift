@testable import Geometry
import Testing
@testable import Raster

@Suite struct FillRuleTests {
    /// Two concentric circles drawn the same way round: non-zero fills the middle (winding 2),
    /// even-odd leaves a hole. An inner square drawn the other way round is a hole under both rules.
    @Test func ringWithAHole() {
        let outer = Path(circleAt: Point(x: 50, y: 50), radius: 40)
        let inner = Path(circleAt: Point(x: 50, y: 50), radius: 20)
        let reversedSquare = polygon([
            Point(x: 30, y: 30), Point(x: 30, y: 70), Point(x: 70, y: 70), Point(x: 70, y: 30),
        ])
        for (holePath, sameDirection) in [(inner, true), (reversedSquare, false)] {
            var path = outer
            path.append(holePath)
            for rule in [FillRule.nonZero, .evenOdd] {
                var canvas = Canvas(width: 100, height: 100)
                canvas.fill(path, color: .black, rule: rule)
                let holeFilled = rule == .nonZero && sameDirection
                #expect(canvas.pixmap[50, 50].a == (holeFilled ? 255 : 0), "\(rule) same direction: \(sameDirection)")
                #expect(canvas.pixmap[50, 15].a == 255)
                #expect(canvas.pixmap[2, 2].a == 0)
            }
        }
    }

    /// A pentagram crosses itself: its centre pentagon winds twice, so non-zero fills it and
    /// even-odd does not; the points are filled by both.
    @Test func selfIntersectingStar() {
        // The five points of a regular star, every second vertex of a pentagon (cos/sin of 72° steps
        // written out as literals).
        let unit: [Point] = [
            Point(x: 0, y: -1), Point(x: 0.5877852522924731, y: 0.8090169943749475),
            Point(x: -0.9510565162951535, y: -0.30901699437494745), Point(x: 0.9510565162951535, y: -0.30901699437494745),
            Point(x: -0.5877852522924731, y: 0.8090169943749475),
        ]
        let star = polygon(unit.map { Point(x: 100 + 90 * $0.x, y: 100 + 90 * $0.y) })
        var nonZero = Canvas(width: 200, height: 200)
        nonZero.fill(star, color: .black, rule: .nonZero)
        var evenOdd = Canvas(width: 200, height: 200)
        evenOdd.fill(star, color: .black, rule: .evenOdd)
        #expect(nonZero.pixmap[100, 100].a == 255)
        #expect(evenOdd.pixmap[100, 100].a == 0)
        #expect(nonZero.pixmap[100, 20].a == 255)
        #expect(evenOdd.pixmap[100, 20].a == 255)
        // The two rules differ exactly by the doubly wound inner pentagon.
        let difference = coveredArea(nonZero.pixmap) - coveredArea(evenOdd.pixmap)
        // Inner pentagon: circumradius R·sin18°/sin126° = 0.381966·R; area (5/2)·ρ²·sin72°.
        let rho = 90 * 0.3819660112501051
        let pentagon = 2.5 * rho * rho * 0.9510565162951535
        #expect(abs(difference - pentagon) / pentagon < 0.002)
    }

    /// A screen (continuous rounded rectangle) with a Dynamic Island (capsule) cut out with
    /// even-odd: the island stays transparent and the area is the difference of the two.
    @Test func dynamicIslandHoleStaysTransparent() {
        // iPhone 15 Pro-like proportions at 1/3 scale, in points: 393×852 screen, 126×37 island 11 pt down.
        let screen = Rect(x: 0, y: 0, width: 393, height: 852)
        let island = Rect(x: (393 - 126) / 2, y: 11, width: 126, height: 37)
        var path = Path(continuousRoundedRect: screen, cornerRadius: 55)
        path.append(Path(capsuleIn: island))
        var canvas = Canvas(width: 393, height: 852)
        canvas.fill(path, color: .black, rule: .evenOdd)
        #expect(canvas.pixmap[Int(island.midX), Int(island.midY)].a == 0)
        #expect(canvas.pixmap[Int(island.minX) + 20, Int(island.midY)].a == 0)
        #expect(canvas.pixmap[Int(island.midX), Int(island.maxY) + 2].a == 255)
        #expect(canvas.pixmap[Int(island.minX) - 2, Int(island.midY)].a == 255)
        // Area: screen minus the island; the capsule is a 89×37 rectangle plus a circle of radius 18.5.
        var screenOnly = Canvas(width: 393, height: 852)
        screenOnly.fill(Path(continuousRoundedRect: screen, cornerRadius: 55), color: .black)
        let capsule = 89 * 37 + Double.pi * 18.5 * 18.5
        #expect(abs(coveredArea(screenOnly.pixmap) - coveredArea(canvas.pixmap) - capsule) / capsule < 0.001)
    }

    /// A notch hanging from the screen's top edge, subtracted with even-odd: its inside and its
    /// fillets are transparent, the screen beside it stays filled, and the area removed is the
    /// notch's own (box, minus rounded bottom corners, plus concave fillets), even though its top
    /// edge lies exactly on the screen's.
    @Test func notchSubtractedFromTheScreen() {
        let screen = Rect(x: 0, y: 0, width: 375, height: 812)
        let notch = NotchOutline(centerX: 187.5, width: 209, height: 30, topFilletRadius: 6, bottomCornerRadius: 20)
        var path = Path(continuousRoundedRect: screen, cornerRadius: 39)
        path.append(notch.path)
        var canvas = Canvas(width: 375, height: 812)
        canvas.fill(path, color: .black, rule: .evenOdd)
        #expect(canvas.pixmap[187, 15].a == 0)
        #expect(canvas.pixmap[82, 0].a == 0)  // in the left fillet, outside the box (x ≥ 83)
        #expect(canvas.pixmap[187, 31].a == 255)
        #expect(canvas.pixmap[70, 10].a == 255)
        var screenOnly = Canvas(width: 375, height: 812)
        screenOnly.fill(Path(continuousRoundedRect: screen, cornerRadius: 39), color: .black)
        let quarterGap = 1 - Double.pi / 4
        let notchArea = 209.0 * 30 + 2 * quarterGap * 36 - 2 * quarterGap * 400
        let removed = coveredArea(screenOnly.pixmap) - coveredArea(canvas.pixmap)
        #expect(abs(removed - notchArea) / notchArea < 0.001)
    }
}
