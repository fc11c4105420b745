/// A glyph placed on a line: which font and glyph, and where its pen position is.
package struct PlacedGlyph: Hashable, Sendable, Codable {
    /// The font that has the glyph (chosen per character cluster, `Typesetter.role(for:script:previous:weight:display:project:)`).
    package var role: FontRole
    /// The glyph index in that font; 0 is `.notdef` (no font of the chain has the character).
    var glyph: UInt32
    /// The pen position in points from the left end of the line as drawn (right-to-left runs reordered),
    /// kerning and tracking included.
    var x: Double
    /// The advance in points.
    var advance: Double
    /// The index of the `Character` (grapheme cluster) of the line's text this glyph draws.
    var characterIndex: Int
    /// Where the glyph is drawn relative to its pen position, in points, y up: HarfBuzz's offsets for marks
    /// (Arabic vowels, Devanagari and Thai vowel signs) and kerning that moves a glyph rather than the pen.
    var xOffset: Double
    var yOffset: Double

    init(
        role: FontRole, glyph: UInt32, x: Double, advance: Double, characterIndex: Int, xOffset: Double = 0, yOffset: Double = 0
    ) {
        self.role = role
        self.glyph = glyph
        self.x = x
        self.advance = advance
        self.characterIndex = characterIndex
        self.xOffset = xOffset
        self.yOffset = yOffset
    }
}
