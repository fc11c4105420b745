/// The metrics of a font family iOS installs and Bezel has no file of. Such a family is drawn in Inter
/// (`TextFont.isSystemFont` false), but its lines are as tall as the family sets them, not as San Francisco does
/// (`SystemFontMetrics`): UIKit sizes a label by its font's line height (`UIFont.lineHeight`,
/// https://developer.apple.com/documentation/uikit/uifont/lineheight), and a family whose line is much taller
/// than San Francisco's would otherwise be laid out short. Where saved frames show the family narrower than
/// Inter, its text is measured that much narrower (`widthFactor`).
///
/// Only families whose line height saved frames of several unrelated documents agree on are listed
/// (docs/research/ib-defaults.md §59, §69, §73; Helvetica Neue in docs/research/substitute-width.md).
package enum InstalledFontMetrics: String, Hashable, Sendable, Codable {
    /// Avenir Next, every weight (`AvenirNext-Regular`, `AvenirNext-Medium`, `AvenirNext-DemiBold`,
    /// `AvenirNext-Bold`, `AvenirNext-UltraLight`, `AvenirNext-Heavy` and their italics).
    case avenirNext
    /// Avenir, Avenir Next's forerunner, every weight (`Avenir-Book`, `Avenir-Roman`, `Avenir-Medium`,
    /// `Avenir-Heavy`, `Avenir-Black`, `Avenir-Light` and their obliques).
    case avenir
    /// Helvetica, every weight (`Helvetica`, `Helvetica-Bold`, `Helvetica-Light`, `Helvetica-Oblique`, …), not
    /// Helvetica Neue (`HelveticaNeue-…`).
    case helvetica
    /// Helvetica Neue's regular face (`HelveticaNeue`). Its other faces have lines and widths of their own; only
    /// those whose saved frames agree are listed.
    case helveticaNeue
    /// Helvetica Neue's light face (`HelveticaNeue-Light`), taller and narrower than its regular one.
    case helveticaNeueLight
    /// Helvetica Neue's medium face (`HelveticaNeue-Medium`): the bold face's line, wider than the regular face.
    case helveticaNeueMedium
    /// Helvetica Neue's bold face (`HelveticaNeue-Bold`), taller and wider than its regular one.
    case helveticaNeueBold

    /// The family of a PostScript font name as Interface Builder writes it (`<fontDescription
    /// name="AvenirNext-Medium">`), nil for a family not listed.
    package init?(fontName: String) {
        if fontName.hasPrefix("AvenirNext-") {
            self = .avenirNext
        } else if fontName.hasPrefix("Avenir-") {
            self = .avenir
        } else if fontName == "Helvetica" || fontName.hasPrefix("Helvetica-") {
            self = .helvetica
        } else if fontName == "HelveticaNeue" {
            self = .helveticaNeue
        } else if fontName == "HelveticaNeue-Light" {
            self = .helveticaNeueLight
        } else if fontName == "HelveticaNeue-Medium" {
            self = .helveticaNeueMedium
        } else if fontName == "HelveticaNeue-Bold" {
            self = .helveticaNeueBold
        } else {
            return nil
        }
    }

    /// The line of the family at `size` points: its ascender and descender, no gap.
    ///
    /// Avenir Next: one-line labels that size themselves are saved 1.366 em tall rounded up to the screen's
    /// pixel (13 pt 18, 15 pt 20.5, 16 pt 22, 18 pt 25, 24 pt 33, 26 pt 35.667 and 36, 72 pt 98.5; four
    /// projects, docs/research/ib-defaults.md §59). The split between ascender (1 em) and descender
    /// (0.366 em) is assumed: the saved frames give only their sum.
    ///
    /// Avenir: the same 1.366 em (`Avenir-Book` 23 pt 31.5, `Avenir-HeavyOblique` 23 pt 31.5 and 45 pt 61.5,
    /// `Avenir-Heavy` 24 pt 33, `Avenir-Medium` 25 pt 34.333; three projects, docs/research/ib-defaults.md §73).
    ///
    /// Helvetica: a one-line label that sizes itself and the title lines of configuration buttons are 1.149 em
    /// rounded up to the screen's pixel (`Helvetica-Bold` 23 pt 26.5; `Helvetica` 30 pt 34.5 and 40 pt 46 in
    /// buttons saved 48.5 and 60 with their 7 pt insets; two projects, docs/research/ib-defaults.md §69). The
    /// 0.77 em ascender is assumed; the rest of the line is put below the baseline.
    ///
    /// Helvetica Neue: the faces' own ascenders and descenders, their line gap left out as UIKit's line height
    /// leaves it: regular 0.952 and 0.213 em (1.165 em), light 0.967 and 0.213 em (1.180 em), medium and bold 0.975
    /// and 0.217 em (1.192 em), as Capsize read them from Apple's font files (seek-oss/capsize,
    /// `packages/metrics/scripts/systemFonts.json`, "Helvetica Neue", and `@capsizecss/metrics`'
    /// `entireMetricsCollection/helveticaNeue/300`, `500`, `700`: `ascent`, `descent`, `lineGap` in 1/1000 em).
    /// Saved one-line labels agree, rounded up to the screen's pixel: `HelveticaNeue` 12 pt 14 and 17 pt 20 (San
    /// Francisco's line gives 14.333 and 20.333); `HelveticaNeue-Bold` 10 pt 12, 20 pt 24, 28 pt 33.667 and 48 pt
    /// 57.5; six projects (docs/research/substitute-width.md, "Helvetica Neue"); `HelveticaNeue-Light` 13 pt 15.5 and
    /// 17 pt 20.5 on 2× canvases, 11 pt 13 and 22 pt 26 in whole points (San Francisco's line gives 16, 20.5, 14 and
    /// 27; two projects, docs/research/ib-defaults.md §177).
    package func lineMetrics(size: Double) -> LineMetrics {
        switch self {
        case .avenirNext, .avenir: LineMetrics(ascender: size * 1.0, descender: -size * 0.366, leading: 0)
        case .helvetica: LineMetrics(ascender: size * 0.77, descender: -size * 0.379, leading: 0)
        case .helveticaNeue: LineMetrics(ascender: size * 0.952, descender: -size * 0.213, leading: 0)
        case .helveticaNeueLight: LineMetrics(ascender: size * 0.967, descender: -size * 0.213, leading: 0)
        case .helveticaNeueMedium, .helveticaNeueBold: LineMetrics(ascender: size * 0.975, descender: -size * 0.217, leading: 0)
        }
    }

    /// The factor on Inter's advances that gives the family's widths, as one-line labels Xcode sized to their
    /// text show them (saved width against Bezel's in Inter; docs/research/substitute-width.md, "Installed families'
    /// widths"): Avenir Next 0.96 (11 labels, 3 projects), Avenir 0.955 (7 labels, 2 projects), Helvetica Neue 0.954
    /// (9 labels, 4 projects). Each family's letters are narrower than Inter's throughout, as its labels agree to
    /// within 1.5 % but for a few short texts. Its digits are not: Avenir Next's numbers were 4.8 and 6.7 % wider
    /// than Inter's (`180`, `10`; two projects), so digits keep Inter's advances. Helvetica has one measured label
    /// and keeps Inter's.
    ///
    /// Helvetica Neue's faces are not narrowed alike, each against Inter at the weight its name states: light 0.923
    /// (14 labels, 2 projects), medium 0.968 (30 labels, 3 projects), bold 0.973 (8 labels, 5 projects; the medians of
    /// docs/research/ib-defaults.md §177, bold's the median of its projects' medians). The faces' average lower-case
    /// widths (Capsize's `xWidthAvg`, 433, 450, 465 and 480 per 1000 em for light, regular, medium and bold) against
    /// Inter's at the same weights (960, 978, 988 and 1008 per 2048 em) rank them the same way: 0.924, 0.942, 0.964,
    /// 0.975.
    package var widthFactor: Double {
        switch self {
        case .avenirNext: 0.96
        case .avenir: 0.955
        case .helveticaNeue: 0.954
        case .helveticaNeueLight: 0.923
        case .helveticaNeueMedium: 0.968
        case .helveticaNeueBold: 0.973
        case .helvetica: 1
        }
    }
}
