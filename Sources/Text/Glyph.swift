import Geometry

/// One glyph of a font, unscaled: what FreeType loads with `FT_LOAD_NO_SCALE` (font units,
/// no hinting), so that scaling and positioning happen in Swift with plain Double arithmetic
/// and give the same outline on every machine.
struct Glyph: Hashable, Sendable {
    /// The glyph index in its font; 0 is `.notdef`, the "missing character" box.
    package let id: UInt32
    /// The horizontal advance in font units (`hmtx`).
    let advance: Int
    /// The outline in font units with y flipped to point down, origin on the baseline at the pen
    /// position: scale by `size / unitsPerEm` and translate to the pen position to draw it.
    let outline: Path
    /// The number of closed contours ('O' has 2, 'i' has 2, a space 0).
    let contourCount: Int

    init(id: UInt32, advance: Int, outline: Path, contourCount: Int) {
        self.id = id
        self.advance = advance
        self.outline = outline
        self.contourCount = contourCount
    }
}
