/// One glyph as HarfBuzz placed it, in font units of its face (the HarfBuzz font's scale is its units per em).
struct ShapedGlyph: Hashable, Sendable {
    var glyph: UInt32
    /// The `Character` of the text this glyph belongs to: the first one of its HarfBuzz cluster.
    var characterIndex: Int
    var advance: Int32
    /// Where the glyph is drawn relative to the pen (marks above or beside their base), y up.
    var xOffset: Int32
    var yOffset: Int32
}
