import Geometry

/// `refresh-exposed`: a pull-to-refresh control shows under a full-screen top — the status bar or the
/// sensor housing's strip with no bar above the list (docs/research/seeds.md, seed 000: "顶部刷新控件会有露出").
///
/// Two moments show the control: at rest, the strip above the content (`adjustedContentInset.top`) shows its
/// lower part; while it refreshes, it rests fully in view just below the adjusted top inset. The finding is
/// the larger part inside the uncovered top strip at either moment.
///
/// What it catches: a full-screen list without a navigation bar, where the automatic behaviour leaves the
/// control peeking out under the status bar, and `never`, where it refreshes under the notch.
///
/// What it does not catch: lists under a navigation bar — the bar's background covers the control up to its
/// bottom edge (docs/research/seeds.md, seed 000: "大部分刷新控件都是在有顶部导航栏的情况下", the usual, harmless case).
package struct RefreshExposedRule: Rule {
    init() {}
    package let id = "refresh-exposed"
    package let defaultSeverity = Severity.warning
    package let statement = "A refresh control does not show under a full-screen top."
    package let help = "Put the list under a navigation bar, or start it at the safe area's top, or hide the refresh control until the user pulls (seed 000)."

    package func check(_ context: CheckContext) -> [Finding] {
        guard let strip = context.geometry.strip(.top) else { return [] }
        // A navigation bar's background covers everything above its bottom edge.
        if context.geometry.unsafeRegions.contains(where: { $0.kind == .navigationBar }) { return [] }
        var findings: [Finding] = []
        for index in context.templateIndices {
            let view = context.layout.views[index], spec = context.spec(index)
            guard let scroll = view.scroll, let control = scroll.refreshControl else { continue }
            let frame = view.frame
            let rest = control
            let refreshing = control.offsetBy(dx: 0, dy: control.height)
            guard let worst = strip.tallestPart(of: [rest, refreshing], within: frame) else { continue }
            findings.append(context.finding(
                self, "view '\(spec.id)' refresh control shows \(worst.height.points) pt under \(strip.name)",
                view: spec.id, region: worst, amount: worst.height, at: spec.location(of: "refreshControl"),
                fix: "start '\(spec.id)' at the safe area's top or put it under a navigation bar so the refresh control stays covered"))
        }
        return findings
    }
}
