import Geometry

/// One view after layout.
package struct LaidOutNode: Sendable, Hashable {
    package var id: String
    package var parent: String?
    /// In window coordinates, every scroll offset zero.
    package var frame: Rect
    /// UIKit's `frame`: in the superview's coordinates; for a scroll view's subview, in the scroll
    /// view's content coordinates (its content area's top-left is (0, 0)).
    var frameInSuperview: Rect
    /// A scroll view's `contentSize` as the constraints to its content area determine it; nil otherwise.
    package var contentSize: Size?
    /// The first and last baselines in window coordinates (the bottom edge for views without text).
    var firstBaseline: Double
    var lastBaseline: Double
    /// The view's `safeAreaInsets` as the engine derived them from the root's.
    var safeAreaInsets: EdgeInsets
    /// The layout-margins guide as insets from the view's bounds (safe area included when the view
    /// insets its margins from it).
    var layoutMarginsGuideInsets: EdgeInsets
    /// Lines the text wrapped to, for text views; nil otherwise.
    var lineCount: Int?

    init(
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
