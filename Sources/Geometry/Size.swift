/// A width and height in points or pixels.
package struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    package static let zero = Size(width: 0, height: 0)

    /// The same size turned a quarter: portrait to landscape and back.
    package var transposed: Size { Size(width: height, height: width) }

    package var description: String { "\(width.compact)x\(height.compact)" }
}
