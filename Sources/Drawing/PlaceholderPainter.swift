import Geometry
import Text

/// A view whose pixels Bezel cannot know — a map (`MKMapView`, its tiles come from a server), a view of the
/// app's own class (its code draws it) — drawn as what it is: a grey box with a dashed outline and the class's
/// name, so no reviewer mistakes it for the real thing. The run names each one ("not drawn exactly",
/// `Screen.substitutes`).
///
/// `grey` false leaves out the grey box: the view's own background colour, painted beneath it, shows inside the
/// dashed outline (a view of the app's class with a colour in the document, docs/research/controls.md §15).
struct PlaceholderPainter {
    let look: ControlLook
    let text: DisplayListText
    let title: String
    var grey = true

    func nodes(in frame: Rect) -> [Node] {
        var nodes: [Node] = grey ? [.shape(Shape(path: Path(rect: frame), fill: look.theme.placeholder))] : []
        nodes.append(.shape(Shape(path: Path(rect: frame.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5))),
                                  stroke: Stroke(color: look.theme.placeholderMark, width: 1, dash: [4, 3]))))
        if frame.height >= 14, frame.width >= 24 {
            nodes.append(.text(text.run(title, in: frame, font: TextFont(size: 12, weight: .medium), anchor: .middle, inset: 4, color: look.theme.secondaryLabel)))
        }
        return nodes
    }
}
