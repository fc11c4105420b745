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
            // Hatched band by band, each clipped to its rectangle: the lines cover only the unsafe
            // regions (a hatch across the whole window, clipped to the ring, kept every line's cells in
            // memory: 80 MB on an Apple TV 4K image), and a band on whole pixels needs no mask.
            let bands = Self.bands(of: window, insets: hardware).map { name, band in
                Node.group(Group(id: "unsafe-hatch-\(name)", clip: Path(rect: band), nodes: [
                    .shape(Shape(path: hatch(band, phaseOrigin: window.origin), stroke: Stroke(color: theme.unsafeHatch, width: 1)))
                ]))
            }
            nodes.append(.group(Group(id: "unsafe-hatch", nodes: bands)))
        }
        let safe = window.inset(by: layout.safeAreaInsets)
        if !safe.isEmpty {
            nodes.append(.shape(Shape(
                path: Path(rect: safe.inset(by: .all(0.75))),
                stroke: Stroke(color: theme.safeAreaOutline, width: 1.5, dash: [6, 3]))))
        }
        return nodes
    }

    /// The window less its safe area as disjoint rectangles: the top and bottom bands across the whole
    /// width, the side bands between them. Empty bands are left out.
    static func bands(of window: Rect, insets: EdgeInsets) -> [(String, Rect)] {
        let middle = max(0, window.height - insets.top - insets.bottom)
        let bands = [
            ("top", Rect(x: window.minX, y: window.minY, width: window.width, height: insets.top)),
            ("bottom", Rect(x: window.minX, y: window.maxY - insets.bottom, width: window.width, height: insets.bottom)),
            ("left", Rect(x: window.minX, y: window.minY + insets.top, width: insets.left, height: middle)),
            ("right", Rect(x: window.maxX - insets.right, y: window.minY + insets.top, width: insets.right, height: middle)),
        ]
        return bands.filter { $0.1.width > 0 && $0.1.height > 0 }
    }

    /// The 45° lines (down to the left) `x + y = origin.x + origin.y + k × spacing` where they cross `rect`,
    /// each reaching 1 point past it so the clip, not a line's end, makes the band's edge. Every band
    /// uses the window's origin, so the lines run on unbroken from one band into the next.
    private func hatch(_ rect: Rect, phaseOrigin origin: Point) -> Path {
        let area = rect.inset(by: .all(-1))
        let first = origin.x + origin.y
        let spacing = Self.hatchSpacing
        var path = Path()
        var k = ((area.minX + area.minY - first) / spacing).rounded(.up)
        while first + k * spacing <= area.maxX + area.maxY {
            let c = first + k * spacing
            // On the line, y runs where both y and x = c − y are inside the area.
            let top = max(area.minY, c - area.maxX), bottom = min(area.maxY, c - area.minX)
            if top < bottom {
                path.move(to: Point(x: c - top, y: top))
                path.line(to: Point(x: c - bottom, y: bottom))
            }
            k += 1
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
