import Geometry

/// A group of nodes: named (an SVG `<g>` with an id, class and `<title>`), optionally clipped.
package struct Group: Hashable, Sendable {
    /// A stable id (`view-list`), unique in the display list; `nil` for anonymous groups.
    package var id: String?
    /// A class for styling and filtering (`view table`, `finding error`).
    package var className: String?
    /// A tooltip, shown by SVG viewers on hover (`<title>`): the view's id and frame.
    package var title: String?
    /// Children are drawn only inside this path.
    package var clip: Path?
    package var clipRule: FillRule
    package var nodes: [Node]

    package init(
        id: String? = nil, className: String? = nil, title: String? = nil,
        clip: Path? = nil, clipRule: FillRule = .nonZero, nodes: [Node] = []
    ) {
        self.id = id
        self.className = className
        self.title = title
        self.clip = clip
        self.clipRule = clipRule
        self.nodes = nodes
    }
}
