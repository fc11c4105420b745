/// How much wider San Francisco's Text design sets a weight than Inter, which stands in for it, does: San
/// Francisco widens its letters more from regular to bold than Inter. Measured two ways that agree, over the
/// 400 Latin texts of the labels measured in docs/research/substitute-width.md ("Weights of the Text design"):
/// - SF Pro Text's own advances (Apple's designer download, `SF-Pro-Text-Regular.otf`, `-Semibold`, `-Bold`, read
///   with HarfBuzz's `hb-shape`) against Inter's at the same weight: the median text is 0.36 % narrower in
///   regular, 1.30 % wider in semibold and 2.39 % wider in bold;
/// - one-line labels Xcode sized to their text, up to 17 pt: saved widths against Bezel's are 1.000 in regular
///   (258 labels, 64 projects), 1.008 in medium (50, 9), 1.014 in semibold (52, 4) and 1.025 in bold (6, 5).
///
/// Regular keeps Inter's advances (the saved widths say so); medium is the saved labels' share, semibold and bold
/// the font files'. Heavy and black have no measure and keep bold's widening, so that no heavier weight sets a text
/// narrower than a lighter one (each Inter face is wider than the one before it); the light weights keep Inter's. It
/// applies up to 17 pt, where the design is wholly Text: from there San Francisco moves towards Display
/// (`SystemFontOpticalSize`), and labels of 20 to 27 pt fit Inter's advances blended with Inter Display's without it
/// (semibold, 33 labels of four projects, median ratio 1.007 without, 0.993 with; the Display design itself needs
/// none, SF Pro Display Bold's advances being 0.5 % wider than Inter Display Bold's).
package enum SystemFontTextWidth {
    /// The factor on Inter's advances at `weight` in San Francisco's Text design.
    package static func widening(_ weight: FontWeight) -> Double {
        switch weight {
        case .medium: 1.008
        case .semibold: 1.013
        case .bold, .heavy, .black: 1.024
        case .ultraLight, .thin, .light, .regular: 1
        }
    }
}
