import Geometry

/// `double-inset`: a scroll view's content is pushed further than the unsafe region, because a
/// `contentInset` set by hand is added on top of the automatic safe-area adjustment (docs/research/seeds.md, seed 002).
///
/// What it catches: the iOS 11 "table moved down 20 pt / 64 pt" bug — contentInset (64, 0, 60, 0) kept from
/// iOS 10 under a custom navigation bar, while UIKit adds the table's safe-area inset (20 pt of status bar)
/// again: adjustedContentInset (84, 0, 60, 0). It fires on an edge when the hand-set inset alone already
/// reaches the covered edge — the top strip, a system bar, or a view drawn over the list's edge such as a custom
/// navigation bar — so the system's part comes on top; it reports the extra shift with seed 002's three cures.
///
/// What it does not catch: hand-set insets that stop short of the covered edge (padding, or seed 002's first
/// cure: contentInset 44 under a 64 pt custom bar with a 20 pt safe area). It cannot tell a deliberate gap as
/// large as the cover from the bug: `allow: [double-inset]` says so.
package struct DoubleInsetRule: Rule {
    init() {}
    package let id = "double-inset"
    package let defaultSeverity = Severity.warning
    package let statement = "A hand-set contentInset is not added on top of the automatic safe-area adjustment."
    package let help = "Seed 002's three cures: set contentInset so that it cancels the safe-area inset, set contentInsetAdjustmentBehavior: never, or give the responsible controller a negative additionalSafeAreaInsets."

    package func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for index in context.templateIndices {
            let view = context.layout.views[index], spec = context.spec(index)
            guard let scroll = view.scroll else { continue }
            let frame = view.frame
            let set = scroll.contentInset, adjusted = scroll.adjustedContentInset
            let cover = Self.covers(of: index, in: context)
            for edge in ["top", "bottom"] {
                let top = edge == "top"
                let hand = top ? set.top : set.bottom
                let system = (top ? adjusted.top : adjusted.bottom) - hand
                // The hand-set inset alone already reaches the covered edge; the system's part comes on top.
                let reach = top ? frame.minY + hand - cover.top : cover.bottom - (frame.maxY - hand)
                guard hand > 0, system > 1e-6, reach >= -0.5 else { continue }
                let shift = system
                let total = hand + system
                let region = top
                    ? Rect(x: frame.minX, y: frame.minY + total - shift, width: frame.width, height: shift)
                    : Rect(x: frame.minX, y: frame.maxY - total, width: frame.width, height: shift)
                findings.append(context.finding(
                    self,
                    "view '\(spec.id)' content is shifted \(shift.points) pt too far at the \(edge): contentInset.\(edge) \(hand.points) set by hand plus the automatic safe-area adjustment \(system.points) gives adjustedContentInset.\(edge) \(total.points)",
                    view: spec.id, region: region, amount: shift, at: spec.location(of: "contentInset"),
                    fix: "set contentInset.\(edge) to \(max(0, hand - system).points) to cancel the safe-area inset, or set contentInsetAdjustmentBehavior: never, or give the controller additionalSafeAreaInsets.\(edge) -\(system.points)"))
            }
        }
        return findings
    }

    /// How far the scroll view's top and bottom are covered, in window coordinates: by the hardware strips,
    /// the system bars, and views that do not scroll drawn over its edge (a custom navigation bar,
    /// docs/research/seeds.md, seed 002).
    static func covers(of index: Int, in context: CheckContext) -> (top: Double, bottom: Double) {
        let frame = context.layout.views[index].frame
        var top = frame.minY, bottom = frame.maxY
        for region in context.geometry.unsafeRegions where region.frame.intersects(frame) {
            switch region.kind {
            case .top, .navigationBar: top = max(top, region.frame.maxY)
            case .bottom, .tabBar, .toolbar: bottom = min(bottom, region.frame.minY)
            case .left, .right: break
            }
        }
        let parent = context.layout.views[index].parent
        for other in context.fixedIndices where other > index && context.layout.views[other].parent == parent {
            let view = context.layout.views[other]
            guard let overlap = view.frame.intersection(frame), overlap.width >= frame.width / 2 else { continue }
            if view.frame.minY <= frame.minY + 0.5 { top = max(top, view.frame.maxY) }
            if view.frame.maxY >= frame.maxY - 0.5 { bottom = min(bottom, view.frame.minY) }
        }
        return (top, bottom)
    }
}
