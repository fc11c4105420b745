import Geometry

/// A rectangle of whole pixels, `minX..<maxX` × `minY..<maxY`: what a fill may touch.
package struct PixelBounds: Hashable, Sendable, Codable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// Every pixel of a `width × height` image.
    package init(width: Int, height: Int) {
        self.init(minX: 0, minY: 0, maxX: width, maxY: height)
    }

    /// The smallest pixel rectangle holding `rect` (edges rounded outwards); empty for a non-finite rect.
    init(enclosing rect: Rect) {
        let limit = Double(1 << 24)
        func clamped(_ v: Double) -> Double { v.isFinite ? max(-limit, min(limit, v)) : 0 }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self.init(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return
        }
        self.init(
            minX: Int(clamped(rect.minX).rounded(.down)), minY: Int(clamped(rect.minY).rounded(.down)),
            maxX: Int(clamped(rect.maxX).rounded(.up)), maxY: Int(clamped(rect.maxY).rounded(.up)))
    }

    /// `rect` mapped by `transform` (no rotation or shear) when all four of its edges land on whole pixels
    /// within ±10⁹, else `nil`: where a rectangle can be filled or clipped as pixels, with no coverage.
    package init?(wholePixelsOf rect: Rect, transform: AffineTransform) {
        guard transform.b == 0, transform.c == 0 else { return nil }
        let p0 = transform.apply(rect.origin), p1 = transform.apply(Point(x: rect.maxX, y: rect.maxY))
        let edges = [min(p0.x, p1.x), min(p0.y, p1.y), max(p0.x, p1.x), max(p0.y, p1.y)]
        guard edges.allSatisfy({ $0.isFinite && $0 == $0.rounded() && abs($0) < 1e9 }) else { return nil }
        self.init(minX: Int(edges[0]), minY: Int(edges[1]), maxX: Int(edges[2]), maxY: Int(edges[3]))
    }

    package var width: Int { max(0, maxX - minX) }
    package var height: Int { max(0, maxY - minY) }
    package var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The pixels in both; possibly empty.
    package func intersection(_ other: PixelBounds) -> PixelBounds {
        PixelBounds(
            minX: max(minX, other.minX), minY: max(minY, other.minY),
            maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }
}
