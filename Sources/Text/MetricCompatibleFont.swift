/// A face of Liberation 2 standing in for a font iOS installs and Bezel has no file of, whose advances it was
/// drawn to match: Liberation Sans, Serif and Mono are metric-compatible with Arial, Times New Roman and Courier New
/// (https://github.com/liberationfonts/liberation-fonts, README), and Arial's advances are Helvetica's, as
/// fontconfig's metric aliases take them (`30-metric-aliases.conf`,
/// https://gitlab.freedesktop.org/fontconfig/fontconfig/-/blob/main/conf.d/30-metric-aliases.conf: Helvetica,
/// Arial and Liberation Sans are one metric family). Courier's letters are all 0.6 em wide, as Courier New's and
/// Liberation Mono's are. Text in such a font is measured and drawn in the Liberation face, so a label is as wide
/// as Xcode sized it: four `Helvetica-Bold` labels of 19 and 20 pt saved 109 to 190.333 pt wide come out at their
/// saved widths to the pixel, where Inter set them up to 4.7 pt wider (docs/research/substitute-width.md,
/// "Metric-compatible faces").
///
/// Debian ships the faces as `fonts-liberation2` (2.1.5 in Debian 12, `dpkg -L fonts-liberation2`, SIL Open
/// Font License). Like the pinned chain's files they are read from Debian's folder or `BEZEL_FONT_DIR`, never
/// looked up through fontconfig. A face whose file is missing leaves its text in Inter, as before, and the run
/// names the font among the substitutes either way: the glyphs are Liberation's, not Apple's.
package enum MetricCompatibleFont: String, CaseIterable, Hashable, Sendable {
    case sansRegular = "LiberationSans-Regular.ttf"
    case sansBold = "LiberationSans-Bold.ttf"
    case sansItalic = "LiberationSans-Italic.ttf"
    case sansBoldItalic = "LiberationSans-BoldItalic.ttf"
    case serifRegular = "LiberationSerif-Regular.ttf"
    case serifBold = "LiberationSerif-Bold.ttf"
    case serifItalic = "LiberationSerif-Italic.ttf"
    case serifBoldItalic = "LiberationSerif-BoldItalic.ttf"
    case monoRegular = "LiberationMono-Regular.ttf"
    case monoBold = "LiberationMono-Bold.ttf"
    case monoItalic = "LiberationMono-Italic.ttf"
    case monoBoldItalic = "LiberationMono-BoldItalic.ttf"

    /// The face for a PostScript name as Interface Builder writes it (`<fontDescription name="Helvetica-Bold">`),
    /// nil for a font with no metric-compatible face. The names are iOS's faces of the four families and Menlo
    /// (https://developer.apple.com/fonts/system-fonts/): Helvetica's light faces, Helvetica Neue, Arial Rounded
    /// and Times (not Times New Roman) have other advances and stay in Inter.
    package init?(fontName: String) {
        guard let face = Self.faces[fontName] else { return nil }
        self = face
    }

    /// The faces by PostScript name, made once: every font a view names is looked up here.
    private static let faces: [String: MetricCompatibleFont] = [
        "Helvetica": .sansRegular, "Helvetica-Bold": .sansBold, "Helvetica-Oblique": .sansItalic,
        "Helvetica-BoldOblique": .sansBoldItalic,
        "ArialMT": .sansRegular, "Arial-BoldMT": .sansBold, "Arial-ItalicMT": .sansItalic, "Arial-BoldItalicMT": .sansBoldItalic,
        "TimesNewRomanPSMT": .serifRegular, "TimesNewRomanPS-BoldMT": .serifBold, "TimesNewRomanPS-ItalicMT": .serifItalic,
        "TimesNewRomanPS-BoldItalicMT": .serifBoldItalic,
        "CourierNewPSMT": .monoRegular, "CourierNewPS-BoldMT": .monoBold, "CourierNewPS-ItalicMT": .monoItalic,
        "CourierNewPS-BoldItalicMT": .monoBoldItalic,
        "Courier": .monoRegular, "Courier-Bold": .monoBold, "Courier-Oblique": .monoItalic, "Courier-BoldOblique": .monoBoldItalic,
        "Menlo-Regular": .monoRegular, "Menlo-Bold": .monoBold, "Menlo-Italic": .monoItalic, "Menlo-BoldItalic": .monoBoldItalic,
    ]

    /// Where Debian installs the file; the same file name inside `BEZEL_FONT_DIR`.
    var pinned: PinnedFont {
        PinnedFont(fileName: rawValue, debianDirectory: "/usr/share/fonts/truetype/liberation2", package: "fonts-liberation2", role: .project(""))
    }

    /// The face's token in `ProjectFontRegistry` (`TextFont.projectFont`), its file read and registered on first use;
    /// nil when the file is missing or not a font, and then the text stays in Inter.
    package var token: String? { Self.tokens.token(of: self) { pinned } }

    private static let tokens = StandInFaceTokens<MetricCompatibleFont>()
}
