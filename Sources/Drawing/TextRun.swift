import Geometry
import Text

/// A single line of text, already laid out: the outline is ready for the rasteriser and for
/// `--text-as-paths`, the string and font are there for SVG `<text>`.
package struct TextRun: Hashable, Sendable {
    package enum Anchor: String, Hashable, Sendable { case start, middle, end }

    package var string: String
    /// The start of the baseline, in points (for `.middle`, the baseline's centre; for `.end`, its end).
    package var origin: Point
    package var anchor: Anchor
    package var fontSize: Double
    /// CSS weight: 100 (ultraLight) to 900 (black), 400 regular (`FontWeight.cssWeight`).
    package var fontWeight: Int
    /// The font chain, as a CSS `font-family` list.
    package var fontFamily: String
    package var color: Color
    /// The glyph outlines, positioned in display-list points.
    package var outline: Path
    /// The advance width of the whole run, in points.
    package var width: Double
    /// The tracking between the run's characters, in points (San Francisco's, `TextFont.tracking`), which
    /// the outline already has; the SVG writer passes it on as `letter-spacing` when it writes text.
    package var letterSpacing: Double
    /// The space added after each word space (U+0020) of a justified line, in points (`TextLine.wordSpacing`),
    /// which the outline already has; the SVG writer passes it on as `word-spacing`.
    package var wordSpacing: Double
    /// The line box the typesetter set, in display-list points: the advance width across, the font's ascender
    /// to its descender down (`LineMetrics`). Overlays keep their badges and tags off it; outputs do
    /// not print it. `nil` for a run made by hand rather than by `DisplayListText`.
    package var lineBox: Rect?
    /// The faces of the chain that drew the run, for the image's font metadata (the chain has 30 files,
    /// and hashing all of them for every SVG cost more than drawing it).
    var faces: Set<FontRole>
    /// The colour emoji of the run, which have bitmaps instead of outlines, in display-list points. Drawn after the
    /// outline; the SVG writer prints them only with text as paths (`<text>` names the emoji font instead).
    package var bitmaps: [Bitmap]

    package init(
        string: String, origin: Point, anchor: Anchor = .start, fontSize: Double, fontWeight: Int = 400,
        fontFamily: String, color: Color, outline: Path, width: Double, letterSpacing: Double = 0, wordSpacing: Double = 0,
        lineBox: Rect? = nil, faces: Set<FontRole> = [], bitmaps: [Bitmap] = []
    ) {
        self.string = string
        self.origin = origin
        self.anchor = anchor
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.fontFamily = fontFamily
        self.color = color
        self.outline = outline
        self.width = width
        self.letterSpacing = letterSpacing
        self.wordSpacing = wordSpacing
        self.lineBox = lineBox
        self.faces = faces
        self.bitmaps = bitmaps
    }
}
