import Geometry
import Layout

/// `footer-exposed`: a load-more footer shows inside the home-indicator area (docs/research/seeds.md, seed 000).
///
/// The footer (MJRefresh's back footer) sits right below the content. Two moments show it:
/// - scrolled to the end and at rest, the strip below the content (`adjustedContentInset.bottom`) shows the
///   footer's top part — unless seed 000's mask hides it; the seed's code applies the mask only with the
///   `automatic` behaviour, so Bezel does the same (mask height by `LoadMoreFooterGeometry.maskHeight`);
/// - while it loads, the footer is pulled fully into view and rests just above the adjusted bottom inset.
/// The finding is the larger part of the footer inside the home-indicator area at either moment.
///
/// What it catches: the Toon comment list with `never` (footer loading at the screen's bottom edge, 34 pt of
/// it under the home indicator on iPhone X) and a footer peeking out at rest under `always` or
/// `scrollableAxes` without the seed's mask.
///
/// What it does not catch: footers of lists that end above a tab bar or toolbar, and devices without a
/// bottom unsafe inset.
package struct FooterExposedRule: Rule {
    init() {}
    package let id = "footer-exposed"
    package let defaultSeverity = Severity.error
    package let statement = "A load-more footer never shows inside the home-indicator area."
    package let help = "Keep contentInsetAdjustmentBehavior automatic and mask the footer so only its part above the safe area's bottom shows (seed 000's fix)."

    package func check(_ context: CheckContext) -> [Finding] {
        guard let zone = context.geometry.strip(.bottom) else { return [] }
        var findings: [Finding] = []
        for index in context.templateIndices {
            let view = context.layout.views[index], spec = context.spec(index)
            guard let scroll = view.scroll, let footer = scroll.loadMoreFooter, let scrollSpec = spec.scroll else { continue }
            let frame = view.frame
            let height = footer.frame.height
            guard height > 0 else { continue }
            let bottomInset = scroll.adjustedContentInset.bottom
            // Loading: the footer rests just above the adjusted bottom inset.
            let loading = Rect(x: frame.minX, y: frame.maxY - bottomInset - height, width: frame.width, height: height)
            // At rest at the end: the footer starts where the content ends, frame.maxY − adjusted bottom.
            var restVisible = min(bottomInset, height)
            if scrollSpec.contentInsetAdjustmentBehavior == .automatic {
                let endOffset = scroll.contentSize.height + bottomInset - frame.height
                restVisible = LoadMoreFooterGeometry.maskHeight(
                    contentOffsetY: endOffset, frameHeight: frame.height, safeAreaBottom: view.safeAreaInsets.bottom,
                    contentHeight: scroll.contentSize.height, footerHeight: height)
            }
            let rest = Rect(x: frame.minX, y: frame.maxY - bottomInset, width: frame.width, height: restVisible)
            guard let worst = zone.tallestPart(of: [loading, rest], within: frame) else { continue }
            findings.append(context.finding(
                self, "view '\(spec.id)' load-more footer shows \(worst.height.points) pt into \(zone.name)",
                view: spec.id, region: worst, amount: worst.height, at: spec.location(of: "loadMoreFooter"),
                fix: "keep contentInsetAdjustmentBehavior automatic for '\(spec.id)' and mask its footer to the part above the safe area's bottom (seed 000)"))
        }
        return findings
    }
}
