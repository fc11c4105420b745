/// An axis-aligned rectangle: origin at the top-left corner, y growing downwards (UIKit's convention).
package struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    package var origin: Point
    package var size: Size

    package init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    package var x: Double { origin.x }
    package var y: Double { origin.y }
    package var width: Double { size.width }
    package var height: Double { size.height }
    package var minX: Double { origin.x }
    package var minY: Double { origin.y }
    package var maxX: Double { origin.x + size.width }
    package var maxY: Double { origin.y + size.height }
    package var midX: Double { origin.x + size.width / 2 }
    package var midY: Double { origin.y + size.height / 2 }

    /// True when the rectangle covers no area.
    package var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The overlap of two rectangles, or nil when they only touch or are apart.
    /// Touching edges are not an overlap: a view exactly on the safe-area edge is not clipped.
    package func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    package func intersects(_ other: Rect) -> Bool { intersection(other) != nil }

    /// True when `other` lies wholly inside this rectangle (edges may coincide).
    package func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle shrunk by `insets` (grown where an inset is negative).
    package func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// A rectangle of `size` with the same centre as this one.
    package func centring(_ size: Size) -> Rect {
        Rect(x: midX - size.width / 2, y: midY - size.height / 2, width: size.width, height: size.height)
    }

    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle reflected about the vertical centre line of `container` (x' = minX + maxX − x − width):
    /// where a right-to-left layout puts what a left-to-right one puts here.
    package func mirrored(in container: Rect) -> Rect {
        Rect(x: container.minX + container.maxX - maxX, y: y, width: width, height: height)
    }

    package var description: String { "(\(x.compact), \(y.compact), \(width.compact), \(height.compact))" }
}
