import AutoLayout
import Geometry
import Screens
import Text

/// The toolbar's items laid out, so that the layout names them as it names the navigation bar's
/// (`NavigationBarItems`): leading to trailing from the safe area's leading edge plus the bar's inset, with the
/// bar's gap between them, in the bar's content row (`BottomBarRow`, at most 44 pt tall); flexible spaces share
/// what is left equally (so `[flexibleSpace, item, flexibleSpace]` centres the item), as UIToolbar lays out
/// `items` (https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/flexiblespace), mirrored in
/// right-to-left layouts. Widths: `BarItemMetrics.width(of:typesetter:)`; insets and gaps:
/// `NavigationBarMetrics.itemInset` and `itemSpacing`, assumed as there. Spaces take room and get no frame; ids
/// are `item1`, `item2`, … by the item's place in the bar's list.
enum ToolbarItems {
    /// The items of `spec` on `bar` (window coordinates), whose content ends at `contentBottom`; `scale`: the
    /// profile's pixels a point, for a custom view's pixel-aligned place (`BarItemCustomView`).
    static func layout(
        _ spec: ToolbarSpec, bar: Rect, contentBottom: Double, safeArea: EdgeInsets, direction: LayoutDirection, scale: Double,
        typesetter: Typesetter
    ) -> [BarItem] {
        let items = spec.items
        guard !items.isEmpty else { return [] }
        let content = BottomBarRow.content(of: bar, contentBottom: contentBottom)
        let inner = Rect(
            x: content.minX + safeArea.left + NavigationBarMetrics.itemInset, y: content.minY,
            width: content.width - safeArea.left - safeArea.right - 2 * NavigationBarMetrics.itemInset, height: content.height)
        let widths = items.map { BarItemMetrics.width(of: $0, typesetter: typesetter) }
        let flexible = items.filter { $0.barSystemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + NavigationBarMetrics.itemSpacing * Double(items.count - 1)
        let share = flexible > 0 ? max(0, inner.width - used) / Double(flexible) : 0
        var placed: [BarItem] = []
        var u = 0.0
        for (n, item) in items.enumerated() {
            let width = widths[n] + (item.barSystemItem == .flexibleSpace ? share : 0)
            let leading = Rect(x: inner.minX + u, y: inner.minY, width: width, height: min(inner.height, 44))
            let cell = direction == .rightToLeft ? leading.mirrored(in: inner) : leading
            if !(item.barSystemItem?.isSpace ?? false) {
                var entry = BarItem(id: "item\(n + 1)", bar: "toolbar", title: item.buttonTitle ?? "", frame: cell, item: item)
                if let view = item.customView { entry.customView = BarItemCustomView.laidOut(view, in: cell, scale: scale) }
                placed.append(entry)
            }
            u += width + NavigationBarMetrics.itemSpacing
        }
        return placed
    }
}
