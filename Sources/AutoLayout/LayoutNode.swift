import Diagnostics
import Geometry

/// One view of the hierarchy the engine lays out, with everything UIKit's Auto Layout reads from a
/// `UIView`. Subview order (back to front) is the order the nodes appear in `AutoLayoutInput.nodes`.
package struct LayoutNode: Sendable, Hashable, Codable {
    /// Unique among nodes and guides (Interface Builder's object id, or a template's view name).
    package var id: String
    /// The superview's id; nil only for the root view.
    package var parent: String?
    /// A name for messages (IB's `userLabel` or class, a template's name); defaults to the id.
    var name: String?
    package var intrinsicContent: IntrinsicContent
    /// Content hugging per axis: the intrinsic size is a maximum at this priority
    /// (https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)); UIKit's
    /// default 250 (`defaultLow`), Interface Builder's labels and buttons 251.
    var horizontalHugging: LayoutPriority
    var verticalHugging: LayoutPriority
    /// Compression resistance per axis: the intrinsic size is a minimum at this priority
    /// (https://developer.apple.com/documentation/uikit/uiview/contentcompressionresistancepriority(for:));
    /// UIKit's default 750 (`defaultHigh`).
    var horizontalCompressionResistance: LayoutPriority
    var verticalCompressionResistance: LayoutPriority
    /// When true (UIKit's default for views made in code; IB writes `translatesAutoresizingMaskIntoConstraints="NO"`
    /// for views it constrains) the view's frame comes from `autoresizingMask` and `savedFrame`
    /// (https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints).
    /// The initializer's default is false: front ends set it from the document (IB: absent means YES).
    /// Ignored for the root (its frame comes from the caller) and for arranged subviews of a stack
    /// (UIStackView turns it off: https://developer.apple.com/documentation/uikit/uistackview).
    var translatesAutoresizingMaskIntoConstraints: Bool
    var autoresizingMask: AutoresizingMask
    /// The frame the view had in its superview's coordinates when its struts were recorded
    /// (Interface Builder's saved `<rect key="frame">`).
    var savedFrame: Rect?
    /// The superview's bounds size at that time (the superview's saved frame size).
    var savedSuperviewSize: Size?
    /// Explicit layout margins; nil means UIKit's default, 8 on each side for a non-root view
    /// (https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins). The root's
    /// margins come from `AutoLayoutInput.rootLayoutMargins`.
    var layoutMargins: EdgeInsets?
    /// When true, `layoutMargins.left`/`.right` are leading/trailing (IB's `directionalLayoutMargins`)
    /// and swap in right-to-left layouts.
    var layoutMarginsAreDirectional: Bool
    /// `preservesSuperviewLayoutMargins`: the view's margin on an edge is at least the superview's
    /// margin where the view's edge is near the superview's margin area
    /// (https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins).
    var preservesSuperviewLayoutMargins: Bool
    /// `insetsLayoutMarginsFromSafeArea` (default true): the margins are measured from the safe area
    /// (https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea).
    package var insetsLayoutMarginsFromSafeArea: Bool
    /// The layout direction the view's `semanticContentAttribute` forces on it and its subviews
    /// (https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute); nil follows the
    /// superview, and the root's superview is the window with `AutoLayoutInput.layoutDirection`.
    var forcedLayoutDirection: LayoutDirection?
    /// Hidden views keep their constraints, except that a stack view removes hidden arranged
    /// subviews from its arrangement (https://developer.apple.com/documentation/uikit/uistackview).
    var isHidden: Bool
    /// Set for a `UIStackView`.
    var stack: StackConfiguration?
    /// True for `UIScrollView` and its subclasses (table, collection and text views): its subviews
    /// live in content coordinates and edge constraints to it mean its content area.
    package var isScrollView: Bool
    /// Where the view is declared, for diagnostics.
    package var location: SourceLocation?
    /// For a label with no text (a zero intrinsic size): its font, which still places its baselines one ascender
    /// below its top (docs/research/ib-defaults.md §39). Nil for every other view.
    package var emptyTextFont: TextContent?
    /// For a view whose frame comes from its autoresizing mask: its height is added after the document's constraints,
    /// so that it is the constraint a conflict with them breaks (a table cell's content view drawn alone on Interface
    /// Builder's canvas, docs/research/ib-defaults.md §163). False for every other view.
    package var heightGivesWayToSubviews = false

    package init(
        id: String, parent: String?, name: String? = nil, intrinsicContent: IntrinsicContent = .none,
        horizontalHugging: LayoutPriority = .defaultLow, verticalHugging: LayoutPriority = .defaultLow,
        horizontalCompressionResistance: LayoutPriority = .defaultHigh,
        verticalCompressionResistance: LayoutPriority = .defaultHigh,
        translatesAutoresizingMaskIntoConstraints: Bool = false, autoresizingMask: AutoresizingMask = [],
        savedFrame: Rect? = nil, savedSuperviewSize: Size? = nil,
        layoutMargins: EdgeInsets? = nil, layoutMarginsAreDirectional: Bool = false,
        preservesSuperviewLayoutMargins: Bool = false, insetsLayoutMarginsFromSafeArea: Bool = true,
        isHidden: Bool = false, stack: StackConfiguration? = nil, isScrollView: Bool = false,
        location: SourceLocation? = nil, forcedLayoutDirection: LayoutDirection? = nil, emptyTextFont: TextContent? = nil
    ) {
        self.emptyTextFont = emptyTextFont
        self.forcedLayoutDirection = forcedLayoutDirection
        self.id = id
        self.parent = parent
        self.name = name
        self.intrinsicContent = intrinsicContent
        self.horizontalHugging = horizontalHugging
        self.verticalHugging = verticalHugging
        self.horizontalCompressionResistance = horizontalCompressionResistance
        self.verticalCompressionResistance = verticalCompressionResistance
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.autoresizingMask = autoresizingMask
        self.savedFrame = savedFrame
        self.savedSuperviewSize = savedSuperviewSize
        self.layoutMargins = layoutMargins
        self.layoutMarginsAreDirectional = layoutMarginsAreDirectional
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.isHidden = isHidden
        self.stack = stack
        self.isScrollView = isScrollView
        self.location = location
    }

    /// The hugging priority on one axis.
    func hugging(_ axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? horizontalHugging : verticalHugging
    }

    /// The compression-resistance priority on one axis.
    func compressionResistance(_ axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? horizontalCompressionResistance : verticalCompressionResistance
    }
}
