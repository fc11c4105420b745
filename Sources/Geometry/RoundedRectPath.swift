extension Path {
    /// A rectangle with circular-arc corners (Core Graphics' `CGPath(roundedRect:…)`, CSS
    /// `border-radius`, UIKit's `.circular` corner curve), clockwise in y-down coordinates.
    ///
    /// Each corner is one cubic with the quarter-circle handle `CircularArcs.quarterKappa`; the
    /// radius is clamped to half the shorter side, so a too-large radius gives a capsule.
    package init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init()
        guard !rect.isEmpty else { return }
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            self.init(rect: rect)
            return
        }
        let k = CircularArcs.quarterKappa * r
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: Point(x: x0 + r, y: y0))
        line(to: Point(x: x1 - r, y: y0))
        cubic(to: Point(x: x1, y: y0 + r), control1: Point(x: x1 - r + k, y: y0), control2: Point(x: x1, y: y0 + r - k))
        line(to: Point(x: x1, y: y1 - r))
        cubic(to: Point(x: x1 - r, y: y1), control1: Point(x: x1, y: y1 - r + k), control2: Point(x: x1 - r + k, y: y1))
        line(to: Point(x: x0 + r, y: y1))
        cubic(to: Point(x: x0, y: y1 - r), control1: Point(x: x0 + r - k, y: y1), control2: Point(x: x0, y: y1 - r + k))
        line(to: Point(x: x0, y: y0 + r))
        cubic(to: Point(x: x0 + r, y: y0), control1: Point(x: x0, y: y0 + r - k), control2: Point(x: x0 + r - k, y: y0))
        close()
    }

    /// A capsule (stadium): a rectangle whose shorter sides are semicircles, as the research
    /// recommends for the Dynamic Island and the home indicator (docs/research/rendering.md §2).
    package init(capsuleIn rect: Rect) {
        self.init(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}
