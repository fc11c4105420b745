import CHarfBuzz
import Geometry

/// A glyph's outline drawn by HarfBuzz (`hb_font_get_glyph_shape`), for faces whose outlines are CFF: Inter and
/// the Noto Sans CJK faces. FreeType's CFF interpreter took about 34 K instructions a glyph (75 glyphs, 2.5 M, in
/// the device-framed single image, callgrind) and its decomposition 5 K more; HarfBuzz reads
/// the same charstrings for a fraction of that. At scale = units per em HarfBuzz draws in font units, and for every
/// glyph of every pinned CFF face the path is FreeType's, element for element (`GlyphOutlineTests`), so no pixel or
/// SVG path changes. TrueType faces keep FreeType: `FT_Outline_Decompose` puts the on-curve point implied between
/// two quadratic control points at their midpoint in whole font units (ftoutln.c), HarfBuzz in floating point, so
/// their paths may differ by half a unit; they were not switched.
enum HarfBuzzOutline {
    /// The path of `glyph` in `font` (made immutable, scale = units per em), y pointing down, with its number of
    /// closed contours; empty for a glyph without an outline.
    static func outline(of glyph: UInt32, in font: OpaquePointer) -> (path: Path, contours: Int) {
        var sink = OutlineSink()
        withUnsafeMutablePointer(to: &sink) { hb_font_get_glyph_shape(font, glyph, functions, $0) }
        sink.finishContour()
        return (Path(elements: sink.elements), sink.contours)
    }

    /// The callbacks, made once and immutable, so any number of threads may draw with them at once
    /// (https://harfbuzz.github.io/object-model-lifecycle.html). `close_path` needs none: HarfBuzz draws the
    /// closing line itself when a contour does not end where it began, as FreeType's decomposition does, and the
    /// sink closes a contour at the next move or at the end.
    nonisolated(unsafe) private static let functions: OpaquePointer = {
        let functions = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(functions, { _, sink, _, x, y, _ in
            sink?.assumingMemoryBound(to: OutlineSink.self).pointee.move(to: point(x, y))
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(functions, { _, sink, _, x, y, _ in
            sink?.assumingMemoryBound(to: OutlineSink.self).pointee.line(to: point(x, y))
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(functions, { _, sink, _, controlX, controlY, x, y, _ in
            sink?.assumingMemoryBound(to: OutlineSink.self).pointee.quad(to: point(x, y), control: point(controlX, controlY))
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(functions, { _, sink, _, x1, y1, x2, y2, x, y, _ in
            sink?.assumingMemoryBound(to: OutlineSink.self).pointee.cubic(to: point(x, y), control1: point(x1, y1), control2: point(x2, y2))
        }, nil, nil)
        hb_draw_funcs_make_immutable(functions)
        return functions
    }()

    /// Font units, y up → y down.
    private static func point(_ x: Float, _ y: Float) -> Point { Point(x: Double(x), y: -Double(y)) }
}
