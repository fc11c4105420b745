import Geometry
import Screens

/// A bar button item's custom view placed in its item's slot (`UIBarButtonItem.customView`,
/// https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview): the bar shows that view in the
/// item's place, at its own size, which Interface Builder saves as the view's frame (`BarItemSpec.customViewWidth`
/// gives the slot its width); the bar centres it vertically in its row. Its subviews keep their saved frames
/// relative to it, as a cell's content without constraints keeps them (`TableCellLayout`): the custom view
/// has no constraints to the bar, and Interface Builder saves its subviews where they show.
package enum BarItemCustomView {
    /// `view` and its subviews, depth first, in window coordinates when `slot` is: the view at the slot's
    /// leading edge, centred on the slot's middle with its top on the display's pixel grid (`scale` pixels a point,
    /// a half pixel rounded down the screen: Interface Builder saves a 33 pt view in a 44 pt bar of a 3× device at
    /// y 5.667, not 5.5, docs/research/ib-defaults.md §58); each entry's `parent` is an index into the returned list
    /// (`nil` for the custom view itself).
    package static func laidOut(_ view: ViewSpec, in slot: Rect, scale: Double) -> [LaidOutView] {
        let size = view.layout.savedFrame?.size ?? Size(width: slot.width, height: slot.height)
        // The offset from the row's top is what is rounded, the row being on the grid itself: its top and height
        // carry the round-off of window coordinates (53.667 pt down an iPhone 15 Pro, 97.667 − 53.667 =
        // 43.99999999999999 high), which must not tip a half pixel, so the row's height is taken in whole pixels.
        let rowHeight = scale > 0 ? (slot.height * scale).rounded() / scale : slot.height
        let offset = (rowHeight - size.height) / 2
        let aligned = scale > 0 ? (offset * scale).rounded(.toNearestOrAwayFromZero) / scale : offset
        let frame = Rect(x: slot.minX, y: slot.minY + aligned, width: size.width, height: size.height)
        var result: [LaidOutView] = []
        func append(_ spec: ViewSpec, frame: Rect, parent: Int?, depth: Int) {
            let index = result.count
            result.append(LaidOutView(
                id: spec.id, kind: .view(spec.kind), parent: parent, depth: depth, frame: frame, location: spec.location,
                text: spec.kind.showsText ? spec.text : nil, isHidden: spec.layout.isHidden))
            for child in spec.views {
                let local = child.layout.savedFrame ?? .zero
                append(child, frame: local.offsetBy(dx: frame.minX, dy: frame.minY), parent: index, depth: depth + 1)
            }
        }
        append(view, frame: frame, parent: nil, depth: 0)
        return result
    }
}
