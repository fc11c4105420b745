/// An axis-aligned rectangle: origin at the top-left corner, y growing downwards (UIKit's convention).
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }

    /// True when the rectangle covers no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The overlap of two rectangles, or nil when they only touch or are apart.
    /// Touching edges are not an overlap: a view exactly on the safe-area edge is not clipped.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    public func intersects(_ other: Rect) -> Bool { intersection(other) != nil }

    /// True when `other` lies wholly inside this rectangle (edges may coincide).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle shrunk by `insets` (grown where an inset is negative).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle reflected about the vertical centre line of `container` (x' = minX + maxX − x − width):
    /// where a right-to-left layout puts what a left-to-right one puts here.
    public func mirrored(in container: Rect) -> Rect {
        Rect(x: container.minX + container.maxX - maxX, y: y, width: width, height: height)
    }

    public var description: String { "(\(x.compact), \(y.compact), \(width.compact), \(height.compact))" }
}
