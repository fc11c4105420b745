/// Which font of the chain drew a glyph. A glyph id only means something together with its role.
package enum FontRole: Hashable, Sendable, Codable {
    /// Inter in the weight asked for: Latin, Greek, Cyrillic and most symbols.
    case primary(FontWeight)
    /// Inter Display in the weight asked for: Inter's design for large sizes, standing in for San Francisco's
    /// Display design, whose glyphs the system font is drawn with from 23 pt (`TextFont.usesDisplayDesign`).
    case display(FontWeight)
    /// The Noto face of a script Inter lacks: bold for semibold and heavier, regular for medium and lighter
    /// (Debian ships these faces in regular and bold only, so the other seven weights are approximated).
    case script(NotoScript, bold: Bool)
    /// Droid Sans Fallback, one weight only (it has no bold; nothing is synthesised): Chinese, Japanese, Korean.
    case fallback
    /// Noto Color Emoji: colour bitmaps, no outlines.
    case emoji
    /// A face from the user's project that a document names, by its `ProjectFontRegistry` token: first for
    /// every character it has; the chain draws the others.
    case project(String)
    /// Material Icons, the icon font SF Symbols are drawn from as look-alikes (`SymbolFont`); never in the chain.
    case symbols

    /// Whether San Francisco's tracking applies to clusters of this face: Inter stands in for San Francisco,
    /// the other faces for fonts whose tracking Apple does not publish.
    package var isTracked: Bool {
        switch self {
        case .primary, .display: true
        default: false
        }
    }

    /// Whether a line of text in `font` that uses this face grows to the face's own ascender and descender
    /// (`LineMetrics.union`): the faces standing in for other system fonts do. Inter's lines have San Francisco's
    /// metrics, and a project face's are the font's size itself (`Typesetter.metrics(for:)`). Hangul's face does not:
    /// iOS sets it in Apple SD Gothic Neo, and Xcode saves a multi-line Korean label in the system font at the system
    /// font's line height a line, where Noto Sans CJK KR's lines are 1.45 em (docs/research/ib-defaults.md §101).
    /// Nor does the Chinese and Japanese fallback in the system font: Xcode saves Chinese labels in the system font,
    /// one line or several, at the system font's line height a line, where Droid Sans Fallback's lines are 1.31 em
    /// (§171). In another family it still does (no saved frame read here says otherwise).
    package func raisesLineMetrics(in font: TextFont) -> Bool {
        switch self {
        case .primary, .display, .project: false
        case .script(.korean, _): false
        case .fallback: !font.isSystemFont
        default: true
        }
    }
}
