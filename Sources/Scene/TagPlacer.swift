import Geometry
import Layout

/// Where each view's id tag goes in the frames overlay, so that it covers no text (the tag
/// "day" hid the "To" of "Today").
///
/// Candidates in a fixed order: inside the top-left, top-right, bottom-left and bottom-right corners of
/// the part of the view clear of the hardware's unsafe regions, then of the whole view, then just outside
/// it above (left, right) and below (left, right). A tag must be seen whole
/// (inside the window, clear of the housing's shape and the rounded corners: `ScreenGeometry.isLit`) and
/// cover no text line box, no system bar (status bar, navigation bar, tab bar, toolbar: their items and
/// glyphs) and no tag placed before. The first candidate that also keeps off the badges wins; failing that,
/// the first that keeps off the rest; failing that, the view gets no tag and the legend names it.
struct TagPlacer {
    /// Space between a tag and its view's edge.
    static let inset = 1.0

    /// The hardware around the window, in window coordinates.
    let geometry: ScreenGeometry
    /// The window's origin on the canvas.
    let windowOrigin: Point
    /// Text line boxes, canvas coordinates.
    let textLines: [Rect]
    /// The system bars' frames, canvas coordinates: never covered.
    let bars: [Rect]
    /// Badges, canvas coordinates: kept clear where there is room.
    let badges: [Rect]
    /// The tags placed so far, canvas coordinates: never covered.
    private(set) var placed: [Rect] = []

    init(geometry: ScreenGeometry, windowOrigin: Point, textLines: [Rect], badges: [Rect], bars: [Rect] = []) {
        self.geometry = geometry
        self.windowOrigin = windowOrigin
        self.textLines = textLines
        self.badges = badges
        self.bars = bars
    }

    /// The tag's rectangle for a view whose frame (canvas coordinates) is `frame`, or `nil` when every
    /// candidate would cover text or be cut off.
    mutating func place(size: Size, frame: Rect) -> Rect? {
        let w = size.width, h = size.height, d = Self.inset
        func corners(_ r: Rect) -> [Rect] {
            [
                Rect(x: r.minX + d, y: r.minY + d, width: w, height: h),
                Rect(x: r.maxX - d - w, y: r.minY + d, width: w, height: h),
                Rect(x: r.minX + d, y: r.maxY - d - h, width: w, height: h),
                Rect(x: r.maxX - d - w, y: r.maxY - d - h, width: w, height: h),
            ]
        }
        // The part of the view clear of the hardware first (a screen-sized view's corners lie in the status
        // bar and the rounded corners), then the view's own corners, then outside it.
        let safe = geometry.bounds.inset(by: geometry.hardwareInsets).offsetBy(dx: windowOrigin.x, dy: windowOrigin.y)
        let visible = frame.intersection(safe).map(corners) ?? []
        let candidates = (visible + corners(frame) + [
            Rect(x: frame.minX, y: frame.minY - d - h, width: w, height: h),
            Rect(x: frame.maxX - w, y: frame.minY - d - h, width: w, height: h),
            Rect(x: frame.minX, y: frame.maxY + d, width: w, height: h),
            Rect(x: frame.maxX - w, y: frame.maxY + d, width: w, height: h),
        ]).filter { candidate in
            !textLines.contains { $0.intersects(candidate) }
                && !bars.contains { $0.intersects(candidate) }
                && !placed.contains { $0.intersects(candidate) }
                && geometry.isLit(candidate.offsetBy(dx: -windowOrigin.x, dy: -windowOrigin.y))
        }
        guard let chosen = candidates.first(where: { candidate in !badges.contains { $0.intersects(candidate) } }) ?? candidates.first else {
            return nil
        }
        placed.append(chosen)
        return chosen
    }
}
