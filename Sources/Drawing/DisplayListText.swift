import Geometry
import Text

/// Text for the display list: lines set by the typesetter, placed and turned into `TextRun`s whose outline
/// the rasteriser fills and whose string the SVG writer prints.
package struct DisplayListText: Sendable {
    package let typesetter: Typesetter
    /// The CSS `font-family` list the SVG names: the pinned chain, then a generic family. A line drawn with a
    /// Noto face or the emoji font names those too (`fontFamily(for:)`).
    let fontFamily = "Inter, 'Droid Sans Fallback', sans-serif"

    /// The family list for `line`: the project's face if the line is set in one (its family as the font names
    /// it), Inter Display if the line is system text in the Display design (`TextFont.usesDisplayDesign`), Inter,
    /// the Noto faces it uses, Droid Sans Fallback, the emoji font if used.
    func fontFamily(for line: TextLine) -> String {
        var scripts: [NotoScript] = []
        var emoji = false, display = false
        var project: [String] = []
        for glyph in line.glyphs {
            switch glyph.role {
            case .script(let script, _): if !scripts.contains(script) { scripts.append(script) }
            case .emoji: emoji = true
            case .display: display = true
            case .project(let token) where project.isEmpty:
                if let face = ProjectFontRegistry.face(token) { project = [Self.quotedFamily(face.familyName)] }
            default: break
            }
        }
        guard !scripts.isEmpty || emoji || !project.isEmpty || display else { return fontFamily }
        let noto = NotoScript.allCases.filter(scripts.contains).map { "'\($0.familyName)'" }
        return (project + (display ? ["'Inter Display'"] : []) + ["Inter"] + noto + ["'Droid Sans Fallback'"] + (emoji ? ["'Noto Color Emoji'"] : []) + ["sans-serif"])
            .joined(separator: ", ")
    }

    /// A family name from a font file (the user's, so any text) as a CSS string: quotes, backslashes and
    /// control characters left out, at most 64 characters.
    static func quotedFamily(_ name: String) -> String {
        let kept = name.unicodeScalars.filter { $0.value >= 0x20 && $0 != "'" && $0 != "\\" && $0 != "\"" && $0.value != 0x7F }
        return "'" + String(String.UnicodeScalarView(kept.prefix(64))) + "'"
    }

    package init(typesetter: Typesetter) { self.typesetter = typesetter }

    /// `string` with its baseline at `origin`, aligned by `anchor`.
    package func run(
        _ string: String, at origin: Point, font: TextFont, anchor: TextRun.Anchor = .start, color: Color
    ) -> TextRun {
        place(typesetter.layout(string, font: font), at: origin, anchor: anchor, color: color)
    }

    /// `string` on one line, vertically centred in `rect` (UILabel's placement) and aligned by `anchor`;
    /// cut with "…" where it does not fit the rectangle's width less the insets, as UILabel does.
    package func run(
        _ string: String, in rect: Rect, font: TextFont, anchor: TextRun.Anchor = .middle, inset: Double = 0,
        color: Color
    ) -> TextRun {
        let width = max(0, rect.width - 2 * inset)
        let line = typesetter.truncate(typesetter.shownPart(of: string, font: font, width: width), font: font, toWidth: width).line
        let baseline = rect.midY + (line.metrics.ascender + line.metrics.descender) / 2
        let x: Double
        switch anchor {
        case .start: x = rect.minX + inset
        case .middle: x = rect.midX
        case .end: x = rect.maxX - inset
        }
        return place(line, at: Point(x: x, y: baseline), anchor: anchor, color: color)
    }

    /// A multi-line label's lines (`Typesetter.label`) placed in `rect` as UILabel places them: the block
    /// centred vertically, each line at the leading edge (`anchor` `.end`: the right one, in right-to-left
    /// layouts; `.middle`: centred). `justified`: every line that does not end its paragraph stretched to
    /// the width the text was wrapped to (`Typesetter.justified`). One run per line.
    package func runs(
        _ wrapped: WrappedText, in rect: Rect, anchor: TextRun.Anchor = .start, justified: Bool = false, color: Color
    ) -> [TextRun] {
        let wrapped = justified ? typesetter.justified(wrapped) : wrapped
        let top = rect.midY - wrapped.height / 2
        let x = anchor == .end ? rect.maxX : anchor == .middle ? rect.midX : rect.minX
        return wrapped.lines.enumerated().map { index, line in
            place(line, at: Point(x: x, y: top + wrapped.baseline(ofLine: index)), anchor: anchor, color: color)
        }
    }

    /// `string` wrapped to `width` (at most `maxLines`, the last ending in "…"), its first line's top
    /// at `origin`: one run per line, and the block's height.
    func paragraph(
        _ string: String, at origin: Point, width: Double, font: TextFont, maxLines: Int = 0, color: Color
    ) -> (runs: [TextRun], height: Double) {
        let wrapped = typesetter.wrap(string, font: font, width: width, maxLines: maxLines)
        let runs = wrapped.lines.enumerated().map { index, line in
            place(line, at: Point(x: origin.x, y: origin.y + wrapped.baseline(ofLine: index)), anchor: .start, color: color)
        }
        return (runs, wrapped.height)
    }

    func place(_ line: TextLine, at origin: Point, anchor: TextRun.Anchor, color: Color) -> TextRun {
        let startX: Double
        switch anchor {
        case .start: startX = origin.x
        case .middle: startX = origin.x - line.width / 2
        case .end: startX = origin.x - line.width
        }
        let baselineStart = Point(x: startX, y: origin.y)
        let bitmaps = typesetter.bitmaps(of: line, at: baselineStart, pixelsPerEm: line.font.size * Self.densestScale).map {
            Bitmap(rect: $0.rect, pixels: $0.bitmap.pixels, key: $0.bitmap.key)
        }
        return TextRun(
            string: line.text, origin: origin, anchor: anchor, fontSize: line.font.size,
            fontWeight: line.font.weight.cssWeight, fontFamily: fontFamily(for: line), color: color,
            outline: typesetter.path(of: line, at: baselineStart), width: line.width,
            // SVG has one letter-spacing per run: the tracking when the system font draws any of it, none for a
            // run other faces draw alone (whose clusters the typesetter does not track).
            letterSpacing: line.glyphs.contains { $0.role.isTracked } ? line.font.tracking : 0, wordSpacing: line.wordSpacing,
            lineBox: Rect(
                x: startX, y: origin.y - line.metrics.ascender, width: line.width,
                height: line.metrics.ascender - line.metrics.descender),
            faces: Set(line.glyphs.map(\.role)), bitmaps: bitmaps)
    }

    /// The pixels per point an emoji strike is chosen for: @3x, the densest iPhone screen. The display list is drawn at
    /// any scale (the SVG at none), so the strike is picked for the sharpest screen and scaled down for others.
    static let densestScale = 3.0
}
