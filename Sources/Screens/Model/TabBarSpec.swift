import Diagnostics

/// `tabBar: { items, height, hidden }`: the system tab bar of the controller's tab bar controller.
package struct TabBarSpec: Hashable, Sendable, Codable, KeyLocated {
    /// The items (titles, images, system items), leading to trailing.
    package var items: [BarItemSpec]
    /// `height:` a bar height set by the app, in points above the bottom safe-area inset, as custom tab bars
    /// do (the 70 pt "circle" style, docs/research/domain.md §2); `nil`: UIKit's height for the profile.
    package var height: Double?
    /// `hidden:` the bar exists but is hidden (`hidesBottomBarWhenPushed`); no bar inset.
    package var hidden: Bool
    /// The index in `items` of the tab this screen is (its controller's, or its navigation controller's,
    /// place in the tab bar controller); `nil`: the first, the tab bar controller's default selection.
    package var selected: Int? = nil
    /// Whether the bar is translucent (`isTranslucent`; UIKit's default, true, since iOS 7). The root view of a
    /// controller extends under an opaque bar only when it sets `extendedLayoutIncludesOpaqueBars`
    /// (`ControllerSpec`, `RootViewPlacement`). Not a template key: documents set it.
    package var isTranslucent = true
    /// `tint:` the bar's `tintColor`, the colour of its selected item
    /// (https://developer.apple.com/documentation/uikit/uitabbar/tintcolor); a document's `<tabBar key="tabBar">`
    /// saves it as `<color key="tintColor">`. `#RRGGBB[AA]` or a system colour's name; `nil`: the window's, the app's
    /// accent colour (`ChromePainter.barTint(_:)`).
    package var tint: String? = nil
    /// The mapping's start.
    package var location: SourceLocation
    /// Where each key of the mapping was written.
    package var keyLocations: [String: SourceLocation]

    package init(
        items: [BarItemSpec] = [], height: Double? = nil, hidden: Bool = false,
        location: SourceLocation, keyLocations: [String: SourceLocation] = [:]
    ) {
        self.items = items
        self.height = height
        self.hidden = hidden
        self.location = location
        self.keyLocations = keyLocations
    }
}
