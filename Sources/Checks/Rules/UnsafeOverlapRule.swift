import Diagnostics
import Screens
import Geometry
import Layout

/// `unsafe-overlap`: a view that does not scroll overlaps an unsafe region — the status bar, the sensor
/// housing's strip, the home-indicator area, a landscape side inset — or a system bar.
///
/// What it catches: buttons, labels, images and leaf views pinned to `superview` where the safe area was
/// meant (docs/research/seeds.md, seed 000's "吸底按钮超出安全区域", the custom nav bar title under the iPhone X status bar). Controls
/// (buttons, text fields) are errors, other content warnings (docs/research/domain.md §5 rule 4: "everything that does not
/// scroll belongs inside the safe area").
///
/// What it does not catch: scroll views and their content (they may use the full screen; see
/// `scroll-content-hidden`), backgrounds marked `bleed: true`, and containers (`view`/`stack` with subviews),
/// which are backgrounds judged through their subviews, nor the part of a view a superview that clips to its bounds
/// never draws (`CheckContext.visibleFrame`). A view exactly on the safe-area edge touches the
/// region without overlapping it and is not a finding.
package struct UnsafeOverlapRule: Rule {
    init() {}
    package let id = "unsafe-overlap"
    package let defaultSeverity = Severity.error
    package let statement = "Views that do not scroll stay out of the status bar, sensor housing, home indicator, side insets and system bars."
    package let help = "Pin the view to the safe area (`safeArea` or `margins`) instead of `superview`, or mark a background `bleed: true`."

    package func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for index in context.fixedIndices {
            let spec = context.spec(index)
            guard !spec.bleed && CheckContext.drawsContent(spec), let frame = context.visibleFrame(index) else { continue }
            for region in context.geometry.unsafeRegions {
                guard let overlap = frame.intersection(region.frame) else { continue }
                let depth = region.depth(of: overlap)
                let control = spec.kind.isControl
                var finding = context.finding(
                    self, "\(control ? "control" : "view") '\(spec.id)' reaches \(depth.points) pt into \(region.name)",
                    view: spec.id, region: overlap, amount: depth, at: Self.location(of: spec, region: region.kind),
                    fix: "pin '\(spec.id)' to the safe area or the layout margins instead of the superview's edge")
                if !control { finding.severity = .warning }
                findings.append(finding)
            }
        }
        return findings
    }

    /// The pin that put the view there, when there is one on that edge; else the view.
    static func location(of spec: Screens.ViewSpec, region: UnsafeRegion.Kind) -> Diagnostics.SourceLocation {
        let pin: Screens.Pin?
        switch region {
        case .top, .navigationBar: pin = spec.pins.top
        case .bottom, .tabBar, .toolbar: pin = spec.pins.bottom
        case .left: pin = spec.pins.leading
        case .right: pin = spec.pins.trailing
        }
        return pin?.location ?? spec.location
    }
}
