/// One line of text set in a font: glyphs with positions, its width and its vertical metrics.
/// Measuring makes one; drawing turns it into a path with `Typesetter.path(of:at:)`.
package struct TextLine: Hashable, Sendable, Codable {
    /// The text shown, including a truncation "…" when there is one.
    package var text: String
    package var font: TextFont
    package var glyphs: [PlacedGlyph]
    /// The advance width in points: the sum of advances, kerning and the tracking between clusters
    /// (none after the last).
    package var width: Double
    /// The metrics of the primary font, widened by those of every other face the line uses.
    package var metrics: LineMetrics
    /// The space added after each word space (U+0020) of a justified line, in points (`stretched(to:)`), which
    /// `glyphs` and `width` already have; 0 for a line as set.
    package var wordSpacing: Double

    init(text: String, font: TextFont, glyphs: [PlacedGlyph], width: Double, metrics: LineMetrics, wordSpacing: Double = 0) {
        self.text = text
        self.font = font
        self.glyphs = glyphs
        self.width = width
        self.metrics = metrics
        self.wordSpacing = wordSpacing
    }

    /// True when a character had no glyph in any font of the chain and shows as `.notdef`.
    var hasMissingGlyphs: Bool { glyphs.contains { $0.glyph == 0 } }

    /// True when some glyph comes from a face other than Inter (a Noto face, the CJK fallback, the emoji font).
    var usesFallback: Bool { glyphs.contains { !$0.role.isTracked } }

    /// The line widened to `width` as `NSTextAlignment.justified` widens a line that does not end its
    /// paragraph: the same space is added after each of its word spaces (U+0020, as CSS `word-spacing` adds it,
    /// so the SVG can say it in one attribute), and every glyph to the right of a space moves along. A line
    /// already as wide, or without a space (one long word, Chinese or Japanese), stays as set.
    func stretched(to width: Double) -> TextLine {
        let characters = Array(text)
        let spaces = glyphs.filter { $0.characterIndex < characters.count && characters[$0.characterIndex] == " " }.map(\.x)
        guard width > self.width, !spaces.isEmpty else { return self }
        let extra = (width - self.width) / Double(spaces.count)
        var line = self
        for index in line.glyphs.indices {
            let x = glyphs[index].x
            line.glyphs[index].x += extra * Double(spaces.filter { $0 < x }.count)
        }
        line.width = width
        line.wordSpacing = extra
        return line
    }
}
