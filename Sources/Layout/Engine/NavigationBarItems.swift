import AutoLayout
import Geometry
import Screens
import Text

/// The navigation bar's items laid out: the back button or the leading items at the bar's leading end,
/// the trailing items at its trailing end, in the bar's top 44-pt row. The bar lays them out from
/// leading to trailing, so a right-to-left layout puts the back button and the leading items at the
/// right and the trailing items at the left (`UINavigationItem.leftBarButtonItems` and
/// `rightBarButtonItems` are leading and trailing: Apple's Human Interface Guidelines, "Right to left",
/// https://developer.apple.com/design/human-interface-guidelines/right-to-left). Each list runs from its
/// end inwards: the first trailing item is the outermost, as `rightBarButtonItems` are shown
/// (https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems).
/// The insets and gaps are assumed (`NavigationBarMetrics.itemAssumption`); the sides are UIKit's.
enum NavigationBarItems {
    /// The items of `spec` on `bar` (window coordinates), empty when it has none.
    static func layout(
        _ spec: NavigationBarSpec, bar: Rect, safeArea: Rect, direction: LayoutDirection, typesetter: Typesetter
    ) -> [BarItem] {
        let row = min(bar.height, 44)
        // Positions along the safe area from its leading edge (u), turned into x at the end.
        func item(_ id: String, _ title: String, leadingOffset u: Double, width: Double) -> BarItem {
            let leading = Rect(x: safeArea.minX + u, y: bar.minY, width: width, height: row)
            let frame = direction == .rightToLeft ? leading.mirrored(in: Rect(x: safeArea.minX, y: 0, width: safeArea.width, height: 0)) : leading
            return BarItem(id: id, bar: "navigationBar", title: title, frame: frame)
        }
        func width(_ title: String) -> Double { typesetter.width(of: title, font: NavigationBarMetrics.itemFont) }
        var items: [BarItem] = []
        if let back = spec.backTitle {
            items.append(item("backButton", back, leadingOffset: NavigationBarMetrics.backButtonInset,
                              width: NavigationBarMetrics.backChevronWidth + width(back)))
        }
        var u = NavigationBarMetrics.itemInset
        for (n, title) in spec.leadingItems.enumerated() {
            let w = width(title)
            items.append(item("leadingItem\(n + 1)", title, leadingOffset: u, width: w))
            u += w + NavigationBarMetrics.itemSpacing
        }
        var end = safeArea.width - NavigationBarMetrics.itemInset
        for (n, title) in spec.trailingItems.enumerated() {
            let w = width(title)
            items.append(item("trailingItem\(n + 1)", title, leadingOffset: end - w, width: w))
            end -= w + NavigationBarMetrics.itemSpacing
        }
        return items
    }
}
