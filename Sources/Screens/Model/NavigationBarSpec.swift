import Diagnostics
import Geometry

/// `navigationBar: { title, prompt, back, leadingItems, trailingItems, largeTitle, hidden }`: the system navigation bar of the controller's
/// navigation controller.
package struct NavigationBarSpec: Hashable, Sendable, Codable, KeyLocated {
    /// The title shown in the bar (checked for truncation); `nil`: no title.
    package var title: String?
    /// `prompt:` a line of text above the title (`UINavigationItem.prompt`), which makes the bar taller.
    package var prompt: String? = nil
    /// `back:` the title of the back button UIKit shows for the previous controller on the stack
    /// (`UINavigationItem.backButtonTitle`); `nil`: this controller is the navigation stack's root, no back button.
    package var backTitle: String?
    /// `leadingItems:` / `trailingItems:` bar button items (titles, images, system items) (`UINavigationItem.leftBarButtonItems` /
    /// `rightBarButtonItems`, which UIKit places at the leading and trailing ends), each list from its end inwards.
    package var leadingItems: [BarItemSpec]
    package var trailingItems: [BarItemSpec]
    /// `largeTitle:` the iOS 11+ large-title variant (`prefersLargeTitles`), taller while scrolled to the top.
    package var largeTitle: Bool
    /// `hidden:` the controller sits in a navigation controller whose bar is hidden
    /// (`isNavigationBarHidden`): no bar, but still "inside a navigation controller" for the `automatic`
    /// content-inset behaviour (docs/research/domain.md §4).
    package var hidden: Bool
    /// Whether the bar is translucent (`isTranslucent`; UIKit's default, true, since iOS 7). The root view of a
    /// controller extends under an opaque bar only when it sets `extendedLayoutIncludesOpaqueBars`
    /// (`ControllerSpec`, `RootViewPlacement`). Not a template key: documents set it.
    package var isTranslucent = true
    /// The bar's `barTintColor`, its background's colour (https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor);
    /// `titleColour` and `largeTitleColour` the text colours of its `titleTextAttributes` and `largeTitleTextAttributes`;
    /// `tint` its `tintColor`, the colour of its bar button items and back button
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/tintcolor). `#RRGGBB[AA]` or a system colour's
    /// name; nil: UIKit's default, for `tint` the window's, the app's accent colour (`Screen.accentTint`). Documents set
    /// them all; a template sets `tint:` alone.
    package var barTint: String? = nil
    package var titleColour: String? = nil
    package var largeTitleColour: String? = nil
    package var tint: String? = nil
    /// The frame a document saved its navigation controller's bar at (`<navigationBar key="navigationBar">`'s
    /// `<rect key="frame">`): where Interface Builder drew the bar on its canvas, 56 pt tall at the top of a page
    /// sheet (`SavedProfile`, docs/research/ib-defaults.md §61). Nil for templates and bars a document does not save.
    package var savedFrame: Rect? = nil
    /// The mapping's start.
    package var location: SourceLocation
    /// Where each key of the mapping was written.
    package var keyLocations: [String: SourceLocation]

    package init(
        title: String? = nil, backTitle: String? = nil, leadingItems: [BarItemSpec] = [], trailingItems: [BarItemSpec] = [], largeTitle: Bool = false, hidden: Bool = false,
        location: SourceLocation, keyLocations: [String: SourceLocation] = [:]
    ) {
        self.title = title
        self.backTitle = backTitle
        self.leadingItems = leadingItems
        self.trailingItems = trailingItems
        self.largeTitle = largeTitle
        self.hidden = hidden
        self.location = location
        self.keyLocations = keyLocations
    }
}
