extension Path {
    /// A closed ellipse inscribed in `rect`, clockwise in y-down coordinates, as eight cubics
    /// (see `CircularArcs.eighthKappa` for why eight and not four).
    package init(ellipseIn rect: Rect) {
        self.init()
        guard !rect.isEmpty else { return }
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        // Unit directions every 45°, written out: cos 45° = √2/2.
        let s = 0.5.squareRoot()
        let directions: [Point] = [
            Point(x: 1, y: 0), Point(x: s, y: s), Point(x: 0, y: 1), Point(x: -s, y: s),
            Point(x: -1, y: 0), Point(x: -s, y: -s), Point(x: 0, y: -1), Point(x: s, y: -s),
        ]
        func onEllipse(_ d: Point) -> Point { Point(x: cx + d.x * rx, y: cy + d.y * ry) }
        let k = CircularArcs.eighthKappa
        move(to: onEllipse(directions[0]))
        for i in 0..<8 {
            let u = directions[i], v = directions[(i + 1) % 8]
            // Tangents of a clockwise (y-down) circle at direction d point along (−d.y, d.x).
            let c1 = Point(x: u.x - u.y * k, y: u.y + u.x * k)
            let c2 = Point(x: v.x + v.y * k, y: v.y - v.x * k)
            cubic(to: onEllipse(v), control1: onEllipse(c1), control2: onEllipse(c2))
        }
        close()
    }

    /// A closed circle around `center`.
    package init(circleAt center: Point, radius: Double) {
        self.init(ellipseIn: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }
}
