import Diagnostics
import Geometry

/// `controller:` the view controller that owns the screen's root view, and the containers around it.
/// The system bars it declares shape the root view's safe area (docs/research/domain.md §3).
package struct ControllerSpec: Hashable, Sendable, Codable, KeyLocated {
    /// `navigationBar:` a system navigation bar (the controller sits in a `UINavigationController`);
    /// `nil` when the key is absent: no navigation controller.
    package var navigationBar: NavigationBarSpec?
    /// `tabBar:` a system tab bar (the controller sits in a `UITabBarController`); `nil`: none.
    package var tabBar: TabBarSpec?
    /// `toolbar:` the navigation controller's system toolbar; `nil`: none.
    package var toolbar: ToolbarSpec?
    /// `additionalSafeAreaInsets:` added to the root view's safe area; may be negative to cancel an inset
    /// (docs/research/seeds.md, seed 002's third cure, e.g. top -20).
    package var additionalSafeAreaInsets: EdgeInsets
    /// `automaticallyAdjustsScrollViewInsets:` the pre-iOS 11 switch, still consulted by the `automatic`
    /// content-inset adjustment behaviour. UIKit's default is `true`.
    package var automaticallyAdjustsScrollViewInsets: Bool
    /// `viewRespectsSystemMinimumLayoutMargins:` whether the root view's layout margins are at least
    /// UIKit's system minimum. UIKit's default is `true`.
    package var viewRespectsSystemMinimumLayoutMargins: Bool
    /// `edgesForExtendedLayout`'s top and bottom: whether the root view reaches under the container's top bar
    /// (navigation bar) and bottom bars (tab bar, toolbar). UIKit's default is all edges
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/edgesforextendedlayout). Not a
    /// template key: documents set it (`RootViewPlacement` places the root view).
    package var extendsUnderTopBar = true
    package var extendsUnderBottomBars = true
    /// `extendedLayoutIncludesOpaqueBars`: whether the extended edges reach under opaque bars too. UIKit's
    /// default is false
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/extendedlayoutincludesopaquebars).
    package var extendedLayoutIncludesOpaqueBars = false
    /// The split view controller's column the controller fills, which decides its width on an iPad
    /// (`SplitViewColumn`); nil in none. Not a template key: storyboards set it.
    package var splitViewColumn: SplitViewColumn?
    /// The `controller:` mapping's start, or the document's when the key was left out.
    package var location: SourceLocation
    /// Where each key of the mapping was written.
    package var keyLocations: [String: SourceLocation]

    init(
        navigationBar: NavigationBarSpec? = nil, tabBar: TabBarSpec? = nil, toolbar: ToolbarSpec? = nil,
        additionalSafeAreaInsets: EdgeInsets = .zero, automaticallyAdjustsScrollViewInsets: Bool = true,
        viewRespectsSystemMinimumLayoutMargins: Bool = true,
        location: SourceLocation = SourceLocation(file: "", line: 1, column: 1),
        keyLocations: [String: SourceLocation] = [:]
    ) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
        self.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
        self.location = location
        self.keyLocations = keyLocations
    }
}
