import Geometry

/// UIProgressView as iOS 13–18 draws it: a capsule track the frame's height (4 pt by default) in
/// `trackTintColor` (default systemFill, assumed) and the done part in `progressTintColor` (default the
/// tint, https://developer.apple.com/documentation/uikit/uiprogressview/progresstintcolor); the `bar`
/// style has square ends (docs/research/controls.md §5).
struct ProgressPainter {
    let look: ControlLook
    let progress: Double
    let style: String?
    let progressTint: String?
    let trackTint: String?
    /// Right to left, the progress fills from the right: the view is flipped, as every view whose semantic
    /// content attribute is `unspecified` (https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified).
    var rightToLeft = false

    func nodes(in frame: Rect) -> [Node] {
        let doneWidth = frame.width * max(0, min(1, progress))
        let done = Rect(x: rightToLeft ? frame.maxX - doneWidth : frame.minX, y: frame.minY, width: doneWidth, height: frame.height)
        let shape: (Rect) -> Path = style == "bar" ? { Path(rect: $0) } : { Path(capsuleIn: $0) }
        var nodes: [Node] = [.shape(Shape(path: shape(frame), fill: look.colour(trackTint, else: look.system(.systemFill))))]
        if done.width > 0 { nodes.append(.shape(Shape(path: shape(done), fill: look.colour(progressTint, else: look.tint)))) }
        return nodes
    }
}
