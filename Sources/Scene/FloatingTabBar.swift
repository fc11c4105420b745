import Text

/// The sizes of the tab bar iPadOS 18 floats at the top of a regular-width window (and tvOS's row of tabs):
/// a capsule of text tabs. Apple gives no point sizes; these are assumed from Apple's screenshots
/// (docs/research/bars.md §4): capsule 36 pt tall with 3 pt around the tabs, each tab its title (15 pt
/// medium) plus 14 pt on each side.
enum FloatingTabBar {
    static let height = 36.0
    static let padding = 3.0
    static let tabPadding = 14.0
    static let font = TextFont(size: 15, weight: .medium)
}
