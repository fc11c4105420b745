import Geometry

/// UISlider as iOS 13–18 draws it: a 4 pt capsule track across the frame, the part before the value in
/// `minimumTrackTintColor` (default the tint), the rest in `maximumTrackTintColor` (default systemFill,
/// assumed), and a white 28 pt knob centred on the value (docs/research/controls.md §3).
struct SliderPainter {
    let look: ControlLook
    let value: Double
    let minimum: Double
    let maximum: Double
    let minimumTrackTint: String?
    let maximumTrackTint: String?
    let thumbTint: String?
    /// Right to left, the minimum is at the right and the minimum track fills from there (a slider is flipped
    /// unless it is a `playback` scrubber: https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/playback).
    var rightToLeft = false

    static let knobDiameter = 28.0
    static let trackHeight = 4.0

    /// The value's place along the track, 0…1 (UISlider clamps its value to its range).
    var fraction: Double {
        guard maximum > minimum else { return 0 }
        return max(0, min(1, (value - minimum) / (maximum - minimum)))
    }

    func nodes(in frame: Rect) -> [Node] {
        let radius = Self.knobDiameter / 2
        let track = Rect(x: frame.minX, y: frame.midY - Self.trackHeight / 2, width: frame.width, height: Self.trackHeight)
        let offset = radius + fraction * max(0, frame.width - Self.knobDiameter)
        let knobCentreX = rightToLeft ? frame.maxX - offset : frame.minX + offset
        let filled = rightToLeft
            ? Rect(x: knobCentreX, y: track.minY, width: max(0, track.maxX - knobCentreX), height: track.height)
            : Rect(x: track.minX, y: track.minY, width: max(0, knobCentreX - track.minX), height: track.height)
        let knob = Rect(x: knobCentreX - radius, y: frame.midY - radius, width: Self.knobDiameter, height: Self.knobDiameter)
        return [
            .shape(Shape(path: Path(capsuleIn: track), fill: look.colour(maximumTrackTint, else: look.system(.systemFill)))),
            .shape(Shape(path: Path(capsuleIn: filled), fill: look.colour(minimumTrackTint, else: look.tint))),
            .shape(Shape(path: Path(ellipseIn: knob.offsetBy(dx: 0, dy: 1)), fill: ControlLook.thumbShadow)),
            .shape(Shape(path: Path(ellipseIn: knob), fill: look.colour(thumbTint, else: ControlLook.thumb))),
        ]
    }
}
