/// A glyph placed on a line: which font and glyph, and where its pen position is.
public struct PlacedGlyph: Hashable, Sendable, Codable {
    /// The font that has the glyph (fallback per character).
    public var role: FontRole
    /// The glyph index in that font; 0 is `.notdef` (no font of the chain has the character).
    public var glyph: UInt32
    /// The pen position in points from the start of the line, kerning and tracking included.
    public var x: Double
    /// The advance in points.
    public var advance: Double
    /// The index of the `Character` (grapheme cluster) of the line's text this glyph draws.
    public var characterIndex: Int

    public init(role: FontRole, glyph: UInt32, x: Double, advance: Double, characterIndex: Int) {
        self.role = role
        self.glyph = glyph
        self.x = x
        self.advance = advance
        self.characterIndex = characterIndex
    }
}
