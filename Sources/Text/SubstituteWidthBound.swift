/// How much wider Bezel's substitute fonts set a text than the font a view names, at most, as measured: the
/// margin within which text that overflows its frame in the substitute may still fit on a device.
///
/// Bezel has no copy of San Francisco; the system font is set in Inter (Inter Display from 28 pt, widths between
/// the two from 17 to 28 pt: `SystemFontOpticalSize`) with San Francisco's tracking (`SystemFontTracking`), and a
/// family the project does not ship is set in Inter untracked. Interface Builder sized views to the real font, so a frame fitted to its text is often a little narrower than the same text
/// in the substitute. The bounds are the widest ratio of Bezel's width to Interface Builder's saved width among
/// the one-line labels and buttons of the corpus's tuning half whose saved width is their text's, rounded up to
/// half a percent: docs/research/substitute-width.md gives the selection, the distributions and their limits,
/// and `Benchmarks/substitute_width.py` measures them again.
///
/// A face from the project's own font files (`TextFont.projectFont`) has the real metrics: no margin; so has a
/// metric-compatible face (`MetricCompatibleFont`), whose advances are the family's (docs/research/substitute-width.md,
/// "Metric-compatible faces"); Debian's release of an open family (`OpenFamilyFont`) has a small one.
package enum SubstituteWidthBound {
    /// Apple's system font in its Text design, up to 17 pt (set in Inter): the widest
    /// of 21 labels and buttons of 14 to 17 pt was 2.04 % wider than saved (`V2Ray`, 17 pt: 50 pt against 49 on a
    /// 1× canvas, where widths are whole points); the median ratio is 1.0000 (nine are Interface Builder's
    /// placeholder text "Label").
    package static let systemText = 0.025
    /// Apple's system font in its Display design, from 28 pt (set in Inter Display): of three of 25 and 28 pt, the
    /// 28 pt one was 1.49 % narrower than saved, the 25 pt ones 0.87 % and 1.45 % wider when set in Inter Display.
    /// (Set in Inter, the same three are 9.95 %, 12.11 % and 12.42 % wider.)
    package static let systemDisplay = 0.015
    /// Apple's system font between its designs, above 17 and below 28 pt (set between Inter and Inter Display):
    /// the tuning half's two, 25 pt button titles, were 3.11 % and 3.71 % wider than saved; across the tuning half
    /// and eight exploration sets the widest of 95 Latin texts was 4.84 % (`You're ready to go`, 26 pt). Only
    /// CJK texts, set in other substitutes, went further (6.2 %).
    package static let systemBetweenDesigns = 0.05
    /// A named family the project does not ship, set in Inter: four labels of one family (Lato, 16 to 24 pt)
    /// were 1.85 % narrower to 14.29 % wider than saved. Other families differ from Inter by other amounts;
    /// this is the only one the tuning half measured (Lato itself is now set in Debian's face, `openFamily`).
    package static let namedFamily = 0.145

    /// A family set in Debian's release of it (`OpenFamilyFont`, Lato 2.0, Roboto 2.140), which may not be the
    /// release the app bundles: of 76 one-line Lato labels saved within 5 pt of Debian's width, the one furthest the
    /// other way was saved 1.9 % narrower than Debian's face sets it (16 pt, 171.667 pt against 174.96;
    /// docs/research/ib-defaults.md §165); of the 250 Roboto labels saved within 2 pt of Debian's width, 0.9 %
    /// narrower (§169).
    package static let openFamily = 0.02

    /// The fraction by which a text set in `font` may be wider in Bezel than on a device: 0 for a project face or a
    /// metric-compatible one.
    package static func fraction(for font: TextFont) -> Double {
        if let token = font.projectFont { return OpenFamilyFont.isToken(token) ? openFamily : 0 }
        if !font.isSystemFont { return namedFamily }
        switch font.displayDesignFraction {
        case ...0: return systemText
        case 1...: return systemDisplay
        default: return systemBetweenDesigns
        }
    }

    /// Whether `measured` points of text in `font` fit `width` once the substitute's measured error is allowed
    /// for: `measured` ≤ `width` × (1 + `fraction(for:)`).
    package static func fits(measured: Double, in width: Double, font: TextFont) -> Bool {
        Typesetter.fits(measured: measured, in: width * (1 + fraction(for: font)))
    }
}
