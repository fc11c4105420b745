import Geometry

/// UIPageControl as iOS 14–18 draws it: one 8 pt dot per page, 16 pt apart, centred in the frame; the
/// current page's dot in `currentPageIndicatorTintColor`, the others in `pageIndicatorTintColor`, whose
/// defaults are white in both appearances (`defaultCurrentTint`, `defaultPageTint`, docs/research/controls.md §7). Dots that do not fit the
/// width are left out, as UIKit scrolls them. Before iOS 14 (`beforeIOS14`) the control is as wide as its
/// dots, 7 pt at the same pitch, and every dot is drawn (docs/research/ib-defaults.md §14).
struct PageControlPainter {
    let look: ControlLook
    let pages: Int
    let current: Int
    let pageTint: String?
    let currentTint: String?
    var beforeIOS14 = false

    static let pitch = 16.0
    /// "The default color is an opaque white for the current page indicator dot"
    /// (https://developer.apple.com/documentation/uikit/uipagecontrol/currentpageindicatortintcolor).
    static let defaultCurrentTint = Color(hex: 0xFFFFFF)
    /// "The default color is a translucent white for the page indicator dot"
    /// (https://developer.apple.com/documentation/uikit/uipagecontrol/pageindicatortintcolor); Apple gives no
    /// alpha: 30 % is assumed.
    static let defaultPageTint = Color(hex: 0xFFFFFF, alpha: 77)
    private var dot: Double { beforeIOS14 ? 7 : 8 }

    func nodes(in frame: Rect) -> [Node] {
        let fitting = max(0, Int((frame.width / Self.pitch).rounded(.down)))
        let shown = beforeIOS14 ? pages : min(pages, fitting)
        guard shown > 0 else { return [] }
        let start = frame.midX - Double(shown) * Self.pitch / 2 + Self.pitch / 2
        var others = Path()
        var nodes: [Node] = []
        for index in 0..<shown {
            let centre = Point(x: start + Double(index) * Self.pitch, y: frame.midY)
            let dot = Path(circleAt: centre, radius: self.dot / 2)
            if index == current {
                nodes.append(.shape(Shape(path: dot, fill: look.colour(currentTint, else: Self.defaultCurrentTint))))
            } else {
                others.append(dot)
            }
        }
        nodes.insert(.shape(Shape(path: others, fill: look.colour(pageTint, else: Self.defaultPageTint))), at: 0)
        return nodes
    }
}
