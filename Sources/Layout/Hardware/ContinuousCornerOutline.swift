import Geometry

/// The rounded corners of a display, as UIKit's continuous ("squircle") curve, for asking how far a point
/// lies outside the lit area.
///
/// The curve is `Geometry.ContinuousCorners` — the one table of UIKit's corner that the drawn corners use
/// too, so the checked and the drawn outline cannot drift apart (the numbers were written twice).
/// The cubics are flattened once into a polyline of `segmentsPerCubic` pieces each (error far below
/// 0.01 pt at a 62 pt radius), so a check costs a few dozen multiplications and no trigonometry.
enum ContinuousCornerOutline {
    /// Where the straight edge ends, in radii from the vertex (UIKit's `LineTo` target).
    static var curveStart: Double { ContinuousCorners.curveStart }

    static let segmentsPerCubic = 16

    /// The flattened corner from (curveStart, 0) to (0, curveStart), in radii.
    static let polyline: [Point] = {
        var points = [Point(x: curveStart, y: 0)]
        var start = Point(x: curveStart, y: 0)
        for (c1, c2, end) in ContinuousCorners.cubics {
            let p1 = Point(x: c1.along, y: c1.inward), p2 = Point(x: c2.along, y: c2.inward), p3 = Point(x: end.along, y: end.inward)
            for step in 1...segmentsPerCubic {
                let t = Double(step) / Double(segmentsPerCubic), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                points.append(Point(
                    x: a * start.x + b * p1.x + c * p2.x + d * p3.x,
                    y: a * start.y + b * p1.y + c * p2.y + d * p3.y))
            }
            start = p3
        }
        return points
    }()

    /// How far a point lies outside the corner's curve, in points; 0 when it is on the lit side.
    ///
    /// - Parameters:
    ///   - along: the point's distance from the corner's vertex along one edge (≥ 0 inside the screen).
    ///   - inward: its distance from that edge into the screen.
    ///   - radius: the display's corner radius.
    static func depthOutside(along: Double, inward: Double, radius: Double) -> Double {
        guard radius > 0 else { return 0 }
        let a = max(0, along) / radius, b = max(0, inward) / radius
        guard a < curveStart, b < curveStart, !isInside(a, b) else { return 0 }
        var best = Double.infinity
        for index in 1..<polyline.count {
            best = min(best, distanceSquared(Point(x: a, y: b), polyline[index - 1], polyline[index]))
        }
        return best.squareRoot() * radius
    }

    /// Whether (a, b), in radii, lies on the lit side of the curve: the curve runs from large `a` to large `b`,
    /// and the outside is the side of the vertex.
    static func isInside(_ a: Double, _ b: Double) -> Bool {
        for index in 1..<polyline.count {
            let p = polyline[index - 1], q = polyline[index]
            // The curve's `along` falls monotonically from curveStart to 0.
            guard a <= p.x, a >= q.x else { continue }
            let span = p.x - q.x
            let curveB = span > 0 ? p.y + (q.y - p.y) * (p.x - a) / span : max(p.y, q.y)
            return b >= curveB
        }
        return true
    }

    private static func distanceSquared(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        var t = length > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length : 0
        t = min(1, max(0, t))
        let x = a.x + t * dx - p.x, y = a.y + t * dy - p.y
        return x * x + y * y
    }
}
