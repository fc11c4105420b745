import Geometry

/// Turns curves into straight segments with a fixed tolerance, using only `+ − × ÷ √`.
///
/// The number of segments of a curve comes from a closed-form bound, not from recursion on the
/// curve's shape: for a uniform split of a Bézier into `n` pieces, the distance between curve and
/// chord is at most `max|B''| / (8 n²)`; `max|B''|` is `2·|p0 − 2p1 + p2|` for a quadratic and at
/// most `6·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|)` for a cubic. Points are evaluated directly
/// from the Bernstein form at `i / n`, so the same curve always gives the same points.
enum Flattener {
    /// Device-pixel tolerance of fills: 1/64 px. The chords of a flattened curve lie inside it, so
    /// the area lost is about 4/3 · tolerance / radius of a circle; 1/64 px keeps a 500 px circle
    /// within 0.005 % of πr², where 0.25 px would lose 0.07 %.
    static let tolerance = 1.0 / 64.0

    /// More segments than this for one curve gain nothing visible and bound the work per curve.
    static let maximumSegments = 4096

    /// Every sub-path of `path` mapped by `transform`, then flattened. Open sub-paths stay open
    /// (a fill closes them implicitly). Sub-paths with non-finite points are dropped.
    static func polylines(_ path: Path, transform: AffineTransform, tolerance: Double) -> [Polyline] {
        var result: [Polyline] = []
        var current: [Point] = []
        var start = Point.zero
        var last = Point.zero
        var valid = true

        func finish(closed: Bool) {
            if valid, current.count > 0 { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
            valid = true
        }
        func add(_ p: Point) {
            if !(p.x.isFinite && p.y.isFinite) { valid = false }
            current.append(p)
        }

        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                let q = transform.apply(p)
                start = q
                last = q
                add(q)
            case .line(let p):
                if current.isEmpty { add(last) }
                let q = transform.apply(p)
                add(q)
                last = q
            case .quad(let c, let p):
                if current.isEmpty { add(last) }
                let p0 = last, p1 = transform.apply(c), p2 = transform.apply(p)
                let n = segmentCount(secondDifference: length(p0 - p1 * 2 + p2), factor: 0.25, tolerance: tolerance)
                if n > 1 {
                    for i in 1..<n {
                        let t = Double(i) / Double(n), u = 1 - t
                        add(p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t))
                    }
                }
                add(p2)
                last = p2
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { add(last) }
                let p0 = last, p1 = transform.apply(c1), p2 = transform.apply(c2), p3 = transform.apply(p)
                let d = max(length(p0 - p1 * 2 + p2), length(p1 - p2 * 2 + p3))
                let n = segmentCount(secondDifference: d, factor: 0.75, tolerance: tolerance)
                if n > 1 {
                    for i in 1..<n {
                        let t = Double(i) / Double(n), u = 1 - t
                        let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
                        add(p0 * b0 + p1 * b1 + p2 * b2 + p3 * b3)
                    }
                }
                add(p3)
                last = p3
            case .close:
                finish(closed: true)
                last = start
            }
        }
        finish(closed: false)
        return result
    }

    /// `ceil(√(factor · d / tolerance))`, at least 1 and at most `maximumSegments`.
    private static func segmentCount(secondDifference d: Double, factor: Double, tolerance: Double) -> Int {
        let n = (factor * d / tolerance).squareRoot().rounded(.up)
        guard n.isFinite, n >= 1 else { return 1 }
        return n >= Double(maximumSegments) ? maximumSegments : Int(n)
    }

    private static func length(_ p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }
}
