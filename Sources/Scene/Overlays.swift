import Devices
import Geometry
import Layout
import Text

/// The annotation layers a reviewer switches on: unsafe regions, the layout-margin guide, every
/// view's frame with its id, and the findings' outlines and badges.
struct Overlays {
    let text: SceneText
    let theme: Theme
    let layout: LaidOutScreen
    let profile: Profile
    /// Window coordinates to canvas.
    let place: AffineTransform
    /// The app's window on the canvas.
    let window: Rect

    /// Hatch spacing of the unsafe regions, in points.
    private static let hatchSpacing = 8.0

    /// The hardware's unsafe regions (status bar, housing, corners, home indicator: the window's own
    /// safe-area insets) tinted and hatched, and the root view's safe area (with the bars) outlined.
    func safeArea() -> [Node] {
        var nodes: [Node] = []
        if let hardware = profile.safeAreaInsets, !layout.isLetterboxed {
            var ring = Path(rect: window)
            ring.append(Path(rect: window.inset(by: hardware)))
            nodes.append(.shape(Shape(path: ring, fill: theme.unsafeTint, fillRule: .evenOdd)))
            nodes.append(.group(Group(id: "unsafe-hatch", clip: ring, clipRule: .evenOdd, nodes: [
                .shape(Shape(path: hatch(window), stroke: Stroke(color: theme.unsafeHatch, width: 1)))
            ])))
        }
        let safe = window.inset(by: layout.safeAreaInsets)
        if !safe.isEmpty {
            nodes.append(.shape(Shape(
                path: Path(rect: safe.inset(by: .all(0.75))),
                stroke: Stroke(color: theme.safeAreaOutline, width: 1.5, dash: [6, 3]))))
        }
        return nodes
    }

    /// Diagonal lines across `rect`, 45° down to the left.
    private func hatch(_ rect: Rect) -> Path {
        var path = Path()
        var offset = 0.0
        let span = rect.width + rect.height
        while offset <= span {
            path.move(to: Point(x: rect.minX + offset, y: rect.minY))
            path.line(to: Point(x: rect.minX + offset - rect.height, y: rect.maxY))
            offset += Self.hatchSpacing
        }
        return path
    }

    /// The root view's layout-margins guide.
    func margins() -> [Node] {
        let guide = window.inset(by: layout.layoutMargins)
        guard !guide.isEmpty else { return [] }
        return [.shape(Shape(path: Path(rect: guide.inset(by: .all(0.5))), stroke: Stroke(color: theme.marginGuide, width: 1, dash: [2, 3])))]
    }

    /// Every template view's frame, named in its top-left corner.
    func frames() -> [Node] {
        var nodes: [Node] = []
        for view in layout.views where !view.kind.isSystem {
            let frame = view.frame.offsetBy(dx: place.tx, dy: place.ty)
            guard frame.width > 1, frame.height > 1 else { continue }
            let label = text.run(view.id, at: Point(x: frame.minX + 3, y: frame.minY + 10), font: TextFont(size: 9, weight: .medium), color: theme.frameLabel)
            nodes.append(.group(Group(id: "frame-\(view.id)", className: "frame", nodes: [
                .shape(Shape(path: Path(rect: frame.inset(by: .all(0.5))), stroke: Stroke(color: theme.frameOutline, width: 1))),
                .shape(Shape(path: Path(rect: Rect(x: frame.minX + 1, y: frame.minY + 1, width: label.width + 4, height: 12)), fill: theme.background.alpha(200))),
                .text(label),
            ])))
        }
        return nodes
    }

    /// Each finding's region outlined in its severity's colour, with its numbered badge at the
    /// region's top-left corner (kept inside the window so it is never cut off).
    func findings(_ markers: [FindingMarker]) -> [Node] {
        var usedCentres: [Point] = []
        return markers.map { marker in
            let region = marker.region.offsetBy(dx: place.tx, dy: place.ty)
            let colour = theme.colour(for: marker.severity)
            let r = Badge.radius
            var centre = Point(
                x: min(max(region.minX, window.minX + r), window.maxX - r),
                y: min(max(region.minY, window.minY + r), window.maxY - r))
            // Findings on the same region would stack their badges: line them up instead.
            while usedCentres.contains(where: { abs($0.x - centre.x) < 2 * r && abs($0.y - centre.y) < 2 * r }) {
                centre.x += 2 * r + 2
            }
            usedCentres.append(centre)
            var nodes: [Node] = [
                .shape(Shape(path: Path(rect: region), fill: colour.alpha(50), stroke: Stroke(color: colour, width: 2)))
            ]
            nodes.append(contentsOf: Badge(number: marker.number, severity: marker.severity, theme: theme, text: text).nodes(centre: centre))
            return .group(Group(id: "finding-\(marker.number)", className: "finding \(marker.severity.rawValue)", title: "\(marker.rule): \(marker.message)", nodes: nodes))
        }
    }
}
