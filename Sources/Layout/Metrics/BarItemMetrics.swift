import Screens
import Text

/// The sizes of what a bar item shows, beyond `NavigationBarMetrics`' insets and gaps. Sources and the
/// reasoning behind each are in docs/research/bars.md.
package enum BarItemMetrics {
    /// A navigation bar or toolbar item's glyph (a system item's symbol or a named image): 24 × 24 pt, the
    /// target size Apple's Human Interface Guidelines gave for navigation bar and toolbar icons
    /// (https://developer.apple.com/ios/human-interface-guidelines/icons-and-images/custom-icons/; 28 pt at most).
    package static let glyphSize = 24.0
    /// A tab bar item's glyph: 25 × 25 pt in a regular (stacked) tab bar, 18 × 18 pt in a compact one
    /// (the same guidelines' tab bar icon sizes).
    package static let tabGlyphSize = 25.0
    package static let compactTabGlyphSize = 18.0
    /// A bar button item's title: 17 pt regular, semibold for a `done` item (`UIBarButtonItem.Style.done`
    /// "uses a bold font"; docs/research/bars.md §1).
    package static func titleFont(bold: Bool) -> TextFont { TextFont(size: 17, weight: bold ? .semibold : .regular) }
    /// A fixed space without a width: UIKit's `fixedSpace(0)` still keeps the bar's gap on each side; 8 pt
    /// assumed (docs/research/bars.md §1).
    package static let defaultFixedSpace = 8.0
    /// The row a navigation item's `prompt` adds above the bar's items: 30 pt (seen: a bar with a prompt is
    /// 74 pt tall on iPhone; docs/research/bars.md §2). Prompt text: 13 pt, secondary label colour (assumed).
    package static let promptHeight = 30.0
    package static let promptFont = TextFont(size: 13)

    /// The width a bar button item takes in a navigation bar or a toolbar: its title's (bold for a done item), a
    /// glyph's, its custom view's, a fixed space's; 0 for a flexible space (which shares what is left).
    package static func width(of item: BarItemSpec, typesetter: Typesetter) -> Double {
        if let system = item.barSystemItem, system.isSpace {
            return system == .fixedSpace ? item.width ?? defaultFixedSpace : 0
        }
        if let custom = item.customViewWidth { return custom }
        guard let title = item.buttonTitle else { return glyphSize }
        return typesetter.width(of: title, font: titleFont(bold: item.isBold))
    }
}
