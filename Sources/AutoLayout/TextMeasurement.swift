import Geometry

/// What a `TextMeasuring` reports for one text at one maximum width.
package struct TextMeasurement: Sendable, Hashable, Codable {
    /// The text's size: the widest line's advance and the lines' total height.
    package var size: Size
    /// Distance from the text's top to the first line's baseline (its ascent, plus leading if any).
    var firstBaseline: Double
    /// Distance from the text's top to the last line's baseline.
    var lastBaseline: Double
    var lineCount: Int

    package init(size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
    }
}
