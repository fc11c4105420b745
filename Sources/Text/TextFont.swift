/// A font request: a size in points and a weight. The family is always the pinned chain
/// (Inter, then Droid Sans Fallback), standing in for San Francisco and PingFang.
public struct TextFont: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The point size (UIFont.pointSize): one em is this many points.
    public var size: Double
    public var weight: FontWeight

    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }

    public var description: String { "\(size) pt \(weight.rawValue)" }
}
