import Checks
import Devices
import Geometry
import Layout
import Text

/// The annotation layers a reviewer switches on: unsafe regions, the layout-margin guide, every
/// view's frame with its id, and the findings' outlines and badges. Badges and id tags are placed so
/// they hide none of what they point at: `BadgePlacer`, `TagPlacer`.
struct Overlays {
    let text: DisplayListText
    let theme: Theme
    let layout: LaidOutScreen
    let profile: Profile
    /// Window coordinates to canvas.
    let place: AffineTransform
    /// The app's window on the canvas.
    let window: Rect
    /// The hardware around the window (the rules' geometry), window coordinates.
    let geometry: ScreenGeometry
    /// The line boxes of the text the app drew (views and bars), canvas coordinates.
    let textLines: [Rect]
    /// The frames of the controls (buttons, text fields), canvas coordinates.
    let controls: [Rect]
    /// The display's outline (rounded corners, the housing cut out, even-odd), canvas coordinates: the
    /// unsafe regions' tint and hatching stay inside it. `nil`: the window's rectangle is the edge.
    var screenOutline: Path? = nil
    /// The text each view's tag shows, by view id (`Overlays.tagText`); a view not listed shows its id.
    var tagTexts: [String: String] = [:]

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
            if let outline = screenOutline {
                // Inside the display's rounded outline only: nothing is hatched past its corners.
                nodes = [.group(Group(id: "unsafe", clip: outline, clipRule: .evenOdd, nodes: nodes))]
            }
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

    /// Every template view's frame, named by a tag placed where it covers no text (`TagPlacer`); views
    /// whose every tag place would cover text or be cut off get none, and the legend names them.
    func frames(badges: [Rect]) -> Frames {
        // The system bars (the status bar's time and battery, the bars' items) are never covered by a tag.
        let bars = layout.views.filter { $0.kind.isSystem && $0.kind != .homeIndicator }.map { $0.frame.offsetBy(dx: place.tx, dy: place.ty) }
        var placer = TagPlacer(geometry: geometry, windowOrigin: window.origin, textLines: textLines, badges: badges, bars: bars)
        var nodes: [Node] = []
        var untagged: [String] = []
        for view in layout.views where !view.kind.isSystem {
            let frame = view.frame.offsetBy(dx: place.tx, dy: place.ty)
            guard frame.width > 1, frame.height > 1 else { continue }
            var group: [Node] = [.shape(Shape(path: Path(rect: frame.inset(by: .all(0.5))), stroke: Stroke(color: theme.frameOutline, width: 1)))]
            // The tag's text 2 points in from the tag's left edge, its baseline 9 below its top.
            let label = text.run(tagTexts[view.id] ?? view.id, at: Point(x: 2, y: 9), font: TextFont(size: 9, weight: .medium), color: theme.frameLabel)
            if let tag = placer.place(size: Size(width: label.width + 4, height: 12), frame: frame) {
                group.append(.group(Group(id: "tag-\(view.id)", className: "tag", nodes: [
                    .shape(Shape(path: Path(rect: tag), fill: theme.background.alpha(200))),
                    Node.text(label).translated(dx: tag.minX, dy: tag.minY),
                ])))
            } else {
                untagged.append(view.id)
            }
            nodes.append(.group(Group(id: "frame-\(view.id)", className: "frame", nodes: group)))
        }
        return Frames(nodes: nodes, untagged: untagged)
    }

    /// The frames overlay: its nodes, and the ids of the views drawn without a tag.
    struct Frames {
        var nodes: [Node]
        var untagged: [String]
    }

    /// The findings overlay: its nodes, the badges' squares (canvas coordinates) and how wide the lane
    /// of badges beside the screen came out (0 when every badge found room on the screen).
    struct Findings {
        var nodes: [Node]
        var badges: [Rect]
        var laneWidth: Double
    }

    /// Each finding's region outlined just outside its edge (so the view's own pixels keep their colours:
    /// no tint over it), solid for errors, dashed for warnings, dotted for notes; and its numbered badge
    /// where `BadgePlacer` finds room, with a leader line to the region when it is not on it; the badges
    /// are drawn over all the outlines and lines. The first `Legend.maximumEntries` findings get badges
    /// (the legend lists as many); the rest are outlined only.
    /// `laneX` is the left edge of the fallback lane on the canvas, its slots spanning `laneSpan` down.
    func findings(_ markers: [FindingMarker], laneX: Double, laneSpan: ClosedRange<Double>) -> Findings {
        var placer = BadgePlacer(
            geometry: geometry, windowOrigin: window.origin, obstacles: textLines + controls, laneX: laneX,
            laneTop: laneSpan.lowerBound, laneBottom: laneSpan.upperBound)
        var outlined: [Node] = [], badges: [Node] = []
        for (index, marker) in markers.enumerated() {
            let region = marker.region.offsetBy(dx: place.tx, dy: place.ty)
            let colour = theme.colour(for: marker.severity)
            var nodes: [Node] = [
                .shape(Shape(path: Path(rect: region.inset(by: .all(-1))), stroke: Stroke(color: colour, width: 2, dash: Self.dash(marker.severity))))
            ]
            if index < Legend.maximumEntries {
                let badge = placer.place(region: region)
                if let leader = Self.leader(from: badge.centre, to: region) {
                    nodes.append(.shape(Shape(path: leader, stroke: Stroke(color: colour, width: 1.5))))
                }
                badges.append(.group(Group(
                    id: "badge-\(marker.number)", className: badge.inLane ? "badge lane" : "badge", title: "\(marker.rule): \(marker.message)",
                    nodes: Badge(number: marker.number, severity: marker.severity, theme: theme, text: text).nodes(centre: badge.centre))))
            }
            outlined.append(.group(Group(
                id: "finding-\(marker.number)", className: "finding \(marker.severity.rawValue)", title: "\(marker.rule): \(marker.message)",
                nodes: nodes)))
        }
        // The badges over every outline and leader line, so no line crosses a number.
        return Findings(nodes: outlined + badges, badges: placer.placed, laneWidth: placer.laneWidth)
    }

    /// The outline's dash pattern: solid for an error, dashed for a warning, dotted for a note.
    static func dash(_ severity: Severity) -> [Double] {
        switch severity {
        case .error: []
        case .warning: [6, 3]
        case .info: [2, 2]
        }
    }

    /// The line from the badge's rim to the nearest point of its region's outline (which lies 2 points
    /// outside the region, so the line's end never reaches into the view), or `nil` when the badge sits on
    /// the region or touches its outline.
    static func leader(from centre: Point, to region: Rect) -> Path? {
        let outline = region.inset(by: .all(-2))
        let target = Point(x: min(max(centre.x, outline.minX), outline.maxX), y: min(max(centre.y, outline.minY), outline.maxY))
        let dx = target.x - centre.x, dy = target.y - centre.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > Badge.radius + 1 else { return nil }
        var path = Path()
        path.move(to: Point(x: centre.x + dx / distance * Badge.radius, y: centre.y + dy / distance * Badge.radius))
        path.line(to: target)
        return path
    }
}
