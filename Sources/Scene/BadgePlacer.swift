import Geometry
import Layout

/// Where each finding's numbered badge goes, so that it hides nothing and nothing hides it:
/// clear of the hardware's unsafe regions (`ScreenGeometry.isClearOfHardware`: status bar, sensor housing,
/// home indicator, side insets, rounded corners — the geometry the rules judge views against), of every
/// text line box the typesetter set, of every control, and of the badges already placed.
///
/// Deterministic: the candidate centres lie on rings around the finding's region (five outside it, and
/// inside it down to its middle), each ring sampled every `pitch` points; the nearest `maximumCandidates`
/// to the region's top-left corner are tried, nearest first (ties: the upper, then the left one), and the
/// first free one wins. When none is free, the badge goes to the fallback lane: columns beside the screen,
/// outside the device, each badge in the free slot nearest its region's height. The same screen, findings
/// and order give the same places.
struct BadgePlacer {
    /// Where a badge went.
    struct Placement {
        var centre: Point
        /// In the lane beside the device rather than on the screen.
        var inLane: Bool
    }

    static let radius = Badge.radius
    /// Space kept between a badge and its region, and between two badges.
    static let gap = 3.0
    /// Distance between neighbouring candidates, and between lane slots.
    static var pitch: Double { 2 * radius + gap }
    /// Rings tried outside the region: candidates up to about 100 points from it.
    static let outerRings = 5
    /// Only this many candidates, the nearest, are tried before the lane: a bound on the work for a
    /// screen-sized region covered in text (100 badges × 400 places × the screen's text lines).
    static let maximumCandidates = 400
    /// How far beyond the window a region's rings are still walked. A candidate must lie inside the window
    /// (`isFree`), so the rings of the part of a region farther out than its outer rings reach can hold
    /// none; clipping the region there first bounds the work by the window's size, not the region's (a
    /// 100,000-point view would give millions of candidates).
    static let clipMargin = 200.0

    /// The hardware around the window, in window coordinates.
    let geometry: ScreenGeometry
    /// The window's origin on the canvas.
    let windowOrigin: Point
    /// Text line boxes and controls, canvas coordinates.
    let obstacles: [Rect]
    /// The lane's left edge and the span of its slots (the screen's height), canvas coordinates.
    let laneX: Double
    let laneTop: Double
    let laneBottom: Double

    /// The squares of the badges placed so far, canvas coordinates.
    private(set) var placed: [Rect] = []
    /// The lane's occupied slots, column by column.
    private var laneSlots: [Set<Int>] = []

    init(geometry: ScreenGeometry, windowOrigin: Point, obstacles: [Rect], laneX: Double, laneTop: Double, laneBottom: Double) {
        self.geometry = geometry
        self.windowOrigin = windowOrigin
        self.obstacles = obstacles
        self.laneX = laneX
        self.laneTop = laneTop
        self.laneBottom = laneBottom
    }

    /// The lane's width on the canvas: its columns and a gap after the last (0 when unused).
    var laneWidth: Double { laneSlots.isEmpty ? 0 : Double(laneSlots.count) * Self.pitch + Self.gap }

    /// The square a badge centred at `centre` covers.
    static func square(centre: Point) -> Rect {
        Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
    }

    /// Places the badge of a finding whose region (canvas coordinates) is `region`.
    mutating func place(region: Rect) -> Placement {
        let anchor = Point(x: region.minX, y: region.minY)
        let reach = Self.gap + Self.radius + Double(Self.outerRings) * Self.pitch + Self.clipMargin
        let near = geometry.bounds.offsetBy(dx: windowOrigin.x, dy: windowOrigin.y)
            .inset(by: EdgeInsets(top: -reach, left: -reach, bottom: -reach, right: -reach))
        // Clamped rather than intersected: a region of zero width or height keeps its rings.
        let left = max(region.minX, near.minX), right = min(region.maxX, near.maxX)
        let top = max(region.minY, near.minY), bottom = min(region.maxY, near.maxY)
        guard right >= left, bottom >= top else { return Placement(centre: laneSlot(near: region), inLane: true) }
        // A region within reach is walked as it is (its width, not maxX − minX, which may round differently).
        let inside = left == region.minX && right == region.maxX && top == region.minY && bottom == region.maxY
        let walked = inside ? region : Rect(x: left, y: top, width: right - left, height: bottom - top)
        let ordered = Self.candidates(around: walked).map { point -> (Double, Point) in
            let dx = point.x - anchor.x, dy = point.y - anchor.y
            return (dx * dx + dy * dy, point)
        }.sorted { a, b in
            if a.0 != b.0 { return a.0 < b.0 }
            if a.1.y != b.1.y { return a.1.y < b.1.y }
            return a.1.x < b.1.x
        }
        for (_, centre) in ordered.prefix(Self.maximumCandidates) where isFree(centre) {
            placed.append(Self.square(centre: centre))
            return Placement(centre: centre, inLane: false)
        }
        return Placement(centre: laneSlot(near: region), inLane: true)
    }

    /// Whether a badge centred at `centre` is seen whole and covers nothing it must not.
    private func isFree(_ centre: Point) -> Bool {
        let square = Self.square(centre: centre)
        let spaced = square.inset(by: EdgeInsets(top: -Self.gap, left: -Self.gap, bottom: -Self.gap, right: -Self.gap))
        guard !placed.contains(where: { $0.intersects(spaced) }) else { return false }
        guard !obstacles.contains(where: { $0.intersects(square) }) else { return false }
        return geometry.isClearOfHardware(square.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y))
    }

    /// The candidate centres: three rings outside `region` and rings inside it down to its middle, each
    /// ring sampled every `pitch` points along its sides, corners included.
    static func candidates(around region: Rect) -> [Point] {
        var points: [Point] = []
        for ring in 0..<outerRings {
            let d = gap + radius + Double(ring) * pitch
            points.append(contentsOf: perimeter(region.inset(by: EdgeInsets(top: -d, left: -d, bottom: -d, right: -d))))
        }
        var d = gap + radius
        while 2 * d <= min(region.width, region.height) {
            points.append(contentsOf: perimeter(region.inset(by: EdgeInsets(top: d, left: d, bottom: d, right: d))))
            d += pitch
        }
        return points
    }

    /// Points along the sides of `rect`, at most `pitch` apart, each corner once.
    private static func perimeter(_ rect: Rect) -> [Point] {
        func steps(_ length: Double) -> Int { max(1, Int((length / pitch).rounded(.up))) }
        let across = steps(rect.width), down = steps(rect.height)
        var points: [Point] = []
        for i in 0...across {
            let x = rect.minX + rect.width * Double(i) / Double(across)
            points.append(Point(x: x, y: rect.minY))
            if rect.height > 0 { points.append(Point(x: x, y: rect.maxY)) }
        }
        if down > 1 {
            for j in 1..<down {
                let y = rect.minY + rect.height * Double(j) / Double(down)
                points.append(Point(x: rect.minX, y: y))
                if rect.width > 0 { points.append(Point(x: rect.maxX, y: y)) }
            }
        }
        return points
    }

    /// The lane slot nearest the region's middle height in the first column with a free slot; a new
    /// column when all are full.
    private mutating func laneSlot(near region: Rect) -> Point {
        let count = max(1, Int(((laneBottom - laneTop - Self.gap) / Self.pitch).rounded(.down)))
        let wanted = ((region.midY - laneTop - Self.gap - Self.radius) / Self.pitch).rounded()
        let preferred = Int(min(Double(count - 1), max(0, wanted)))
        let column = laneSlots.firstIndex { $0.count < count } ?? laneSlots.count
        if column == laneSlots.count { laneSlots.append([]) }
        // Slots by distance from the preferred one, the upper first on a tie.
        var slot = preferred
        for distance in 0..<count {
            if preferred - distance >= 0, !laneSlots[column].contains(preferred - distance) { slot = preferred - distance; break }
            if preferred + distance < count, !laneSlots[column].contains(preferred + distance) { slot = preferred + distance; break }
        }
        laneSlots[column].insert(slot)
        let centre = Point(
            x: laneX + Self.gap + Self.radius + Double(column) * Self.pitch,
            y: laneTop + Self.gap + Self.radius + Double(slot) * Self.pitch)
        placed.append(Self.square(centre: centre))
        return centre
    }
}
