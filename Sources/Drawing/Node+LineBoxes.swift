import Geometry

extension Node {
    /// The line boxes of every text run in the node and its children, in drawing order: where the
    /// typesetter set text (`TextRun.lineBox`), which the overlays keep their badges and tags off.
    /// Runs made by hand, without a line box, are left out.
    var lineBoxes: [Rect] {
        var boxes: [Rect] = []
        collectLineBoxes(into: &boxes)
        return boxes
    }

    private func collectLineBoxes(into boxes: inout [Rect]) {
        switch self {
        case .shape, .bitmap: break
        case .text(let run): if let box = run.lineBox, !box.isEmpty { boxes.append(box) }
        case .group(let group): for node in group.nodes { node.collectLineBoxes(into: &boxes) }
        }
    }
}
