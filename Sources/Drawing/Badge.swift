import Checks
import Geometry
import Text

/// A numbered circle in the finding's severity colour, on the image and in the legend.
struct Badge {
    let number: Int
    let severity: Severity
    let theme: Theme
    let text: DisplayListText

    static let radius = 9.0

    /// The circle and its number; a number of three digits (badge 100, the last one drawn:
    /// `Legend.maximumEntries`) is set smaller so it fits the circle instead of ending in "…".
    func nodes(centre: Point) -> [Node] {
        [
            .shape(Shape(path: Path(circleAt: centre, radius: Self.radius), fill: theme.colour(for: severity))),
            .text(text.run(
                "\(number)", in: Rect(x: centre.x - Self.radius, y: centre.y - Self.radius, width: 2 * Self.radius, height: 2 * Self.radius),
                font: TextFont(size: number < 100 ? 11 : 8, weight: .bold), color: theme.background)),
        ]
    }
}
