import Diagnostics
import Geometry

/// A view controller of a storyboard scene (or a XIB's top-level controller): its bars as declared or
/// simulated, how its view extends under them, its layout guides, segues and root view.
public struct IBViewController: Hashable, Sendable, Codable {
    /// The element name (`viewController`, `navigationController`, `avPlayerViewController`, …).
    public var element: String
    public var kind: IBViewControllerKind
    public var id: String
    public var storyboardIdentifier: String?
    public var customClass: String?
    public var customModule: String?
    public var title: String?
    public var userLabel: String?
    /// `sceneMemberID="viewController"`.
    public var sceneMemberID: String?
    public var navigationItem: IBNavigationItem?
    public var tabBarItem: IBBarItem?
    /// `<toolbarItems>`: the items a navigation controller's toolbar shows for this controller.
    public var toolbarItems: [IBBarItem]
    /// `simulatedStatusBarMetrics`, `simulatedTopBarMetrics`, … in document order.
    public var simulatedMetrics: [IBSimulatedMetric]
    /// `<extendedEdge key="edgesForExtendedLayout">`; nil when absent, which means all edges.
    public var extendedEdges: IBRectEdges?
    public var extendedLayoutIncludesOpaqueBars: Bool
    /// `automaticallyAdjustsScrollViewInsets="NO"`; nil when absent (UIKit's default, YES).
    public var automaticallyAdjustsScrollViewInsets: Bool?
    public var hidesBottomBarWhenPushed: Bool
    public var modalPresentationStyle: String?
    public var modalTransitionStyle: String?
    /// `<size key="freeformSize">` of a freeform scene.
    public var freeformSize: Size?
    /// `<layoutGuides><viewControllerLayoutGuide type="top"/…>` (iOS 7–10 documents).
    public var layoutGuides: [IBLayoutGuide]
    /// A navigation controller's `<navigationBar key="navigationBar">` (translucent, large titles).
    public var navigationBar: IBView?
    /// A navigation controller's `<toolbar key="toolbar">`.
    public var toolbar: IBView?
    /// A tab bar controller's `<tabBar key="tabBar">`.
    public var tabBar: IBView?
    /// The root view (`<view key="view">`, `<tableView key="view">`, …); nil for containers that
    /// do not declare one.
    public var view: IBView?
    public var connections: [IBConnection]
    public var attributes: [IBAttribute]
    public var otherElements: [IBElement]
    public var location: SourceLocation

    public init(element: String, id: String, location: SourceLocation) {
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

    /// The simulated metric with `key` (`simulatedTopBarMetrics`, …), if written.
    public func simulatedMetric(_ key: String) -> IBSimulatedMetric? { simulatedMetrics.first { $0.key == key } }

    public var simulatedStatusBar: IBSimulatedMetric? { simulatedMetric("simulatedStatusBarMetrics") }
    public var simulatedTopBar: IBSimulatedMetric? { simulatedMetric("simulatedTopBarMetrics") }
    public var simulatedBottomBar: IBSimulatedMetric? { simulatedMetric("simulatedBottomBarMetrics") }
    public var simulatedOrientation: IBSimulatedMetric? { simulatedMetric("simulatedOrientationMetrics") }

    /// The segues among the connections, in document order.
    public var segues: [IBConnection] { connections.filter(\.isSegue) }

    /// The ids of the top and bottom layout guides (iOS 7–10 documents).
    public var topLayoutGuideID: String? { layoutGuides.first { $0.type == "top" }?.id }
    public var bottomLayoutGuideID: String? { layoutGuides.first { $0.type == "bottom" }?.id }

    /// Every view of the controller: the bars it declares, then the root view and all below it.
    public var allViews: [IBView] {
        var out: [IBView] = []
        for bar in [navigationBar, toolbar, tabBar] { bar?.appendAll(to: &out) }
        navigationItem?.titleView?.appendAll(to: &out)
        view?.appendAll(to: &out)
        return out
    }
}
