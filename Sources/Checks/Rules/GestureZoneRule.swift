import Geometry

/// `gesture-zone`: a control sits where the system's edge gestures live — the bottom system-gesture zone
/// (the home-indicator area: the bottom safe inset on home-indicator devices) or a screen corner.
///
/// What it catches: buttons and text fields that reach into the home-indicator strip, where the swipe home
/// and app-switcher gestures cancel the app's touches, or that sit in a corner square as large as the corner
/// radius outside the safe area (docs/research/seeds.md, seed 003: "避免将交互式控件放置在屏幕最底部和角落里").
///
/// What it does not catch: non-interactive content (`unsafe-overlap` covers it), controls inside scroll
/// views, devices without a home indicator, and controls in a corner square but inside the safe area —
/// UIKit's own toolbars and margins put items there on large-radius phones, so Bezel does not call it wrong.
package struct GestureZoneRule: Rule {
    init() {}
    package let id = "gesture-zone"
    package let defaultSeverity = Severity.warning
    package let statement = "Controls stay out of the bottom system-gesture zone and the screen corners."
    package let help = "Pin controls above the safe area's bottom (`bottom: safeArea + 8`) and away from the corners."

    package func check(_ context: CheckContext) -> [Finding] {
        let geometry = context.geometry
        guard geometry.hasHomeIndicator else { return [] }
        var findings: [Finding] = []
        let bottomZone = geometry.strip(.bottom)?.frame
        let radius = geometry.cornerRadius
        let screen = geometry.screenSize
        let hardwareSafe = geometry.bounds.inset(by: geometry.hardwareInsets)
        let cornerSquares: [Rect] = radius > 0 ? [
            Rect(x: 0, y: 0, width: radius, height: radius),
            Rect(x: screen.width - radius, y: 0, width: radius, height: radius),
            Rect(x: 0, y: screen.height - radius, width: radius, height: radius),
            Rect(x: screen.width - radius, y: screen.height - radius, width: radius, height: radius),
        ].map { geometry.toWindow($0) } : []
        for index in context.fixedIndices {
            let frame = context.layout.views[index].frame, spec = context.spec(index)
            guard spec.kind.isControl else { continue }
            if let zone = bottomZone, let overlap = frame.intersection(zone) {
                findings.append(context.finding(
                    self, "control '\(spec.id)' reaches \(overlap.height.points) pt into the bottom system-gesture zone",
                    view: spec.id, region: overlap, amount: overlap.height, at: spec.pins.bottom?.location ?? spec.location,
                    fix: "pin '\(spec.id)' to the safe area's bottom (bottom: safeArea + 8) so the home gesture does not take its touches"))
                continue
            }
            for square in cornerSquares {
                guard let overlap = frame.intersection(square), !hardwareSafe.contains(overlap) else { continue }
                let depth = min(overlap.width, overlap.height)
                findings.append(context.finding(
                    self, "control '\(spec.id)' sits in a screen corner, \(depth.points) pt into the corner's \(radius.points) pt square",
                    view: spec.id, region: overlap, amount: depth, at: spec.location,
                    fix: "move '\(spec.id)' inside the safe area and away from the corners, which are hard to reach"))
                break
            }
        }
        return findings
    }
}
