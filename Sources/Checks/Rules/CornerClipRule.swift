import Geometry
import Layout

/// `corner-clip`: content that does not scroll falls outside the display's rounded corners.
///
/// What it catches: a view whose corner lies outside UIKit's continuous corner curve (the real "squircle",
/// docs/research/rendering.md §2, not a circular arc or the bounding square) by at least `tolerance`, so part of
/// it is never lit. The amount is the corner point's distance from the curve.
///
/// What it does not catch: view corners inside the window's hardware safe area — UIKit's safe area is a
/// rectangle, so a view pinned to it in portrait loses a sliver to the curve (0.9 pt on iPhone X, about
/// 5 pt at a 62 pt radius) by Apple's own design; less than half a point (a view on the safe-area edge of an iPad may graze the
/// curve by a tenth of a point, which no one can see), scrolling content, `bleed` backgrounds, containers,
/// devices with square or unknown corners, the rounded corners of Split View windows (not sourced), and the part of a
/// view a superview that clips to its bounds never draws (`CheckContext.visibleFrame`).
package struct CornerClipRule: Rule {
    init() {}
    package let id = "corner-clip"
    package let defaultSeverity = Severity.error
    package let statement = "Content stays inside the display's rounded corners."
    package let help = "Inset the view from the corners: pin it to the safe area or the layout margins."

    /// Smaller clips are invisible (half a point is one or two pixels).
    static let tolerance = 0.5

    package func check(_ context: CheckContext) -> [Finding] {
        let radius = context.geometry.cornerRadius
        guard radius > 0 else { return [] }
        let screen = context.geometry.screenSize
        let safe = context.geometry.toScreen(context.geometry.bounds.inset(by: context.geometry.hardwareInsets))
        var findings: [Finding] = []
        for index in context.fixedIndices {
            let spec = context.spec(index)
            guard !spec.bleed && CheckContext.drawsContent(spec), let frame = context.visibleFrame(index) else { continue }
            let r = context.geometry.toScreen(frame)
            guard !r.isEmpty else { continue }
            // Each display corner (in `ScreenGeometry.cornerDepths`' order) against the view's corner nearest to it
            // (the display is convex).
            let corners: [(name: String, zone: Rect)] = [
                ("top-left", Rect(x: 0, y: 0, width: radius * 1.6, height: radius * 1.6)),
                ("top-right", Rect(x: screen.width - radius * 1.6, y: 0, width: radius * 1.6, height: radius * 1.6)),
                ("bottom-left", Rect(x: 0, y: screen.height - radius * 1.6, width: radius * 1.6, height: radius * 1.6)),
                ("bottom-right", Rect(x: screen.width - radius * 1.6, y: screen.height - radius * 1.6, width: radius * 1.6, height: radius * 1.6)),
            ]
            let points = [
                Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY),
            ]
            for (index, (corner, point)) in zip(corners, points).enumerated() {
                // A corner inside the hardware safe area is accepted: UIKit's safe area is square by design.
                guard !(point.x >= safe.minX - 1e-9 && point.x <= safe.maxX + 1e-9 && point.y >= safe.minY - 1e-9
                        && point.y <= safe.maxY + 1e-9) else { continue }
                let depth = context.geometry.cornerDepths(point)[index]
                guard depth >= Self.tolerance, let clipped = r.intersection(corner.zone) else { continue }
                findings.append(context.finding(
                    self, "view '\(spec.id)' is cut by the display's \(corner.name) corner by \(depth.points) pt",
                    view: spec.id, region: context.geometry.toWindow(clipped), amount: depth, at: spec.location,
                    fix: "pin '\(spec.id)' to the safe area or the layout margins, away from the rounded corners"))
            }
        }
        return findings
    }
}
