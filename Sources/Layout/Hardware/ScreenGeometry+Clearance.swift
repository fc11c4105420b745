import Geometry

/// Where something drawn on top of the screen (an overlay's badge or tag) is seen whole: the same
/// hardware the rules judge views against, asked the other way round.
extension ScreenGeometry {
    /// How far the screen point `point` lies outside each of the display's continuous rounded corners, in
    /// points, in the order top-left, top-right, bottom-left, bottom-right; 0 on the lit side of a corner.
    /// Each curve is `ContinuousCornerOutline`'s, measured from that corner's two edges.
    package func cornerDepths(_ point: Point) -> [Double] {
        guard cornerRadius > 0 else { return [0, 0, 0, 0] }
        let right = screenSize.width - point.x, bottom = screenSize.height - point.y
        return [
            ContinuousCornerOutline.depthOutside(along: point.x, inward: point.y, radius: cornerRadius),
            ContinuousCornerOutline.depthOutside(along: right, inward: point.y, radius: cornerRadius),
            ContinuousCornerOutline.depthOutside(along: point.x, inward: bottom, radius: cornerRadius),
            ContinuousCornerOutline.depthOutside(along: right, inward: bottom, radius: cornerRadius),
        ]
    }

    /// Whether all of `rect` (window coordinates) is lit: inside the window, clear of the sensor housing's
    /// shape, and inside the display's rounded corners (a rectangle is inside the convex display when its
    /// four corners are).
    package func isLit(_ rect: Rect) -> Bool {
        guard bounds.contains(rect) else { return false }
        if let housing, housing.overlap(with: toPortrait(rect)) != nil { return false }
        let r = toScreen(rect)
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)]
        return corners.allSatisfy { cornerDepths($0).allSatisfy { $0 == 0 } }
    }

    /// Whether `rect` (window coordinates) lies clear of every unsafe region the hardware imposes: inside
    /// the window less its hardware insets (status bar, housing strip, home indicator, side insets) and
    /// lit (`isLit`: the corners and the housing's shape, which the insets' rectangle can still touch).
    package func isClearOfHardware(_ rect: Rect) -> Bool {
        bounds.inset(by: hardwareInsets).contains(rect) && isLit(rect)
    }
}
