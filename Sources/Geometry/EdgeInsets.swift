/// Distances inward from the four edges of a rectangle, in UIKit's order (top, left, bottom, right).
package struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    package init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    package static let zero = EdgeInsets()

    /// The insets of the same screen seen after the device turned so that the old left edge is now
    /// the top (the home button or indicator moves from the bottom to the right).
    var rotatedClockwise: EdgeInsets { EdgeInsets(top: left, left: bottom, bottom: right, right: top) }

    /// Left and right swapped: landscape-left and landscape-right are mirror images of each other.
    package var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }

    /// Each edge the larger of the two: how UIKit combines a device inset with a bar or a margin floor.
    package func union(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(top, other.top), left: max(left, other.left),
            bottom: max(bottom, other.bottom), right: max(right, other.right))
    }

    package static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    package var description: String { "(\(top.compact), \(left.compact), \(bottom.compact), \(right.compact))" }
}
