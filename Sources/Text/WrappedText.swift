import Geometry

/// Text broken into lines like a UILabel with `numberOfLines` ≠ 1: words wrap at spaces, CJK text
/// between any two characters, and the last allowed line ends in "…" when text remains.
package struct WrappedText: Hashable, Sendable, Codable {
    /// The lines shown, trailing spaces removed.
    package var lines: [TextLine]
    /// The width the lines had to fit.
    var availableWidth: Double
    /// True when the line limit cut the text (the last line ends in "…").
    var isTruncated: Bool
    /// Metrics of every line: the primary font's, widened by the fallback font's if any line uses it,
    /// so lines sit at a constant pitch.
    package var metrics: LineMetrics
    /// For each line, whether it ends its paragraph (the text or a line break follows it, or it is the last
    /// line shown): the lines a justified label leaves as set (`Typesetter.justified`).
    var endsParagraph: [Bool]
    /// The lines' paragraph spacing (an attributed string's `NSParagraphStyle`); `nil`: the font's line height alone.
    package var spacing: ParagraphSpacing?

    /// `endsParagraph` nil: only the last line ends a paragraph.
    init(lines: [TextLine], availableWidth: Double, isTruncated: Bool, metrics: LineMetrics, endsParagraph: [Bool]? = nil) {
        self.lines = lines
        self.availableWidth = availableWidth
        self.isTruncated = isTruncated
        self.metrics = metrics
        self.endsParagraph = endsParagraph ?? lines.indices.map { $0 == lines.count - 1 }
    }

    /// The distance between baselines: a line's height and the spacing after it (`ParagraphSpacing`).
    var lineHeight: Double { spacing?.pitch(natural: metrics.lineHeight) ?? metrics.lineHeight }

    /// The height of all lines: what UILabel's `sizeThatFits` reports before rounding to pixels.
    package var height: Double {
        spacing?.height(lines: lines.count, natural: metrics.lineHeight) ?? Double(lines.count) * lineHeight
    }

    /// The widest line.
    package var width: Double { lines.reduce(0) { Swift.max($0, $1.width) } }

    /// The baseline of line `index`, measured down from the top of the text block.
    package func baseline(ofLine index: Int) -> Double {
        metrics.ascender + (spacing?.baselineDrop(natural: metrics.lineHeight) ?? 0) + Double(index) * lineHeight
    }
}
