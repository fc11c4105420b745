import Geometry

/// One view after layout.
public struct LaidOutNode: Sendable, Hashable {
    public var id: String
    public var parent: String?
    /// In window coordinates, every scroll offset zero.
    public var frame: Rect
    /// UIKit's `frame`: in the superview's coordinates; for a scroll view's subview, in the scroll
    /// view's content coordinates (its content area's top-left is (0, 0)).
    public var frameInSuperview: Rect
    /// A scroll view's `contentSize` as the constraints to its content area determine it; nil otherwise.
    public var contentSize: Size?
    /// The first and last baselines in window coordinates (the bottom edge for views without text).
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// The view's `safeAreaInsets` as the engine derived them from the root's.
    public var safeAreaInsets: EdgeInsets
    /// The layout-margins guide as insets from the view's bounds (safe area included when the view
    /// insets its margins from it).
    public var layoutMarginsGuideInsets: EdgeInsets
    /// Lines the text wrapped to, for text views; nil otherwise.
    public var lineCount: Int?

    public init(
        id: String, parent: String?, frame: Rect, frameInSuperview: Rect, contentSize: Size?,
        firstBaseline: Double, lastBaseline: Double, safeAreaInsets: EdgeInsets,
        layoutMarginsGuideInsets: EdgeInsets, lineCount: Int?
    ) {
        self.id = id
        self.parent = parent
        self.frame = frame
        self.frameInSuperview = frameInSuperview
        self.contentSize = contentSize
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.safeAreaInsets = safeAreaInsets
        self.layoutMarginsGuideInsets = layoutMarginsGuideInsets
        self.lineCount = lineCount
    }
}
