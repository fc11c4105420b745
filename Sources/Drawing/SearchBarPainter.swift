import Geometry
import Text

/// UISearchBar as iOS 13–18 draws it: a 36 pt search field with 10 pt corners in tertiarySystemFill,
/// 8 pt in from the bar's sides and at the bottom of the bar, a magnifying glass and the placeholder (or
/// text) in 17 pt; the placeholder and glass in secondaryLabel, typed text in label; the `prompt` on a
/// line of its own above the field, centred in 13 pt (docs/research/controls.md §8). A `barTintColor` fills the
/// whole bar behind them ("the tint color to apply to the search bar background",
/// https://developer.apple.com/documentation/uikit/uisearchbar/bartintcolor).
struct SearchBarPainter {
    let look: ControlLook
    let text: DisplayListText
    let value: String?
    let placeholder: String?
    let prompt: String?
    let barTint: String?

    static let fieldHeight = 36.0

    func nodes(in frame: Rect) -> [Node] {
        var nodes: [Node] = []
        if barTint != nil {
            nodes.append(.shape(Shape(path: Path(rect: frame), fill: look.colour(barTint, else: look.theme.background))))
        }
        let bottomBand = min(frame.height, 56)
        let bar = Rect(x: frame.minX, y: frame.maxY - bottomBand, width: frame.width, height: bottomBand)
        if let prompt, frame.height > bottomBand {
            let line = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - bottomBand)
            nodes.append(.text(text.run(prompt, in: line, font: TextFont(size: 13), anchor: .middle, inset: 8, color: look.theme.secondaryLabel)))
        }
        let height = min(Self.fieldHeight, bar.height)
        let field = Rect(x: bar.minX + 8, y: bar.midY - height / 2, width: max(0, bar.width - 16), height: height)
        guard field.width > 0, field.height > 0 else { return nodes }
        nodes.append(.shape(Shape(path: Path(continuousRoundedRect: field, cornerRadius: min(10, height / 2)), fill: look.system(.tertiarySystemFill))))
        // The glass: a 6 pt ring and a handle, 8 pt in from the field's leading edge.
        let glass = Point(x: field.minX + 14, y: field.midY - 1)
        var handle = Path()
        handle.move(to: glass + Point(x: 4.2, y: 4.2))
        handle.line(to: glass + Point(x: 7.5, y: 7.5))
        let secondary = look.theme.secondaryLabel
        nodes.append(.shape(Shape(path: Path(circleAt: glass, radius: 5.5), stroke: Stroke(color: secondary, width: 1.8))))
        nodes.append(.shape(Shape(path: handle, stroke: Stroke(color: secondary, width: 2, cap: .round))))
        let textRect = Rect(x: field.minX + 28, y: field.minY, width: max(0, field.width - 36), height: field.height)
        if let value, !value.isEmpty, value != placeholder {
            nodes.append(.text(text.run(value, in: textRect, font: TextFont(size: 17), anchor: .start, color: look.theme.label)))
        } else if let placeholder, !placeholder.isEmpty {
            nodes.append(.text(text.run(placeholder, in: textRect, font: TextFont(size: 17), anchor: .start, color: secondary)))
        }
        return nodes
    }
}
