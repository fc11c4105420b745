/// The metrics of a font family iOS installs (https://developer.apple.com/fonts/system-fonts/) and Bezel has no file
/// of. Such a family is drawn in Inter (`TextFont.isSystemFont` false) or in a metric-compatible face
/// (`MetricCompatibleFont`), but its lines are as tall as the family sets them, not as San Francisco does
/// (`SystemFontMetrics`): UIKit sizes a label by its font's line height (`UIFont.lineHeight`,
/// https://developer.apple.com/documentation/uikit/uifont/lineheight), and a family whose line is much taller
/// than San Francisco's would otherwise be laid out short. Where the family is narrower or wider than Inter, its text
/// set in Inter is measured that much narrower or wider (`widthFactor`).
///
/// One table (`faces`) gives each face's line and width, keyed by PostScript name, each row with its source: the
/// fonts' own metrics as Capsize read them from Apple's files (seek-oss/capsize, `packages/metrics/scripts/systemFonts.json`:
/// `ascent`, `descent`, `lineGap`, `unitsPerEm`, `xWidthAvg`) where saved frames do not contradict them, else the
/// saved frames of one-line labels that size themselves (docs/research/ib-defaults.md §59, §69, §73, §177, §181,
/// §182; docs/research/substitute-width.md, "Helvetica Neue", "Installed families' widths", "The fonts iOS installs").
/// A family not in the table keeps San Francisco's line and Inter's widths.
package enum InstalledFontMetrics: String, Hashable, Sendable, Codable {
    case avenirNext
    case avenir
    /// Helvetica, every weight, not Helvetica Neue.
    case helvetica
    case helveticaNeue
    case helveticaNeueLight
    case helveticaNeueMedium
    case helveticaNeueBold
    /// Futura's faces but the condensed ones (`Futura-Medium`, `Futura-Bold`, `Futura-MediumItalic`).
    case futura
    /// Futura's condensed faces (`Futura-CondensedMedium`, `Futura-CondensedExtraBold`).
    case futuraCondensed
    /// Courier (`Courier`, `Courier-Bold`, …), not Courier New.
    case courier
    /// Menlo, every face (`Menlo-Regular`, `Menlo-Bold`, …).
    case menlo
    /// Georgia's regular and italic faces.
    case georgia
    /// Georgia's bold faces (`Georgia-Bold`, `Georgia-BoldItalic`).
    case georgiaBold
    /// Trebuchet MS's regular and italic faces (`TrebuchetMS`, `TrebuchetMS-Italic`).
    case trebuchet
    /// Trebuchet MS's bold faces (`TrebuchetMS-Bold`, `Trebuchet-BoldItalic`).
    case trebuchetBold
    /// Verdana's regular and italic faces.
    case verdana
    /// Verdana's bold faces (`Verdana-Bold`, `Verdana-BoldItalic`).
    case verdanaBold

    /// One row of the table: the PostScript names it covers (`name` itself, and when `prefix` is true every name that
    /// begins with it), the face's ascender and descender in ems (its line, no gap), and the factor on Inter's advances.
    /// `digitsToo`: the factor applies to digits as well; otherwise digits keep Inter's advances.
    private typealias Row = (
        name: String, prefix: Bool, face: InstalledFontMetrics, ascender: Double, descender: Double, widthFactor: Double,
        digitsToo: Bool
    )

    /// The faces, first match wins (so `Futura-Condensed` comes before `Futura-`).
    private static let faces: [Row] = [
        // Avenir Next: one-line labels that size themselves are saved 1.366 em tall rounded up to the screen's pixel
        // (13 pt 18, 15 pt 20.5, 16 pt 22, 18 pt 25, 24 pt 33, 26 pt 35.667 and 36, 72 pt 98.5; four projects,
        // docs/research/ib-defaults.md §59); the split between ascender and descender is assumed. Width: the median of
        // 11 labels in 3 projects (docs/research/substitute-width.md, "Installed families' widths"). Avenir Next
        // Condensed (`AvenirNextCondensed-`) is another family, not listed.
        ("AvenirNext-", true, .avenirNext, 1.0, 0.366, 0.96, false),
        // Avenir: the same 1.366 em (`Avenir-Book` 23 pt 31.5, `Avenir-HeavyOblique` 23 pt 31.5 and 45 pt 61.5,
        // `Avenir-Heavy` 24 pt 33, `Avenir-Medium` 25 pt 34.333; three projects, docs/research/ib-defaults.md §73);
        // width the median of 7 labels in 2 projects.
        ("Avenir-", true, .avenir, 1.0, 0.366, 0.955, false),
        // Helvetica: 1.149 em (`Helvetica-Bold` 23 pt 26.5; `Helvetica` 30 pt 34.5 and 40 pt 46 in buttons; two
        // projects, docs/research/ib-defaults.md §69), the 0.77 em ascender assumed. Its regular and bold faces are
        // drawn in Liberation Sans (`MetricCompatibleFont`); the light ones keep Inter's widths (one measured label).
        ("Helvetica", false, .helvetica, 0.77, 0.379, 1, false),
        ("Helvetica-", true, .helvetica, 0.77, 0.379, 1, false),
        // Helvetica Neue: Capsize's ascent and descent per face, the gap left out (regular 952 / 213, light 967 / 213,
        // medium and bold 975 / 217 of 1000), which saved labels of six projects confirm; widths the medians of saved
        // labels per face (docs/research/substitute-width.md, "Helvetica Neue"; docs/research/ib-defaults.md §177).
        ("HelveticaNeue", false, .helveticaNeue, 0.952, 0.213, 0.954, false),
        ("HelveticaNeue-Light", false, .helveticaNeueLight, 0.967, 0.213, 0.923, false),
        ("HelveticaNeue-Medium", false, .helveticaNeueMedium, 0.975, 0.217, 0.968, false),
        ("HelveticaNeue-Bold", false, .helveticaNeueBold, 0.975, 0.217, 0.973, false),
        // Futura's condensed faces: a `Futura-CondensedMedium` 36 pt label is saved 43.5 tall on a 2× canvas (1.2 em,
        // between 1.194 and 1.208), and four labels of it 0.640 to 0.662 of Inter Medium's width (median 0.647), digits
        // and all: a condensed face is narrower throughout (docs/research/ib-defaults.md §181). The split is assumed.
        ("Futura-Condensed", true, .futuraCondensed, 0.93, 0.27, 0.647, true),
        // Futura: one-line labels are saved 1.3 em tall rounded up to the pixel (`Futura-Medium` 12 pt 16, 14 pt 18.5,
        // 16 pt 21, 18 pt 23.5 at 2×; 17 pt 23 and 24 pt 32 in whole points; two projects), and its medium face
        // 0.947 of Inter Medium's width (the median of seven labels, two projects; docs/research/ib-defaults.md §181).
        // The split is assumed.
        ("Futura-", true, .futura, 1.0, 0.3, 0.947, false),
        // Courier: a `Courier` 40 pt label is saved 40 tall on a 3× canvas, its baseline 28.333 pt below its top
        // (docs/research/ib-defaults.md §182): 0.71 and 0.29 em. Its faces are drawn in Liberation Mono, whose 0.6 em
        // advances are Courier's (`MetricCompatibleFont`); Liberation Mono's own line is 1.133 em.
        ("Courier", false, .courier, 0.71, 0.29, 1, false),
        ("Courier-", true, .courier, 0.71, 0.29, 1, false),
        // Menlo: Apple's Menlo is drawn from DejaVu Sans Mono (Bitstream Vera Sans Mono), whose `hhea` line is 1901 and
        // −483 of 2048 em, no gap (fonts-dejavu-core 2.37, `DejaVuSansMono.ttf`): 1.164 em. `Menlo-Regular` labels are
        // saved 17 pt 20, 21 pt 24.5, 24 pt 28 on 2× canvases (docs/research/ib-defaults.md §182). Drawn in Liberation
        // Mono (0.600 em advances against Menlo's 0.602, `MetricCompatibleFont`).
        ("Menlo-", true, .menlo, 0.928, 0.236, 1, false),
        // Georgia, Trebuchet MS, Verdana: Capsize's ascent and descent (gap 0) and its average lower-case width
        // (`xWidthAvg`) against Inter's at the same weight (978 regular, 1008 bold of 2048; `@capsizecss/metrics`
        // `entireMetricsCollection/inter`): Georgia 1878 / 449, `xWidthAvg` 913 and bold 1062 (of 2048); Trebuchet MS
        // 1923 / 455, 934 and 976; Verdana 2059 / 430, 1049 and 1170. No saved frame in these fonts was found
        // (docs/research/ib-defaults.md §183). Italics take their upright's row (Capsize's italics are within 2 %).
        ("Georgia-Bold", true, .georgiaBold, 0.917, 0.219, 1.054, false),
        ("Georgia", false, .georgia, 0.917, 0.219, 0.934, false),
        ("Georgia-Italic", false, .georgia, 0.917, 0.219, 0.934, false),
        ("TrebuchetMS-Bold", false, .trebuchetBold, 0.939, 0.222, 0.968, false),
        ("Trebuchet-BoldItalic", false, .trebuchetBold, 0.939, 0.222, 0.968, false),
        ("TrebuchetMS", false, .trebuchet, 0.939, 0.222, 0.955, false),
        ("TrebuchetMS-Italic", false, .trebuchet, 0.939, 0.222, 0.955, false),
        ("Verdana-Bold", true, .verdanaBold, 1.005, 0.210, 1.161, false),
        ("Verdana", false, .verdana, 1.005, 0.210, 1.073, false),
        ("Verdana-Italic", false, .verdana, 1.005, 0.210, 1.073, false),
    ]

    /// The face's row: the first whose name is `face`'s.
    private var row: Row { Self.faces.first { $0.face == self }! }

    /// The face of a PostScript font name as Interface Builder writes it (`<fontDescription name="AvenirNext-Medium">`),
    /// nil for a font not listed.
    package init?(fontName: String) {
        guard let row = Self.faces.first(where: { $0.prefix ? fontName.hasPrefix($0.name) : fontName == $0.name }) else { return nil }
        self = row.face
    }

    /// The line of the face at `size` points: its ascender and descender, no gap (UIKit's line height leaves the gap
    /// out: docs/research/substitute-width.md, "Helvetica Neue").
    package func lineMetrics(size: Double) -> LineMetrics {
        let row = row
        return LineMetrics(ascender: size * row.ascender, descender: -size * row.descender, leading: 0)
    }

    /// The factor on Inter's advances (at the weight the face's name states) that gives the face's widths; 1 for a face
    /// drawn in a metric-compatible face or not measured.
    package var widthFactor: Double { row.widthFactor }

    /// Whether digits are narrowed too. Avenir Next's numbers were 4.8 and 6.7 % wider than Inter's where its letters
    /// were 4 % narrower (`180`, `10`; two projects, docs/research/substitute-width.md, "Installed families' widths"),
    /// so digits keep Inter's advances but in a condensed face, which narrows every character.
    package var narrowsDigits: Bool { row.digitsToo }
}
