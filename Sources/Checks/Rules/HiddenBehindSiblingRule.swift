import Geometry
import Layout
import Screens

/// `hidden-behind-sibling`: a scroll view's last (or first) content ends behind a sibling drawn in front
/// of it across its whole width — an input bar, a custom tab bar, a floating header — because the scroll
/// view's content inset does not make room for it.
///
/// What it catches: the chat screen whose list fills the window while a message bar sits on top of its
/// bottom edge; the feed whose custom header covers the first row. UIKit's safe area knows nothing of an
/// app's own bars, so the automatic inset does not help; `contentInset` (or `additionalSafeAreaInsets`,
/// or pinning the list's edge to the bar) must.
///
/// What it does not catch: system bars (`scroll-content-hidden`), bars narrower than 90 % of the list
/// (a floating button covers a part of a row, not the end of the content), translucent bars (the rule
/// cannot see translucency), nested scroll views.
package struct HiddenBehindSiblingRule: Rule {
    init() {}
    package let id = "hidden-behind-sibling"
    package let defaultSeverity = Severity.error
    package let statement = "A scroll view's content starts and ends clear of the app's own bars in front of it."
    package let help = "Pin the scroll view's edge to the bar's facing edge, or set its contentInset (and verticalScrollIndicatorInsets) to the bar's height."

    /// How much of the scroll view's width a sibling must cover to count as a bar.
    static let barWidthShare = 0.9

    package func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        let indices = context.templateIndices, views = context.layout.views
        for (n, index) in indices.enumerated() {
            // The list's fields read in place: copying every view to test for a scroll geometry cost more than the test.
            let parent = views[index].parent, listSpec = context.spec(index)
            guard !listSpec.layout.isHidden, !(parent.map { context.scrolls[$0] } ?? false),
                  let scroll = views[index].scroll else { continue }
            let frame = views[index].frame
            guard frame.height > 0, scroll.contentSize.height > 0 else { continue }
            let inset = scroll.adjustedContentInset
            // Where the content starts at the initial offset, and where its end comes to rest when scrolled
            // to the bottom: the bottom inset above the frame's bottom when it scrolls, else right after it.
            let contentTop = frame.minY + inset.top
            let contentBottom = scroll.scrollsVertically ? frame.maxY - inset.bottom : min(frame.maxY, contentTop + scroll.contentSize.height)
            // Read in place (see `SiblingOverlapRule`); only a bar that overlaps is bound.
            for m in (n + 1)..<indices.count where views[indices[m]].parent == parent && !context.spec(indices[m]).layout.isHidden {
                let barFrame = views[indices[m]].frame
                guard let overlap = barFrame.intersection(frame), overlap.width >= frame.width * Self.barWidthShare else { continue }
                let hidden: Double, edge: String, region: Rect
                if barFrame.midY > frame.midY, barFrame.minY < contentBottom, barFrame.maxY >= contentBottom - 0.5 {
                    (hidden, edge) = (contentBottom - barFrame.minY, "last")
                    region = Rect(x: frame.minX, y: barFrame.minY, width: frame.width, height: hidden)
                } else if barFrame.midY < frame.midY, barFrame.maxY > contentTop, barFrame.minY <= contentTop + 0.5 {
                    (hidden, edge) = (barFrame.maxY - contentTop, "first")
                    region = Rect(x: frame.minX, y: contentTop, width: frame.width, height: hidden)
                } else {
                    continue
                }
                guard hidden > 0.5 else { continue }
                let barSpec = context.spec(indices[m])
                let bottom = edge == "last"
                findings.append(context.finding(
                    self, "view '\(listSpec.id)' \(edge) content \(bottom ? "ends" : "starts") \(hidden.points) pt behind '\(barSpec.id)'",
                    view: listSpec.id, region: region, amount: hidden, at: listSpec.location,
                    fix: "pin '\(listSpec.id)'s \(bottom ? "bottom" : "top") to '\(barSpec.id)'.\(bottom ? "top" : "bottom") or add \(hidden.points) pt to its \(bottom ? "bottom" : "top") contentInset"))
            }
        }
        return findings
    }
}
