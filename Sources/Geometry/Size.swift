/// A width and height in points or pixels.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The same size turned a quarter: portrait to landscape and back.
    public var transposed: Size { Size(width: height, height: width) }

    public var description: String { "\(width.compact)x\(height.compact)" }
}
