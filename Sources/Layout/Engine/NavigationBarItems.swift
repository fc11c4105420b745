import AutoLayout
import Geometry
import Screens
import Text

/// The navigation bar's items laid out: the back button or the leading items at the bar's leading end,
/// the trailing items at its trailing end, in the bar's 44-pt row (below the prompt's row when the item has
/// a prompt). The bar lays them out from leading to trailing, so a right-to-left layout puts the back button
/// and the leading items at the right and the trailing items at the left
/// (`UINavigationItem.leftBarButtonItems` and `rightBarButtonItems` are leading and trailing: Apple's Human
/// Interface Guidelines, "Right to left",
/// https://developer.apple.com/design/human-interface-guidelines/right-to-left). Each list runs from its
/// end inwards: the first trailing item is the outermost, as `rightBarButtonItems` are shown
/// (https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems).
/// A text item is as wide as its title (bold for a done item), a glyph or image item `BarItemMetrics.glyphSize`,
/// a custom view item its view's saved width (`BarItemCustomView` places the view in it);
/// spaces take room and get no frame. The insets and gaps are assumed (`NavigationBarMetrics.itemAssumption`);
/// the sides are UIKit's.
enum NavigationBarItems {
    /// The items of `spec` on `bar` (window coordinates), empty when it has none; `scale`: the profile's pixels a
    /// point, for a custom view's pixel-aligned place (`BarItemCustomView`).
    static func layout(
        _ spec: NavigationBarSpec, bar: Rect, safeArea: Rect, direction: LayoutDirection, scale: Double, typesetter: Typesetter
    ) -> [BarItem] {
        let top = bar.minY + (spec.prompt == nil ? 0 : BarItemMetrics.promptHeight)
        let row = min(bar.maxY - top, 44)
        // Positions along the safe area from its leading edge (u), turned into x at the end.
        func frame(leadingOffset u: Double, width: Double) -> Rect {
            let leading = Rect(x: safeArea.minX + u, y: top, width: width, height: row)
            return direction == .rightToLeft ? leading.mirrored(in: Rect(x: safeArea.minX, y: 0, width: safeArea.width, height: 0)) : leading
        }
        func width(_ item: BarItemSpec) -> Double { BarItemMetrics.width(of: item, typesetter: typesetter) }
        func placed(_ item: BarItemSpec, id: String, frame: Rect) -> BarItem {
            var placed = BarItem(id: id, bar: "navigationBar", title: item.buttonTitle ?? "", frame: frame, item: item)
            if let view = item.customView { placed.customView = BarItemCustomView.laidOut(view, in: frame, scale: scale) }
            return placed
        }
        var items: [BarItem] = []
        if let back = spec.backTitle {
            items.append(BarItem(
                id: "backButton", bar: "navigationBar", title: back,
                frame: frame(leadingOffset: NavigationBarMetrics.backButtonInset,
                             width: NavigationBarMetrics.backChevronWidth + typesetter.width(of: back, font: NavigationBarMetrics.itemFont))))
        }
        var u = NavigationBarMetrics.itemInset
        for (n, item) in spec.leadingItems.enumerated() {
            let w = width(item)
            if !(item.barSystemItem?.isSpace ?? false) {
                items.append(placed(item, id: "leadingItem\(n + 1)", frame: frame(leadingOffset: u, width: w)))
            }
            u += w + NavigationBarMetrics.itemSpacing
        }
        var end = safeArea.width - NavigationBarMetrics.itemInset
        for (n, item) in spec.trailingItems.enumerated() {
            let w = width(item)
            if !(item.barSystemItem?.isSpace ?? false) {
                items.append(placed(item, id: "trailingItem\(n + 1)", frame: frame(leadingOffset: end - w, width: w)))
            }
            end -= w + NavigationBarMetrics.itemSpacing
        }
        return items
    }
}
