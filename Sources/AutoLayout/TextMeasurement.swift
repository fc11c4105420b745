import Geometry

/// What a `TextMeasuring` reports for one text at one maximum width.
public struct TextMeasurement: Sendable, Hashable, Codable {
    /// The text's size: the widest line's advance and the lines' total height.
    public var size: Size
    /// Distance from the text's top to the first line's baseline (its ascent, plus leading if any).
    public var firstBaseline: Double
    /// Distance from the text's top to the last line's baseline.
    public var lastBaseline: Double
    public var lineCount: Int

    public init(size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
    }
}
