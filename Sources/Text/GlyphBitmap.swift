import Raster

/// A glyph's colour bitmap as the font stores it (Noto Color Emoji's CBDT strikes): premultiplied RGBA pixels
/// of one strike, with the strike's metrics in its own pixels. `Typesetter.bitmaps(of:at:pixelsPerEm:)` scales
/// them to the font size, as iOS scales an emoji strike: size / strike ppem.
package struct GlyphBitmap: Hashable, Sendable {
    /// The glyph index in the emoji face.
    let glyph: UInt32
    /// The pixels, premultiplied (FreeType gives premultiplied BGRA for `FT_LOAD_COLOR`; `ftimage.h`,
    /// FT_PIXEL_MODE_BGRA), reordered to RGBA.
    package let pixels: Pixmap
    /// Pixels per em of the strike the bitmap comes from.
    let pixelsPerEm: Double
    /// From the pen position to the bitmap's left edge, and from the baseline up to its top edge, in strike
    /// pixels (FreeType's `bitmap_left`, `bitmap_top`).
    package let left: Double
    let top: Double

    init(glyph: UInt32, pixels: Pixmap, pixelsPerEm: Double, left: Double, top: Double) {
        self.glyph = glyph
        self.pixels = pixels
        self.pixelsPerEm = pixelsPerEm
        self.left = left
        self.top = top
    }

    /// A name for the bitmap that equal pixels share: the glyph and its strike. Writers that embed bitmaps
    /// (the SVG's `<defs>`) write each name once.
    package var key: String { "emoji-\(glyph)-\(Int(pixelsPerEm))" }
}
