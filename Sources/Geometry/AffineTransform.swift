/// A 2-D affine map `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`, as in Core Graphics.
/// Only scales, translations and quarter turns occur in Bezel, so no trigonometry is needed.
package struct AffineTransform: Hashable, Sendable, Codable {
    package var a, b, c, d, tx, ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    package static func scale(_ s: Double) -> AffineTransform { AffineTransform(a: s, b: 0, c: 0, d: s, tx: 0, ty: 0) }

    package static func translate(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    package func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// `self` applied first, then `next`.
    package func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }
}
