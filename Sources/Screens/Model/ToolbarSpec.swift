import Diagnostics

/// `toolbar: { items, hidden }`: the navigation controller's system toolbar (`isToolbarHidden = false`).
package struct ToolbarSpec: Hashable, Sendable, Codable, KeyLocated {
    /// The bar button items (titles, images, system items, spaces), leading to trailing.
    package var items: [BarItemSpec]
    /// `hidden:` declared but hidden; no bar inset.
    package var hidden: Bool
    /// Whether the bar is translucent (`isTranslucent`; UIKit's default, true, since iOS 7). The root view of a
    /// controller extends under an opaque bar only when it sets `extendedLayoutIncludesOpaqueBars`
    /// (`ControllerSpec`, `RootViewPlacement`). Not a template key: documents set it.
    package var isTranslucent = true
    /// `tint:` the bar's `tintColor`, the colour of its items, which take their tint as views do
    /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/tintcolor);
    /// a document's `<toolbar key="toolbar">` saves it as `<color key="tintColor">`. `#RRGGBB[AA]` or a system colour's
    /// name; `nil`: the window's, the app's accent colour (`ChromePainter.barTint(_:)`).
    package var tint: String? = nil
    /// The mapping's start.
    package var location: SourceLocation
    /// Where each key of the mapping was written.
    package var keyLocations: [String: SourceLocation]

    package init(
        items: [BarItemSpec] = [], hidden: Bool = false,
        location: SourceLocation, keyLocations: [String: SourceLocation] = [:]
    ) {
        self.items = items
        self.hidden = hidden
        self.location = location
        self.keyLocations = keyLocations
    }
}
