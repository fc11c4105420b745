/// The outline of a notch (the sensor housing of iPhone X to 14) hanging from the top edge of a
/// screen, as a closed path that a renderer fills in black or subtracts from the screen with the
/// even-odd rule.
///
/// The shape is symmetric about `centerX`: a box `width` wide and `height` tall below `top`, whose
/// two upper ends flare into the screen edge with concave fillets of `topFilletRadius` and whose
/// two lower corners are rounded convexly with `bottomCornerRadius`. Both are circular arcs (baked
/// cubic constant); Apple publishes no exact notch curve, so the sizes come from the device profile.
package struct NotchOutline: Hashable, Sendable, Codable {
    var centerX: Double
    var top: Double
    package var width: Double
    package var height: Double
    var topFilletRadius: Double
    var bottomCornerRadius: Double

    package init(
        centerX: Double, top: Double = 0, width: Double, height: Double, topFilletRadius: Double,
        bottomCornerRadius: Double
    ) {
        self.centerX = centerX
        self.top = top
        self.width = width
        self.height = height
        self.topFilletRadius = topFilletRadius
        self.bottomCornerRadius = bottomCornerRadius
    }

    /// The widest extent of the notch, including the fillets, along the top edge.
    var outerWidth: Double { max(0, width) + 2 * filletRadius }

    /// Radii limited so that the pieces never overlap: the fillet and the bottom corner share the height.
    private var filletRadius: Double { max(0, min(topFilletRadius, height / 2)) }
    private var cornerRadius: Double { max(0, min(bottomCornerRadius, width / 2, height - filletRadius)) }

    /// The closed outline, clockwise in y-down coordinates; empty when the notch has no area.
    package var path: Path {
        var path = Path()
        guard width > 0, height > 0 else { return path }
        let rf = filletRadius, rc = cornerRadius
        let kf = CircularArcs.quarterKappa * rf, kc = CircularArcs.quarterKappa * rc
        let left = centerX - width / 2, right = centerX + width / 2
        let bottom = top + height
        path.move(to: Point(x: left - rf, y: top))
        path.line(to: Point(x: right + rf, y: top))
        // Concave fillet at the right: from the screen edge down onto the notch's right side.
        path.cubic(
            to: Point(x: right, y: top + rf),
            control1: Point(x: right + rf - kf, y: top), control2: Point(x: right, y: top + rf - kf))
        path.line(to: Point(x: right, y: bottom - rc))
        path.cubic(
            to: Point(x: right - rc, y: bottom),
            control1: Point(x: right, y: bottom - rc + kc), control2: Point(x: right - rc + kc, y: bottom))
        path.line(to: Point(x: left + rc, y: bottom))
        path.cubic(
            to: Point(x: left, y: bottom - rc),
            control1: Point(x: left + rc - kc, y: bottom), control2: Point(x: left, y: bottom - rc + kc))
        path.line(to: Point(x: left, y: top + rf))
        path.cubic(
            to: Point(x: left - rf, y: top),
            control1: Point(x: left, y: top + rf - kf), control2: Point(x: left - rf + kf, y: top))
        path.close()
        return path
    }
}
