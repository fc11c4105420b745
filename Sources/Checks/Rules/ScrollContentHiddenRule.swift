import Diagnostics
import Geometry
import Layout
import Screens

/// `scroll-content-hidden`: at the initial content offset a scroll view's first content, or at the end of
/// scrolling its last content, sits under an unsafe region or a bar; or its scroll indicator runs under one.
///
/// What it catches: seed 000's rule 3 (docs/research/seeds.md: "滚动条要和顶部和底部保持距离") and its Toon bug — a full-screen
/// list with `contentInsetAdjustmentBehavior: never` whose first rows start under the status bar or notch
/// and whose last rows end in the home-indicator area; a list pinned 20 pt down on a 44 pt status bar; a
/// collection or scroll view whose content runs under a landscape side inset.
///
/// What it does not catch: horizontal insets of tables (UITableView insets its cells' content by the safe
/// area itself), nested scroll views, bars' translucency (content under a bar counts as hidden, as UIKit's
/// safe area says), and grouped-table header gaps (no safe-area problem, seed 002 part 5).
package struct ScrollContentHiddenRule: Rule {
    init() {}
    package let id = "scroll-content-hidden"
    package let defaultSeverity = Severity.error
    package let statement = "A scroll view's first and last content and its indicators start and end clear of unsafe regions and bars."
    package let help = "Keep contentInsetAdjustmentBehavior automatic (or always), or set contentInset to the safe-area insets, so the content starts below the top bars and ends above the home indicator."

    package func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        let regions = context.geometry.unsafeRegions
        for index in context.templateIndices {
            // Read in place: a copy of each view to test for a scroll geometry cost more than the test.
            let parent = context.layout.views[index].parent
            guard !(parent.map { context.scrolls[$0] } ?? false), let scroll = context.layout.views[index].scroll else { continue }
            let frame = context.layout.views[index].frame, spec = context.spec(index)
            let adjusted = scroll.adjustedContentInset
            let contentTop = frame.minY + adjusted.top

            // Top: the lowest top strip or top bar covering the scroll view.
            if let cover = regions.lazy.filter({ ($0.kind == .top || $0.kind == .navigationBar) && $0.frame.intersects(frame) })
                .max(by: { $0.frame.maxY < $1.frame.maxY }) {
                let coveredTo = min(cover.frame.maxY, frame.maxY)
                let content = scroll.contentSize.height > 0 ? coveredTo - max(contentTop, frame.minY) : 0
                let indicator = scroll.scrollsVertically ? coveredTo - (frame.minY + scroll.scrollIndicatorInsets.top) : 0
                if let finding = report(
                    context, spec, edge: "first", content: content, indicator: indicator, under: cover,
                    region: Rect(x: frame.minX, y: max(frame.minY, min(contentTop, coveredTo)), width: frame.width,
                                 height: max(0, coveredTo - max(frame.minY, min(contentTop, coveredTo)))))
                { findings.append(finding) }
            }
            // Bottom: the highest bottom strip or bottom bar covering it; the last content when scrolled to the end.
            if let cover = regions.lazy.filter({ ($0.kind == .bottom || $0.kind == .tabBar || $0.kind == .toolbar) && $0.frame.intersects(frame) })
                .min(by: { $0.frame.minY < $1.frame.minY }) {
                let coveredFrom = max(cover.frame.minY, frame.minY)
                let last = min(contentTop + scroll.contentSize.height, frame.maxY - adjusted.bottom)
                let content = scroll.contentSize.height > 0 ? min(last, frame.maxY) - max(coveredFrom, contentTop) : 0
                let indicator = scroll.scrollsVertically ? (frame.maxY - scroll.scrollIndicatorInsets.bottom) - coveredFrom : 0
                if let finding = report(
                    context, spec, edge: "last", content: content, indicator: indicator, under: cover,
                    region: Rect(x: frame.minX, y: coveredFrom, width: frame.width, height: max(0, min(last, frame.maxY) - coveredFrom)))
                { findings.append(finding) }
            }
            // Sides: only where UIKit does not inset the content itself (not tables).
            guard spec.kind != .table, scroll.contentSize.width > 0 else { continue }
            let contentLeft = frame.minX + adjusted.left
            if let cover = context.geometry.strip(.left), cover.frame.intersects(frame) {
                let hidden = min(cover.frame.maxX, frame.maxX) - max(contentLeft, frame.minX)
                if let finding = report(
                    context, spec, edge: "leading", content: hidden, indicator: 0, under: cover,
                    region: cover.frame.intersection(frame))
                { findings.append(finding) }
            }
            let contentRight = min(frame.maxX - adjusted.right, contentLeft + scroll.contentSize.width)
            if let cover = context.geometry.strip(.right), cover.frame.intersects(frame) {
                let hidden = min(contentRight, frame.maxX) - max(cover.frame.minX, frame.minX)
                if let finding = report(
                    context, spec, edge: "trailing", content: hidden, indicator: 0, under: cover,
                    region: cover.frame.intersection(frame))
                { findings.append(finding) }
            }
        }
        return findings
    }

    private func report(
        _ context: CheckContext, _ spec: ViewSpec, edge: String, content: Double, indicator: Double, under cover: UnsafeRegion,
        region: Rect?
    ) -> Finding? {
        let tolerance = 1e-6
        guard content > tolerance || indicator > tolerance else { return nil }
        let amount = max(content, indicator)
        let message: String
        if content > tolerance {
            message = "view '\(spec.id)' \(edge) content sits \(content.points) pt under \(cover.name)"
                + (indicator > tolerance ? ", and so does its scroll indicator" : "")
        } else {
            message = "view '\(spec.id)' scroll indicator runs \(indicator.points) pt under \(cover.name)"
        }
        var finding = context.finding(
            self, message, view: spec.id, region: region, amount: amount, at: spec.location(of: "contentInsetAdjustmentBehavior"),
            fix: "keep contentInsetAdjustmentBehavior automatic, or set contentInset to the safe-area insets, for '\(spec.id)'")
        if content <= tolerance { finding.severity = .warning }
        return finding
    }
}
