import Geometry
import Screens

/// An item UIKit places in a system bar, laid out like a view: the navigation bar's back button and bar
/// button items (`NavigationBarItems`), the tab bar's items (`TabBarItems`) and the toolbar's (`ToolbarItems`).
package struct BarItem: Hashable, Sendable, Codable {
    /// `backButton`, `leadingItem1`, `trailingItem2`, … in the navigation bar; `item1`, `item2`, … in the tab bar and the toolbar.
    package var id: String
    /// The id of the bar that holds it (`navigationBar`, `tabBar`, `toolbar`).
    package var bar: String
    /// The text it shows (a system item's word, the back title, a tab's title); empty for a glyph or an image.
    package var title: String
    /// In window coordinates, like every laid-out frame.
    package var frame: Rect
    /// The item as the document gives it (title, image, system item, style); `nil` for the back button.
    package var item: BarItemSpec?
    /// The item's custom view and its subviews, placed in the item's frame (`BarItemCustomView`); empty for an
    /// item without one. Parents are indices into this list.
    package var customView: [LaidOutView] = []

    package init(id: String, bar: String, title: String, frame: Rect, item: BarItemSpec? = nil) {
        self.id = id
        self.bar = bar
        self.title = title
        self.frame = frame
        self.item = item
    }

    /// Shown as a glyph: a system item's symbol or a named image (drawn as a placeholder of its size).
    package var isGlyph: Bool { item.map { $0.buttonTitle == nil && $0.customView == nil } ?? false }
}
