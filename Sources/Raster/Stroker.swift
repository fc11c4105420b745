import Geometry

/// Turns flattened polylines into a closed outline that, filled with the non-zero rule, covers
/// exactly the stroke: the left offset walked forward, an end cap, the right offset walked
/// back, a start cap. Outer corners get the join; inner corners pass through the vertex, which
/// makes a small overlap that non-zero filling absorbs (the usual stroker construction).
///
/// Round joins and caps are cubic arcs from `CircularArcs` (square roots only, no trigonometry).
enum Stroker {
    static func outline(of polylines: [Polyline], style: StrokeStyle) -> Path {
        var path = Path()
        let half = style.width / 2
        guard half > 0, half.isFinite else { return path }
        for polyline in polylines {
            let points = deduplicated(polyline.points)
            if points.count == 1 {
                dot(at: points[0], half: half, cap: style.cap, into: &path)
                continue
            }
            if polyline.isClosed, points.count > 2 {
                closedSide(points, half: half, style: style, into: &path)
                closedSide(points.reversed(), half: half, style: style, into: &path)
            } else {
                openOutline(points, half: half, style: style, into: &path)
            }
        }
        return path
    }

    /// Consecutive equal points removed (they have no direction); the closing point too when it
    /// repeats the first.
    private static func deduplicated(_ points: [Point]) -> [Point] {
        var result: [Point] = []
        result.reserveCapacity(points.count)
        for p in points where result.last != p { result.append(p) }
        return result
    }

    private static func direction(_ a: Point, _ b: Point) -> Point {
        let d = b - a
        let length = (d.x * d.x + d.y * d.y).squareRoot()
        return d * (1 / length)
    }

    /// The left normal of a unit direction: `d` turned a quarter (towards +y from +x).
    private static func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }

    /// A zero-length sub-path: SVG draws a disc for round caps and a square for square caps.
    private static func dot(at p: Point, half: Double, cap: StrokeStyle.Cap, into path: inout Path) {
        switch cap {
        case .butt: return
        case .round: path.append(Path(circleAt: p, radius: half))
        case .square: path.append(Path(rect: Rect(x: p.x - half, y: p.y - half, width: 2 * half, height: 2 * half)))
        }
    }

    private static func openOutline(_ points: [Point], half: Double, style: StrokeStyle, into path: inout Path) {
        let reversed = Array(points.reversed())
        let startNormal = normal(direction(points[0], points[1]))
        path.move(to: points[0] + startNormal * half)
        side(points, half: half, style: style, into: &path)
        cap(at: points[points.count - 1], from: points[points.count - 2], half: half, style: style, into: &path)
        side(reversed, half: half, style: style, into: &path)
        cap(at: points[0], from: points[1], half: half, style: style, into: &path)
        path.close()
    }

    /// The left offset of `points` from its first to its last point, with joins; the current
    /// point must already be the first offset point.
    private static func side(_ points: [Point], half: Double, style: StrokeStyle, into path: inout Path) {
        var d0 = direction(points[0], points[1])
        var length0 = distance(points[0], points[1])
        for i in 1..<(points.count - 1) {
            let d1 = direction(points[i], points[i + 1])
            let length1 = distance(points[i], points[i + 1])
            join(
                at: points[i], incoming: d0, outgoing: d1, lengths: (length0, length1), half: half, style: style,
                into: &path)
            (d0, length0) = (d1, length1)
        }
        path.line(to: points[points.count - 1] + normal(d0) * half)
    }

    /// One offset loop of a closed polyline, with a join at every vertex including the first.
    private static func closedSide(_ points: [Point], half: Double, style: StrokeStyle, into path: inout Path) {
        var ring = points
        if ring.first == ring.last { ring.removeLast() }
        guard ring.count > 1 else { return }
        let n = ring.count
        var d0 = direction(ring[0], ring[1])
        var length0 = distance(ring[0], ring[1])
        // Start where the first segment's offset leaves the join at ring[0]: the loop ends there too.
        var start = Path()
        let last = direction(ring[n - 1], ring[0])
        join(
            at: ring[0], incoming: last, outgoing: d0, lengths: (distance(ring[n - 1], ring[0]), length0),
            half: half, style: style, into: &start)
        let first: Point
        switch start.elements.last {
        case .line(let p)?, .quad(_, let p)?, .cubic(_, _, let p)?, .move(let p)?: first = p
        case .close?, nil: first = ring[0] + normal(d0) * half
        }
        path.move(to: first)
        for i in 1...n {
            let d1 = direction(ring[i % n], ring[(i + 1) % n])
            let length1 = distance(ring[i % n], ring[(i + 1) % n])
            join(
                at: ring[i % n], incoming: d0, outgoing: d1, lengths: (length0, length1), half: half, style: style,
                into: &path)
            (d0, length0) = (d1, length1)
        }
        path.close()
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        let d = b - a
        return (d.x * d.x + d.y * d.y).squareRoot()
    }

    /// Goes round the corner at `p` on the left side, from the offset of the incoming segment to
    /// the offset of the outgoing one.
    ///
    /// On the inner side of a turn the two offsets cross; the outline goes straight to their
    /// crossing when it lies within half of each segment, and otherwise through the vertex (a
    /// small self-overlap). The crossing keeps the outline simple, which matters for curves:
    /// flattened into many short segments, every vertex is a slight turn, and overlaps along the
    /// inner edge would be counted twice by the area rasterizer.
    private static func join(
        at p: Point, incoming d0: Point, outgoing d1: Point, lengths: (Double, Double), half: Double,
        style: StrokeStyle, into path: inout Path
    ) {
        let n0 = normal(d0), n1 = normal(d1)
        let start = p + n0 * half, end = p + n1 * half
        let turn = d1.x * n0.x + d1.y * n0.y  // > 0: turning towards the left side (it is inner)
        let straightness = d0.x * d1.x + d0.y * d1.y
        let cosine = n0.x * n1.x + n0.y * n1.y
        if turn == 0, straightness > 0 {
            path.line(to: start)
            return
        }
        if turn > 0 {
            // The offsets cross at p + half·(n0 + n1)/(1 + cos θ), half·tan(θ/2) from the vertex
            // along each segment.
            if 1 + cosine > 1e-12 {
                let crossing = (n0 + n1) * (half / (1 + cosine))
                let along = (crossing.x * d1.x + crossing.y * d1.y)
                if along <= lengths.0 / 2, along <= lengths.1 / 2 {
                    path.line(to: p + crossing)
                    return
                }
            }
            path.line(to: start)
            path.line(to: p)
            path.line(to: end)
            return
        }
        path.line(to: start)
        switch style.join {
        case .bevel:
            path.line(to: end)
        case .round:
            CircularArcs.appendArcUpToHalfTurn(to: &path, center: p, radius: half, from: n0, to: n1, side: d0)
        case .miter:
            // The miter tip lies along n0 + n1 at 1/cos(θ/2) half-widths, θ the angle between the
            // normals; its length over the stroke width is that same factor.
            if 1 + cosine > 1e-12 {
                let tip = (n0 + n1) * (1 / (1 + cosine))
                let ratio = (tip.x * tip.x + tip.y * tip.y).squareRoot()
                if ratio <= style.miterLimit {
                    path.line(to: p + tip * half)
                }
            }
            path.line(to: end)
        }
    }

    /// The end cap at `p`, the line arriving from `previous`: from the left offset to the right one.
    private static func cap(at p: Point, from previous: Point, half: Double, style: StrokeStyle, into path: inout Path) {
        let d = direction(previous, p)
        let n = normal(d)
        switch style.cap {
        case .butt:
            path.line(to: p - n * half)
        case .square:
            path.line(to: p + n * half + d * half)
            path.line(to: p - n * half + d * half)
            path.line(to: p - n * half)
        case .round:
            CircularArcs.appendArcUpToHalfTurn(
                to: &path, center: p, radius: half, from: n, to: Point(x: -n.x, y: -n.y), side: d)
        }
    }
}
