/// Vertical metrics of a line of text in points, with UIFont's meaning and signs.
package struct LineMetrics: Hashable, Sendable, Codable {
    /// Baseline to the top of the line box (UIFont.ascender), positive.
    package var ascender: Double
    /// Baseline to the bottom of the line box (UIFont.descender), negative.
    package var descender: Double
    /// Extra space between lines (UIFont.leading).
    var leading: Double

    init(ascender: Double, descender: Double, leading: Double) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
    }

    /// The distance between baselines of consecutive lines: `ascender - descender + leading`,
    /// which is how UIFont.lineHeight relates to the other three.
    package var lineHeight: Double { ascender - descender + leading }

    static let zero = LineMetrics(ascender: 0, descender: 0, leading: 0)

    /// The line box that holds both: a line mixing Latin and CJK text is as tall as its tallest font.
    package func union(_ other: LineMetrics) -> LineMetrics {
        LineMetrics(
            ascender: Swift.max(ascender, other.ascender), descender: Swift.min(descender, other.descender),
            leading: Swift.max(leading, other.leading))
    }
}
