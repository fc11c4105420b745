import Geometry

/// `offscreen`: a view lies outside its window, wholly (an error: it is never seen) or in part (a warning:
/// it is cut at the window's edge).
///
/// What it catches: pins and sizes that push a view past the window's edge — a fixed width wider than a
/// 320 pt iPhone SE or a 1/3 Split View window, a negative constant, a sibling chain running off the bottom.
///
/// What it does not catch: content inside scroll views (it scrolls into view), `bleed` backgrounds, and
/// views with no area.
package struct OffscreenRule: Rule {
    init() {}
    package let id = "offscreen"
    package let defaultSeverity = Severity.error
    package let statement = "Views that do not scroll lie inside their window."
    package let help = "Pin the view to its superview's guides on both sides instead of giving it a fixed size or position."

    package func check(_ context: CheckContext) -> [Finding] {
        let bounds = context.geometry.bounds
        var findings: [Finding] = []
        for index in context.fixedIndices {
            let view = context.layout.views[index], spec = context.spec(index)
            guard !spec.bleed && !view.frame.isEmpty else { continue }
            let frame = view.frame
            guard let visible = frame.intersection(bounds) else {
                findings.append(context.finding(
                    self, "view '\(spec.id)' lies wholly outside its \(bounds.width.points)x\(bounds.height.points) pt window",
                    view: spec.id, region: frame, amount: nil, at: spec.location,
                    fix: "pin '\(spec.id)' inside its superview"))
                continue
            }
            guard visible != frame else { continue }
            let past = [bounds.minX - frame.minX, frame.maxX - bounds.maxX, bounds.minY - frame.minY, frame.maxY - bounds.maxY].max() ?? 0
            guard past > 1e-6 else { continue }
            var finding = context.finding(
                self, "view '\(spec.id)' extends \(past.points) pt past its window's edge",
                view: spec.id, region: frame, amount: past, at: spec.location,
                fix: "pin '\(spec.id)' to its superview's guides on both sides instead of a fixed size or position")
            finding.severity = .warning
            findings.append(finding)
        }
        return findings
    }
}
