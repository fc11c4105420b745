import Diagnostics
import AutoLayout
import Devices
import Geometry
import Screens

/// One screen laid out on one profile: plain values the checks, the renderer and `bezel layout` read.
package struct LaidOutScreen: Hashable, Sendable, Codable {
    /// The template's `screen:` name.
    package var screen: String
    var deviceID: String
    package var orientation: Orientation
    package var window: WindowMode
    /// The iOS version whose rules were applied.
    package var ios: Int
    /// The root view's size: the app window (a Split View share, or the letterbox of a legacy app).
    package var size: Size
    /// The app window on the screen, in screen points: the profile's window, or the letterbox rectangle.
    package var windowFrame: Rect
    /// True when a legacy launch screen makes the app run letterboxed (docs/research/uikit-metrics.md §9).
    package var isLetterboxed: Bool
    /// The root view's `safeAreaInsets`: device insets, status bar and bars, plus `additionalSafeAreaInsets`.
    /// Before iOS 11: the top and bottom layout guides.
    package var safeAreaInsets: EdgeInsets
    /// The root view's `layoutMargins`, from the window's edges (its own, unless the root view stops at bars:
    /// `rootViewFrame`). Leading and trailing are sourced (16/20 by size class);
    /// top and bottom are 0 for a storyboard controller's root view and, from iOS 11, a XIB's top-level view that is
    /// not a cell (`LayoutMarginMetrics.rootVerticalInDocuments`), and the assumed 8 elsewhere
    /// (`LayoutMarginMetrics.rootVertical`), listed in `assumptions` when a pin reads them.
    package var layoutMargins: EdgeInsets
    /// The root view's readable content guide, in window coordinates.
    var readableContentFrame: Rect
    /// `topLayoutGuide.length` and `bottomLayoutGuide.length` (what pre-iOS 11 code pins to).
    var topLayoutGuide: Double
    var bottomLayoutGuide: Double
    /// System bars first (statusBar, navigationBar, tabBar, toolbar, homeIndicator, those present), then the
    /// template's views depth first, back to front.
    package var views: [LaidOutView]
    /// Every number used that no source gives for this case, one sentence each, in the order first used.
    var assumptions: [String]
    /// Views whose frame the constraints leave free on some axis (what Xcode reports as ambiguous
    /// layout), in view order; empty for screens laid out by pins.
    package var ambiguities: [AmbiguousView] = []
    /// Sets of required constraints that cannot all hold, each an error naming the constraint UIKit breaks
    /// followed by a note for every member of the set, at their `file:line:column`. The screen is laid out
    /// without the broken one, as UIKit does at run time; the `constraint-conflict` check reports them.
    package var conflicts: [Diagnostic] = []
    /// The direction the screen was laid out in (`Screen.layoutDirection`).
    package var layoutDirection: LayoutDirection = .leftToRight
    /// Items UIKit places in the bars (the back button), in bar order; empty when the screen has none.
    package var barItems: [BarItem] = []
    /// The controller's root view in window coordinates: the window, or the part of it between the bars the
    /// view does not extend under (`RootViewPlacement`).
    package var rootViewFrame = Rect.zero
    /// Whether the top-level entries of `views` are the root view's subviews (templates, and documents whose
    /// root is a plain view), whose `frameInSuperview` is measured from `rootViewFrame`, rather than the root
    /// view itself (a table or collection view controller's view), measured from the window.
    package var topLevelViewsAreRootSubviews = true
    /// The views drawn as stand-ins (`Screen.substitutes`): the layout JSON names them as `notDrawnExactly`.
    var substitutes: [Substitute] = []
    /// Whether the profile is an Apple TV's: tvOS has one orientation and its own name in the header.
    var isTV = false

    init(
        screen: String, deviceID: String, orientation: Orientation, window: WindowMode, ios: Int, size: Size,
        windowFrame: Rect, isLetterboxed: Bool, safeAreaInsets: EdgeInsets, layoutMargins: EdgeInsets,
        readableContentFrame: Rect, topLayoutGuide: Double, bottomLayoutGuide: Double, views: [LaidOutView],
        assumptions: [String]
    ) {
        self.screen = screen
        self.deviceID = deviceID
        self.orientation = orientation
        self.window = window
        self.ios = ios
        self.size = size
        self.windowFrame = windowFrame
        self.isLetterboxed = isLetterboxed
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentFrame = readableContentFrame
        self.topLayoutGuide = topLayoutGuide
        self.bottomLayoutGuide = bottomLayoutGuide
        self.views = views
        self.assumptions = assumptions
    }

    /// The root view's safe-area rectangle, in window coordinates.
    package var safeAreaFrame: Rect { Rect(origin: .zero, size: size).inset(by: safeAreaInsets) }

    /// The first view with this id (ids are unique in a screen; system bar ids are reserved).
    package func view(_ id: String) -> LaidOutView? { views.first { $0.id == id } }

    /// UIKit's `frame` of `views[index]`: in its superview's coordinates (the root view's for its subviews,
    /// `rootViewFrame`; the window's for the system bars and a root view that is itself a laid-out view). A scroll view's subviews are in content coordinates: their window
    /// frame was moved by minus the initial content offset, which is added back here.
    func frameInSuperview(_ index: Int) -> Rect {
        let view = views[index]
        guard let parentIndex = view.parent else {
            guard topLevelViewsAreRootSubviews, !view.kind.isSystem else { return view.frame }
            return view.frame.offsetBy(dx: -rootViewFrame.minX, dy: -rootViewFrame.minY)
        }
        let parent = views[parentIndex]
        let offset = parent.scroll?.contentOffset ?? .zero
        return view.frame.offsetBy(dx: offset.x - parent.frame.minX, dy: offset.y - parent.frame.minY)
    }

    /// True when any number behind this layout is assumed rather than sourced.
    var hasAssumptions: Bool { !assumptions.isEmpty }
}
