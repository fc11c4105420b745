import Diagnostics
import Geometry

/// One view placed on one profile: a system bar or a template view.
///
/// Every rectangle is in the coordinates of the app's window (the root view's bounds): (0, 0) is the
/// window's top-left corner, wherever the window sits on the screen (`LaidOutScreen.windowFrame`).
/// Views inside a scroll view are placed at the scroll view's initial content offset.
package struct LaidOutView: Hashable, Sendable, Codable {
    /// The template's `id:`, or the system bar's id (`statusBar`, `navigationBar`, `tabBar`, `toolbar`,
    /// `homeIndicator`).
    package var id: String
    package var kind: LaidOutKind
    /// The index in `LaidOutScreen.views` of the superview; `nil` for system bars and the root view's subviews.
    package var parent: Int?
    /// 0 for system bars and the root view's subviews, 1 for their subviews, and so on.
    var depth: Int
    package var frame: Rect
    /// `safeAreaInsets`: the part of this view that overlaps its superview's unsafe region (zero when it lies
    /// wholly inside the superview's safe area). Zero for system bars.
    package var safeAreaInsets: EdgeInsets
    /// `layoutMargins`, from the view's edges (8 pt plus the safe area by default, docs/research/uikit-metrics.md §5).
    var layoutMargins: EdgeInsets
    /// Scroll geometry for `scroll`, `table`, `collection` and `grid`; `nil` for other views.
    package var scroll: ScrollGeometry?
    /// The responsive grid's columns and items for `grid`; `nil` for other views.
    package var grid: GridGeometry?
    /// Where the view is written in the template: the bar's `controller:` entry for the navigation bar, tab bar
    /// and toolbar; `nil` for the status bar and the home indicator, which no template line declares.
    package var location: SourceLocation?
    /// The text the view shows: a label's, button's or text field's `text:`, the navigation bar's title;
    /// `nil` for views without text. Layout goldens keep it, so a changed title is reported in words.
    package var text: String?
    /// `isHidden` as the screen description sets it on this view (not inherited: a subview of a hidden view keeps
    /// `false`, as in UIKit, https://developer.apple.com/documentation/uikit/uiview/ishidden). The view is still laid
    /// out, as UIKit lays out hidden views; nothing of it or its subviews is drawn.
    package var isHidden: Bool

    init(
        id: String, kind: LaidOutKind, parent: Int? = nil, depth: Int = 0, frame: Rect,
        safeAreaInsets: EdgeInsets = .zero, layoutMargins: EdgeInsets = .zero, scroll: ScrollGeometry? = nil,
        grid: GridGeometry? = nil, location: SourceLocation? = nil, text: String? = nil, isHidden: Bool = false
    ) {
        self.text = text
        self.isHidden = isHidden
        self.id = id
        self.kind = kind
        self.parent = parent
        self.depth = depth
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.scroll = scroll
        self.grid = grid
        self.location = location
    }

    /// The safe-area layout guide's rectangle, in window coordinates.
    var safeAreaFrame: Rect { frame.inset(by: safeAreaInsets) }

    /// The layout margins guide's rectangle, in window coordinates.
    var layoutMarginsFrame: Rect { frame.inset(by: layoutMargins) }
}
