/// What one character (grapheme cluster) of a text set on one line adds to the line: the unit that
/// line breaking and truncation count in (`Typesetter.characterAdvances`).
struct CharacterAdvance: Sendable {
    /// How far the line grows with this character: its glyphs' advances plus `lead`.
    var width: Double
    /// The part of `width` placed before the character's first glyph: kerning with its left neighbour
    /// and the tracking that neighbour owes. A line that starts with this character has none of it.
    var lead: Double
    /// The tracking this character leaves for the next one that draws (0 for the fallback font, for
    /// characters that draw nothing, and for fonts without tracking).
    var owes: Double
    /// False for characters that draw nothing (controls, default-ignorables, line breaks).
    var draws: Bool
    /// True for a character whose glyphs HarfBuzz merged into the previous character's (a ligature, a
    /// conjunct): no line break and no truncation may fall before it.
    var continuesCluster = false

    static let nothing = CharacterAdvance(width: 0, lead: 0, owes: 0, draws: false)
}
