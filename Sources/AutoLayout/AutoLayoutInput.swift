import Diagnostics
import Geometry

/// Everything one Auto Layout pass needs: the view tree, its guides and constraints, and the facts
/// about the root view that depend on the device and the bars (Bezel's chrome layout computes them).
package struct AutoLayoutInput: Sendable, Hashable, Codable {
    /// The views, parents before or after children in any order; subview order among siblings is
    /// the order here. Exactly one node has no parent: the root.
    package var nodes: [LayoutNode]
    package var guides: [LayoutGuideNode]
    package var constraints: [LayoutConstraint]
    /// The root view's frame in window coordinates (e.g. (0, 64, 375, 603) under an opaque bar).
    package var rootFrame: Rect
    /// The root view's `safeAreaInsets` (https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
    package var rootSafeAreaInsets: EdgeInsets
    /// The root's layout-margins guide as insets from the root's bounds, safe area already included
    /// (what UIKit gives a controller's root view: system minimum margins plus the safe area,
    /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins).
    package var rootLayoutMargins: EdgeInsets
    /// The root's readable content guide as insets from the root's bounds; nil means the margins guide.
    package var rootReadableContentInsets: EdgeInsets?
    package var layoutDirection: LayoutDirection
    /// The most solve passes for the guides that depend on frames (subviews' safe areas, wrapping
    /// labels): after a pass whose frames changed those guides, the engine re-solves, at most this often.
    package var maximumPasses: Int
    /// The row cells the solver may rewrite before the layout is refused (`InputLimits.solverWork`).
    package var solverWork: Int = InputLimits.standard.solverWork
    /// True when the pass stands for Interface Builder's canvas (`--device saved`): a view's width and height keep
    /// the values the document saved wherever nothing above `LayoutPriority.canvasSavedSize` sets them, as the
    /// canvas leaves them (`LayoutSystem.addCanvasSavedSizes`). False for a device at run time.
    package var keepsSavedSizes: Bool = false

    package init(
        nodes: [LayoutNode], guides: [LayoutGuideNode] = [], constraints: [LayoutConstraint] = [],
        rootFrame: Rect, rootSafeAreaInsets: EdgeInsets = .zero,
        rootLayoutMargins: EdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
        rootReadableContentInsets: EdgeInsets? = nil, layoutDirection: LayoutDirection = .leftToRight,
        maximumPasses: Int = 4
    ) {
        self.nodes = nodes
        self.guides = guides
        self.constraints = constraints
        self.rootFrame = rootFrame
        self.rootSafeAreaInsets = rootSafeAreaInsets
        self.rootLayoutMargins = rootLayoutMargins
        self.rootReadableContentInsets = rootReadableContentInsets
        self.layoutDirection = layoutDirection
        self.maximumPasses = maximumPasses
    }
}
