import Layout
import Screens

/// The template's views by id, to find each laid-out view's text, colour and kind options.
struct ViewSpecIndex {
    private var byID: [String: ViewSpec] = [:]

    init(screen: Screen) {
        var stack = screen.views
        while let spec = stack.popLast() {
            byID[spec.id] = spec
            stack.append(contentsOf: spec.views)
            // A designed table's cell content (`TableCellLayout`).
            if let table = spec.table { stack.append(contentsOf: table.allCellViews) }
        }
    }

    /// A repeated prototype's content is laid out under its showing's id (`RepeatedPrototype`): the prototype's spec.
    subscript(id: String) -> ViewSpec? {
        byID[id] ?? RepeatedPrototype.designID(of: id).flatMap { byID[$0] }
    }
}
