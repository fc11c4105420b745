import Geometry

/// UIActivityIndicatorView's twelve spokes, fading round the circle, in the indicator's colour (UIKit's
/// default for the medium and large styles is a grey that follows the appearance; assumed here:
/// secondaryLabel, docs/research/controls.md §6). The directions are the multiples of 30°, whose sines
/// and cosines are 0, ½, √3⁄2 and 1, so no trigonometry is needed.
struct ActivityIndicatorPainter {
    let colour: Color

    func nodes(centredIn rect: Rect) -> [Node] {
        let half = 0.8660254037844386  // √3 / 2
        let directions: [Point] = [
            Point(x: 0, y: -1), Point(x: 0.5, y: -half), Point(x: half, y: -0.5), Point(x: 1, y: 0),
            Point(x: half, y: 0.5), Point(x: 0.5, y: half), Point(x: 0, y: 1), Point(x: -0.5, y: half),
            Point(x: -half, y: 0.5), Point(x: -1, y: 0), Point(x: -half, y: -0.5), Point(x: -0.5, y: -half),
        ]
        let centre = Point(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        guard radius >= 4 else { return [] }
        return directions.enumerated().map { index, d in
            var spoke = Path()
            spoke.move(to: centre + d * (radius * 0.45))
            spoke.line(to: centre + d * radius)
            let alpha = UInt8(Int(colour.a) * (255 - index * 16) / 255)
            return .shape(Shape(path: spoke, stroke: Stroke(color: colour.alpha(alpha), width: radius * 0.18, cap: .round)))
        }
    }
}
