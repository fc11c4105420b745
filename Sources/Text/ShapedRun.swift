/// Characters that one face draws at one bidi level in one script, shaped by HarfBuzz in one call.
struct ShapedRun: Hashable, Sendable {
    var role: FontRole
    /// The UAX #9 embedding level: odd runs right to left.
    var level: UInt8
    var script: ScriptCode
    /// The characters (grapheme clusters) of the text, and their scalars, in logical order.
    var characters: Range<Int>
    var scalars: Range<Int>
    /// HarfBuzz's output order: left to right as drawn, so a right-to-left run's last character comes first.
    var glyphs: [ShapedGlyph]

    var isRightToLeft: Bool { level % 2 == 1 }
}
