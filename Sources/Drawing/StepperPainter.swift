import Geometry

/// UIStepper as iOS 13–18 draws it: a 94 × 32 rounded rectangle in tertiarySystemFill, split by a
/// hairline, with a minus and a plus in the label colour; a button whose step would leave the range is
/// dimmed (tertiaryLabel), as UIStepper disables it (docs/research/controls.md §4,
/// https://developer.apple.com/documentation/uikit/uistepper).
struct StepperPainter {
    let look: ControlLook
    let value: Double
    let minimum: Double
    let maximum: Double

    static let size = Size(width: 94, height: 32)

    func nodes(in frame: Rect) -> [Node] {
        let body = Rect(origin: frame.origin, size: Self.size)
        let half = body.width / 2
        var nodes: [Node] = [
            .shape(Shape(path: Path(continuousRoundedRect: body, cornerRadius: 8), fill: look.system(.tertiarySystemFill))),
            .shape(Shape(path: Path(rect: Rect(x: body.minX + half - 0.5, y: body.midY - 9, width: 1, height: 18)), fill: look.system(.opaqueSeparator))),
        ]
        let minus = Point(x: body.minX + half / 2, y: body.midY)
        let plus = Point(x: body.minX + half * 1.5, y: body.midY)
        let arm = 7.0, weight = 2.0
        let dimmed = look.system(.tertiaryLabel)
        nodes.append(.shape(Shape(
            path: Path(rect: Rect(x: minus.x - arm, y: minus.y - weight / 2, width: 2 * arm, height: weight)),
            fill: value <= minimum ? dimmed : look.theme.label)))
        var cross = Path(rect: Rect(x: plus.x - arm, y: plus.y - weight / 2, width: 2 * arm, height: weight))
        cross.append(Path(rect: Rect(x: plus.x - weight / 2, y: plus.y - arm, width: weight, height: 2 * arm)))
        nodes.append(.shape(Shape(path: cross, fill: value >= maximum ? dimmed : look.theme.label)))
        return nodes
    }
}
