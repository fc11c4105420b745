import Geometry
import Layout
import Screens

/// `sibling-overlap`: two views with the same superview overlap without one containing the other.
///
/// What it catches: Auto Layout mistakes that leave views on top of each other — a pin written as UIKit
/// writes constraints (`trailing: send.leading - 8` measures inward, so it overlaps by 8 pt), a label that
/// grew into its neighbour on a narrow device, a constraint that an opaque bar's offset broke.
///
/// What it does not catch: a view inside another's frame (a badge on an icon, a label on a background:
/// containment is intended), views inside scroll views (content scrolls under fixed views by design),
/// hidden and empty views, backgrounds marked `bleed`. Overlaps under half a point are rounding.
package struct SiblingOverlapRule: Rule {
    init() {}
    package let id = "sibling-overlap"
    package let defaultSeverity = Severity.warning
    package let statement = "Views with the same superview do not partly cover each other."
    package let help = "Give the views a gap with a constraint between their facing edges (a pin to a sibling edge measures inward: 'leading: icon.trailing + 8' starts 8 pt after the icon), or allow the rule for a deliberate overlap."

    package func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        let views = context.layout.views
        let candidates = context.fixedIndices.filter { i in
            let spec = context.spec(i)
            return !spec.layout.isHidden && !views[i].frame.isEmpty && !spec.bleed
        }
        // Pairs are found by index and read in place: binding every candidate pair copied two views and
        // their specs (a tenth of `bezel check Templates`), for a parent and a frame.
        for n in candidates.indices {
            let first = candidates[n]
            for m in (n + 1)..<candidates.count where views[candidates[m]].parent == views[first].parent {
                let second = candidates[m]
                let a = views[first].frame, b = views[second].frame
                guard let overlap = a.intersection(b), overlap.width > 0.5, overlap.height > 0.5 else { continue }
                guard !a.contains(b), !b.contains(a) else { continue }
                let firstSpec = context.spec(first), secondSpec = context.spec(second)
                findings.append(context.finding(
                    self, "views '\(firstSpec.id)' and '\(secondSpec.id)' overlap by \(overlap.width.points)x\(overlap.height.points) pt",
                    view: secondSpec.id, region: overlap, amount: min(overlap.width, overlap.height), at: secondSpec.location,
                    fix: "separate '\(secondSpec.id)' from '\(firstSpec.id)' with a constraint between their facing edges"))
            }
        }
        return findings
    }
}
