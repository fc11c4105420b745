import Diagnostics
import Geometry

/// A view controller of a storyboard scene (or a XIB's top-level controller): its bars as declared or
/// simulated, how its view extends under them, its layout guides, segues and root view.
package struct IBViewController: Hashable, Sendable, Codable, IBSimulatedMetricsHolder {
    /// The element name (`viewController`, `navigationController`, `avPlayerViewController`, …).
    var element: String
    package var kind: IBViewControllerKind
    package var id: String
    package var storyboardIdentifier: String?
    package var customClass: String?
    var customModule: String?
    package var title: String?
    package var userLabel: String?
    /// `sceneMemberID="viewController"`.
    var sceneMemberID: String?
    package var navigationItem: IBNavigationItem?
    package var tabBarItem: IBBarItem?
    /// `<toolbarItems>`: the items a navigation controller's toolbar shows for this controller.
    package var toolbarItems: [IBBarItem]
    /// `simulatedStatusBarMetrics`, `simulatedTopBarMetrics`, … in document order.
    package var simulatedMetrics: [IBSimulatedMetric]
    /// `<extendedEdge key="edgesForExtendedLayout">`; nil when absent, which means all edges.
    package var extendedEdges: IBRectEdges?
    package var extendedLayoutIncludesOpaqueBars: Bool
    /// `automaticallyAdjustsScrollViewInsets="NO"`; nil when absent (UIKit's default, YES).
    package var automaticallyAdjustsScrollViewInsets: Bool?
    package var hidesBottomBarWhenPushed: Bool
    var modalPresentationStyle: String?
    var modalTransitionStyle: String?
    /// `<size key="freeformSize">` of a freeform scene.
    package var freeformSize: Size?
    /// `<layoutGuides><viewControllerLayoutGuide type="top"/…>` (iOS 7–10 documents).
    package var layoutGuides: [IBLayoutGuide]
    /// A navigation controller's `<navigationBar key="navigationBar">` (translucent, large titles).
    package var navigationBar: IBView?
    /// A navigation controller's `<toolbar key="toolbar">`.
    package var toolbar: IBView?
    /// A tab bar controller's `<tabBar key="tabBar">`.
    package var tabBar: IBView?
    /// The root view (`<view key="view">`, `<tableView key="view">`, …); nil for containers that
    /// do not declare one.
    package var view: IBView?
    var connections: [IBConnection]
    package var attributes: [IBAttribute]
    var otherElements: [IBElement]
    package var location: SourceLocation

    init(element: String, id: String, location: SourceLocation) {
        self.element = element
        self.kind = IBViewControllerKind.of(element: element)
        self.id = id
        self.location = location
        storyboardIdentifier = nil
        customClass = nil
        customModule = nil
        title = nil
        userLabel = nil
        sceneMemberID = nil
        navigationItem = nil
        tabBarItem = nil
        toolbarItems = []
        simulatedMetrics = []
        extendedEdges = nil
        extendedLayoutIncludesOpaqueBars = false
        automaticallyAdjustsScrollViewInsets = nil
        hidesBottomBarWhenPushed = false
        modalPresentationStyle = nil
        modalTransitionStyle = nil
        freeformSize = nil
        layoutGuides = []
        navigationBar = nil
        toolbar = nil
        tabBar = nil
        view = nil
        connections = []
        attributes = []
        otherElements = []
    }

    package var simulatedStatusBar: IBSimulatedMetric? { simulatedMetric("simulatedStatusBarMetrics") }
    var simulatedOrientation: IBSimulatedMetric? { simulatedMetric("simulatedOrientationMetrics") }

    /// The segues among the connections, in document order.
    package var segues: [IBConnection] { connections.filter(\.isSegue) }

    /// The segues of the controller, of every view in it (a table cell's or a button's), in document order, and
    /// of its bar items (its navigation item's bar button items, then its toolbar items): a bar button item's
    /// segue is triggered from the controller's scene as a button's is.
    package var seguesOfAllViews: [IBConnection] {
        let barItems = (navigationItem?.barButtonItems ?? []) + toolbarItems
        return segues + allViews.flatMap { $0.connections.filter(\.isSegue) } + barItems.flatMap { $0.connections.filter(\.isSegue) }
    }

    /// The ids of the top and bottom layout guides (iOS 7–10 documents).
    var topLayoutGuideID: String? { layoutGuides.first { $0.type == "top" }?.id }
    var bottomLayoutGuideID: String? { layoutGuides.first { $0.type == "bottom" }?.id }

    /// Every view of the controller: the bars it declares, its navigation item's title view and its bar items'
    /// custom views, then the root view and all below it.
    package var allViews: [IBView] {
        var out: [IBView] = []
        for bar in [navigationBar, toolbar, tabBar] { bar?.appendAll(to: &out) }
        navigationItem?.titleView?.appendAll(to: &out)
        for item in (navigationItem?.barButtonItems ?? []) + toolbarItems { item.customView?.appendAll(to: &out) }
        view?.appendAll(to: &out)
        return out
    }
}
