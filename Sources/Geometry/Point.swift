/// A position in points (layout) or pixels (raster), y growing downwards as in UIKit.
package struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let zero = Point(x: 0, y: 0)

    package var description: String { "(\(x.compact), \(y.compact))" }

    package static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    package static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    package static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
}

extension Double {
    /// The shortest decimal that reads back as this value, without a trailing `.0` for whole numbers.
    /// For messages and test output, not for file formats (those use fixed precision).
    package var compact: String {
        if self == self.rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
