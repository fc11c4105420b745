/// `text-tight`: a text overflows its frame as Bezel measures it, but by no more than the measured error of the
/// substitute font it is measured in (`SubstituteWidthBound`), so it may fit on a device.
///
/// Bezel sets the system font in Inter (Inter Display from 28 pt, between the two from 17 to 28 pt, with San
/// Francisco's tracking) and a family the project does not ship in Inter too; Interface Builder fitted frames to
/// the real fonts, which set the same text up to 2.5 % narrower up to 17 pt, 5 % between 17 and 28 pt, 1.5 % from
/// 28 pt, and a named family up to 14.5 % (docs/research/substitute-width.md). Within
/// that margin Bezel cannot tell a cut text from one that fits, so it says so at severity info instead of
/// reporting `text-truncated`. The texts, fonts and frames are `text-truncated`'s (`TextTruncatedRule`): the
/// two rules split its overflows at the bound and never report the same text.
package struct TextTightRule: Rule {
    init() {}
    package let id = "text-tight"
    package let defaultSeverity = Severity.info
    package let statement = "Text that overflows its frame in a substitute font by less than that font's measured error is checked where the real font is."
    package let help = "Check the view on a device or in Xcode's canvas; room for the text plus the substitute's measured error (2.5 % up to 17 pt in the system font, 5 % between 17 and 28 pt, 1.5 % from 28 pt, 14.5 % in a family the project does not ship) fits in any case."

    package func check(_ context: CheckContext) -> [Finding] { context.textFit.tight }
}
