/// Where San Francisco's design stands between its Text and Display cuts at a size. Since iOS 14 the system
/// font has no breakpoint at 20 pt: it is one variable font whose optical size follows the point size, "merging
/// a font's discrete optical sizes — such as Text and Display for SF Pro — into a single, continuous design"
/// (Apple, Human Interface Guidelines › Typography, https://developer.apple.com/design/human-interface-guidelines/typography),
/// changing "smoothly between 17 and 28 points" with its tracking (Apple, "The details of UI typography",
/// WWDC 2020, https://developer.apple.com/videos/play/wwdc2020/10175/; notes at
/// https://wwdcnotes.com/notes/wwdc20/10175/). Bezel stands in for the two cuts with Inter and Inter Display
/// and sets a size between them at widths between the two.
///
/// Apple publishes the tracking of every size, not how far the design has moved; the fraction is taken as far
/// as the tracking has moved from Text's at 17 pt (−26/1000 em) to Display's at 28 pt (+14/1000 em,
/// `SystemFontTracking`). One-line labels Xcode sized to their text fit it: of 55 in the system font at 20 to 27 pt
/// (17 projects), set wholly in Inter Display they were 5.6 % narrower than saved (median; 7.4 % at 20 pt) and 14
/// within 2 pt; at this fraction the median is the saved width and 42 are within 2 pt.
/// docs/research/substitute-width.md ("Between Text and Display") gives the labels and the other shapes tried.
package enum SystemFontOpticalSize {
    /// The sizes between which the design moves (WWDC 2020, above): Text at and below the first, Display at and
    /// above the second.
    static let textSize = 17.0
    static let displaySize = 28.0

    /// How far the design has moved from Text (0) to Display (1) at `size` points.
    package static func displayFraction(size: Double) -> Double {
        guard size.isFinite, size > textSize else { return 0 }
        guard size < displaySize else { return 1 }
        let text = SystemFontTracking.perMille(size: textSize), display = SystemFontTracking.perMille(size: displaySize)
        return min(1, max(0, (SystemFontTracking.perMille(size: size) - text) / (display - text)))
    }
}
