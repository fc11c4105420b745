/// One line of text set in a font: glyphs with positions, its width and its vertical metrics.
/// Measuring makes one; drawing turns it into a path with `Typesetter.path(of:at:)`.
public struct TextLine: Hashable, Sendable, Codable {
    /// The text shown, including a truncation "…" when there is one.
    public var text: String
    public var font: TextFont
    public var glyphs: [PlacedGlyph]
    /// The advance width in points: the sum of advances, kerning and the tracking between clusters
    /// (none after the last).
    public var width: Double
    /// The metrics of the primary font, widened by those of every other face the line uses.
    public var metrics: LineMetrics

    public init(text: String, font: TextFont, glyphs: [PlacedGlyph], width: Double, metrics: LineMetrics) {
        self.text = text
        self.font = font
        self.glyphs = glyphs
        self.width = width
        self.metrics = metrics
    }

    /// True when a character had no glyph in any font of the chain and shows as `.notdef`.
    public var hasMissingGlyphs: Bool { glyphs.contains { $0.glyph == 0 } }

    /// True when some glyph comes from a face other than Inter (a Noto face, the CJK fallback, the emoji font).
    public var usesFallback: Bool { glyphs.contains { !$0.role.isTracked } }
}
