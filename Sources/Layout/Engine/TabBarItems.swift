import AutoLayout
import Devices
import Geometry
import Screens
import Text

/// The tab bar's items laid out, so that the layout names them as it names the navigation bar's
/// (`NavigationBarItems`). At the bottom, the items share the bar's content row (`BottomBarRow`) inside the safe
/// area's sides equally, leading to trailing: the first at the right in right-to-left layouts, as UITabBar lays
/// out its items; each item's frame is its cell, where its glyph and title are drawn. A tab bar at the top
/// (iPadOS 18 regular width, tvOS: `TabBarMetrics.placement`) is a capsule of text tabs (`FloatingTabBar`), each
/// item's frame its tab. Ids are `item1`, `item2`, … in the order the items are given.
enum TabBarItems {
    /// The items of `spec` on `bar` (window coordinates), whose content ends at `contentBottom`; `floating` for
    /// a bar at the top.
    static func layout(
        _ spec: TabBarSpec, bar: Rect, contentBottom: Double, safeArea: EdgeInsets, floating: Bool, direction: LayoutDirection,
        typesetter: Typesetter
    ) -> [BarItem] {
        let items = spec.items
        guard !items.isEmpty else { return [] }
        var frames = [Rect](repeating: .zero, count: items.count)
        if floating {
            let widths = items.map { FloatingTabBar.tabWidth(of: $0, typesetter: typesetter) }
            let capsule = FloatingTabBar.capsule(in: bar, widths: widths)
            var x = capsule.minX + FloatingTabBar.padding
            for index in direction == .rightToLeft ? Array(items.indices.reversed()) : Array(items.indices) {
                frames[index] = Rect(x: x, y: capsule.minY + FloatingTabBar.padding, width: widths[index],
                                     height: capsule.height - 2 * FloatingTabBar.padding)
                x += widths[index]
            }
        } else {
            let content = BottomBarRow.content(of: bar, contentBottom: contentBottom)
            let inset = Rect(x: content.minX + safeArea.left, y: content.minY,
                             width: content.width - safeArea.left - safeArea.right, height: content.height)
            let slot = inset.width / Double(items.count)
            for index in items.indices {
                let position = direction == .rightToLeft ? items.count - 1 - index : index
                frames[index] = Rect(x: inset.minX + Double(position) * slot, y: content.minY, width: slot, height: content.height)
            }
        }
        return items.indices.map { n in
            BarItem(id: "item\(n + 1)", bar: "tabBar", title: items[n].tabTitle, frame: frames[n], item: items[n])
        }
    }
}
