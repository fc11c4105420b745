/// `<navigationBar>`, `<toolbar>` or `<tabBar>` — declared in a view, or a navigation controller's
/// `<navigationBar key="navigationBar">` / `<toolbar key="toolbar">` — with its items.
package struct IBBar: Hashable, Sendable, Codable {
    /// Absent means translucent (UIKit's default since iOS 7).
    package var isTranslucent: Bool
    var barStyle: String?
    /// `largeTitles="YES"` on a navigation bar (iOS 11's `prefersLargeTitles`).
    package var prefersLargeTitles: Bool
    /// A navigation bar's `<textAttributes key="titleTextAttributes"><color key="textColor">`: the title's colour
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/titletextattributes).
    package var titleTextColor: IBColor?
    /// The same of `<textAttributes key="largeTitleTextAttributes">`, the large title's colour
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/largetitletextattributes).
    package var largeTitleTextColor: IBColor?
    /// Toolbar bar button items and tab bar items, in order.
    var items: [IBBarItem]
    /// A standalone navigation bar's `<items><navigationItem …/></items>`.
    var navigationItems: [IBNavigationItem]

    init(isTranslucent: Bool = true, barStyle: String? = nil, prefersLargeTitles: Bool = false, items: [IBBarItem] = [],
                navigationItems: [IBNavigationItem] = []) {
        self.isTranslucent = isTranslucent
        self.barStyle = barStyle
        self.prefersLargeTitles = prefersLargeTitles
        self.items = items
        self.navigationItems = navigationItems
        titleTextColor = nil
        largeTitleTextColor = nil
    }
}
