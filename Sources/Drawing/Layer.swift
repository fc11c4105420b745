/// One switchable sheet of the drawing. Overlay layers can be turned off from the command line.
package struct Layer: Hashable, Sendable {
    package var id: LayerID
    package var nodes: [Node]

    package init(id: LayerID, nodes: [Node] = []) {
        self.id = id
        self.nodes = nodes
    }
}
