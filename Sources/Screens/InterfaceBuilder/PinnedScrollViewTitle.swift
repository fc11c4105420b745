import InterfaceBuilder

/// Whether Interface Builder's canvas draws a scene's large-title navigation bar at the standard bar's height because
/// of the view the scene puts at the top of its safe area.
///
/// A large title shows while the scene's scrollable content is at its top and moves into the bar as it scrolls
/// (https://developer.apple.com/documentation/swiftui/toolbartitledisplaymode/large); a controller can name the scroll
/// view its bar follows (https://developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:)),
/// and how the canvas draws one pinned below the bar is not documented. The frames Xcode
/// 12 to 15 saved (docs/research/ib-defaults.md §123) put a table or collection view that is the root view's first
/// subview and is pinned to the top of the safe area below the standard 44 pt bar (y 88 on a notched iPhone), where a
/// scene whose top view is not a scroll view is saved below the 96 pt large-title bar (y 140). Scenes that set a
/// simulated top or bottom bar of their own were saved under the large title with the same scroll view (one app's
/// three tab scenes), so the rule leaves them out: an observation of the saved frames, not a documented behaviour.
enum PinnedScrollViewTitle {
    /// True when `controller` sets no simulated top or bottom bar of its own and its root view's first subview is a
    /// scroll view (a plain scroll, table, collection or text view) whose top equals the top of the root view's safe
    /// area, with no offset.
    static func collapsesLargeTitle(_ controller: IBViewController) -> Bool {
        guard controller.simulatedTopBar == nil, controller.simulatedBottomBar == nil,
              let root = controller.view, let first = root.subviews.first, isScrollView(first.kind),
              let safeArea = root.layoutGuides.first(where: { $0.key == "safeArea" })?.id else { return false }
        return root.constraints.contains { constraint in
            guard constraint.relation == .equal, constraint.constant == 0, constraint.multiplier == 1,
                  constraint.firstAttribute == .top, constraint.secondAttribute == .top else { return false }
            let items = [constraint.resolvedFirstItem, constraint.secondItem]
            return items.contains(first.id) && items.contains(safeArea)
        }
    }

    /// UIKit's scroll views among the view kinds: `UIScrollView` and its subclasses.
    private static func isScrollView(_ kind: IBViewKind) -> Bool {
        switch kind {
        case .scrollView, .tableView, .collectionView, .textView: true
        default: false
        }
    }
}
