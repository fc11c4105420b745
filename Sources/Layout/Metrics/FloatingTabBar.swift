import Geometry
import Screens
import Text

/// The sizes of the tab bar iPadOS 18 floats at the top of a regular-width window (and tvOS's row of tabs):
/// a capsule of text tabs. Apple gives no point sizes; these are assumed from Apple's screenshots
/// (docs/research/bars.md §4): capsule 36 pt tall with 3 pt around the tabs, each tab its title (15 pt
/// medium) plus 14 pt on each side.
package enum FloatingTabBar {
    package static let height = 36.0
    package static let padding = 3.0
    package static let tabPadding = 14.0
    package static let font = TextFont(size: 15, weight: .medium)

    /// A tab's width: its title in `font` with `tabPadding` on each side.
    package static func tabWidth(of item: BarItemSpec, typesetter: Typesetter) -> Double {
        typesetter.width(of: item.tabTitle, font: font) + 2 * tabPadding
    }

    /// The capsule centred in the bar's `frame` holding tabs `widths` wide, no wider than the frame less 16 pt
    /// on each side.
    package static func capsule(in frame: Rect, widths: [Double]) -> Rect {
        let width = min(frame.width - 32, widths.reduce(0, +) + 2 * padding)
        return frame.centring(Size(width: width, height: min(frame.height, height)))
    }
}
