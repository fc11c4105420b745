import Geometry

/// UISwitch: a capsule track of the switch's own size on the profile, 51 × 31 before iOS 26 and 63 × 28 on iOS 26
/// (`IntrinsicSizes.switchSize(on:)`), green (`onTintColor`, default systemGreen,
/// https://developer.apple.com/documentation/uikit/uiswitch/ontintcolor) when on and a light fill when off, and a white
/// round knob 2 pt inside the track at the end the state says, 27 pt on iOS 13-18 (docs/research/controls.md §1; iOS
/// 26's knob is drawn the same way, an assumption: §23). UISwitch keeps its own size whatever its frame, so it is drawn
/// at the frame's top-left corner (https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)).
struct SwitchPainter {
    let look: ControlLook
    let isOn: Bool
    let onTint: String?
    let thumbTint: String?
    /// The switch's own size on the profile (`IntrinsicSizes.switchSize(on:)`).
    let size: Size

    /// The knob's inset from the track on every side (docs/research/controls.md §1: a 27 pt knob in a 31 pt track).
    static let knobInset = 2.0

    func nodes(in frame: Rect) -> [Node] {
        let track = Rect(origin: frame.origin, size: size)
        // Off: secondarySystemFill (assumed, docs/research/controls.md §1: its light value over white is
        // the #E9E9EB grey of the off track).
        let trackColour = isOn ? look.colour(onTint, else: look.system(.systemGreen)) : look.system(.secondarySystemFill)
        let inset = Self.knobInset
        let diameter = size.height - 2 * inset
        let knobX = isOn ? track.maxX - inset - diameter : track.minX + inset
        let knob = Rect(x: knobX, y: track.minY + inset, width: diameter, height: diameter)
        return [
            .shape(Shape(path: Path(capsuleIn: track), fill: trackColour)),
            .shape(Shape(path: Path(ellipseIn: knob.offsetBy(dx: 0, dy: 1)), fill: ControlLook.thumbShadow)),
            .shape(Shape(path: Path(ellipseIn: knob), fill: look.colour(thumbTint, else: ControlLook.thumb))),
        ]
    }
}
