import Geometry

/// UISwitch as iOS 13–18 draws it: a 51 × 31 capsule track, green (`onTintColor`, default systemGreen,
/// https://developer.apple.com/documentation/uikit/uiswitch/ontintcolor) when on and a light fill when
/// off, and a white 27 pt knob 2 pt inside the track at the end the state says
/// (docs/research/controls.md §1). UISwitch keeps its own size whatever its frame, so it is drawn at
/// the frame's top-left corner (https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)).
struct SwitchPainter {
    let look: ControlLook
    let isOn: Bool
    let onTint: String?
    let thumbTint: String?

    static let size = Size(width: 51, height: 31)
    static let knobDiameter = 27.0

    func nodes(in frame: Rect) -> [Node] {
        let track = Rect(origin: frame.origin, size: Self.size)
        // Off: secondarySystemFill (assumed, docs/research/controls.md §1: its light value over white is
        // the #E9E9EB grey of the off track).
        let trackColour = isOn ? look.colour(onTint, else: look.system(.systemGreen)) : look.system(.secondarySystemFill)
        let inset = (Self.size.height - Self.knobDiameter) / 2
        let knobX = isOn ? track.maxX - inset - Self.knobDiameter : track.minX + inset
        let knob = Rect(x: knobX, y: track.minY + inset, width: Self.knobDiameter, height: Self.knobDiameter)
        return [
            .shape(Shape(path: Path(capsuleIn: track), fill: trackColour)),
            .shape(Shape(path: Path(ellipseIn: knob.offsetBy(dx: 0, dy: 1)), fill: ControlLook.thumbShadow)),
            .shape(Shape(path: Path(ellipseIn: knob), fill: look.colour(thumbTint, else: ControlLook.thumb))),
        ]
    }
}
