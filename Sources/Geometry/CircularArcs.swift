/// Cubic Bézier approximations of circular arcs with baked constants, so that building a
/// circle, a capsule or a round join never calls `sin`/`cos` (whose results depend on the libm
/// version and would make output bytes machine-dependent).
package enum CircularArcs {
    /// Handle length, as a fraction of the radius, of one cubic that approximates a quarter circle:
    /// 4/3·(√2 − 1). It is exact at both ends and at the middle and bulges outward at most
    /// 0.027 % of the radius in between. Core Graphics and most 2-D libraries use the same value
    /// (spencermortensen.com/articles/bezier-circle/ derives it and its error).
    static let quarterKappa = 0.5522847498307936

    /// Handle length of one cubic for an eighth of a circle: 4/3·tan(45°/4) = 0.265216489839544.
    /// Eight such cubics stay within about 4·10⁻⁶ of the radius, which keeps the area of a
    /// 500 px circle within 0.001 %, where four quarter cubics would be 0.03 % too large.
    static let eighthKappa = 0.265216489839544

    /// Appends a cubic that turns from `center + radius·from` to `center + radius·to`, the two unit
    /// vectors being at most 90° apart, going the short way round.
    ///
    /// The handle length 4/3·tan(θ/4) comes from the half-angle identities using only the dot
    /// product and square roots: tan(θ/2) = √((1 − cos θ)/(1 + cos θ)), tan(θ/4) = t/(1 + √(1 + t²)).
    package static func appendArc(to path: inout Path, center: Point, radius: Double, from u: Point, to v: Point) {
        let cosine = max(-1, min(1, u.x * v.x + u.y * v.y))
        let halfTangent = ((1 - cosine) / (1 + cosine)).squareRoot()
        let quarterTangent = halfTangent / (1 + (1 + halfTangent * halfTangent).squareRoot())
        let k = 4.0 / 3.0 * quarterTangent * radius
        // The sign of the turn decides which way the handles point (along +90° or −90° of each radius).
        let turn = u.x * v.y - u.y * v.x >= 0 ? 1.0 : -1.0
        let start = center + u * radius, end = center + v * radius
        let c1 = start + Point(x: -u.y, y: u.x) * (k * turn)
        let c2 = end - Point(x: -v.y, y: v.x) * (k * turn)
        path.cubic(to: end, control1: c1, control2: c2)
    }

    /// Appends an arc of any angle up to 180° by halving it until every piece is at most 90°.
    /// `side` picks the direction for a half turn (u = −v), where the short way is ambiguous: the
    /// arc then passes through `center + radius·side`.
    package static func appendArcUpToHalfTurn(
        to path: inout Path, center: Point, radius: Double, from u: Point, to v: Point, side: Point
    ) {
        let dot = u.x * v.x + u.y * v.y
        if dot >= 0 {
            appendArc(to: &path, center: center, radius: radius, from: u, to: v)
            return
        }
        var middle = u + v
        let length = (middle.x * middle.x + middle.y * middle.y).squareRoot()
        if length < 1e-9 {
            middle = side
        } else {
            middle = middle * (1 / length)
        }
        appendArc(to: &path, center: center, radius: radius, from: u, to: middle)
        appendArc(to: &path, center: center, radius: radius, from: middle, to: v)
    }
}
