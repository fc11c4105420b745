import Geometry

/// `double-inset`: a scroll view's content is pushed further than the unsafe region, because a
/// `contentInset` set by hand is added on top of the automatic safe-area adjustment (seed 002).
///
/// What it catches: the iOS 11 "table moved down 20 pt / 64 pt" bug — contentInset (64, 0, 60, 0) kept from
/// iOS 10 under a custom navigation bar, while UIKit adds the table's safe-area inset (20 pt of status bar)
/// again: adjustedContentInset (84, 0, 60, 0). It fires on an edge when the hand-set inset alone already
/// clears what the system adds (contentInset ≥ the system's part) and reports the extra shift with seed 002's
/// three cures.
///
/// What it does not catch: a small deliberate padding (a hand-set inset smaller than the system's part), and
/// cannot tell a deliberate padding as large as the unsafe inset from the bug: `allow: [double-inset]` says so.
public struct DoubleInsetRule: Rule {
    public init() {}
    public let id = "double-inset"
    public let defaultSeverity = Severity.warning
    public let statement = "A hand-set contentInset is not added on top of the automatic safe-area adjustment."
    public let help = "Seed 002's three cures: set contentInset so that it cancels the safe-area inset, set contentInsetAdjustmentBehavior: never, or give the responsible controller a negative additionalSafeAreaInsets."

    public func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for (_, view, spec) in context.templateViews {
            guard let scroll = view.scroll else { continue }
            let set = scroll.contentInset, adjusted = scroll.adjustedContentInset
            for edge in ["top", "bottom"] {
                let hand = edge == "top" ? set.top : set.bottom
                let total = edge == "top" ? adjusted.top : adjusted.bottom
                let system = total - hand
                guard hand > 0, system > 1e-6, hand + 1e-6 >= system else { continue }
                let region = edge == "top"
                    ? Rect(x: view.frame.minX, y: view.frame.minY + hand, width: view.frame.width, height: system)
                    : Rect(x: view.frame.minX, y: view.frame.maxY - total, width: view.frame.width, height: system)
                let cancel = hand - system
                findings.append(context.finding(
                    self,
                    "view '\(spec.id)' content is shifted \(system.points) pt too far at the \(edge): contentInset.\(edge) \(hand.points) set by hand plus the automatic safe-area adjustment \(system.points) gives adjustedContentInset.\(edge) \(total.points)",
                    view: spec.id, region: region, amount: system, at: spec.location(of: "contentInset"),
                    fix: "set contentInset.\(edge) to \(cancel.points) to cancel the safe-area inset, or set contentInsetAdjustmentBehavior: never, or give the controller additionalSafeAreaInsets.\(edge) -\(system.points)"))
            }
        }
        return findings
    }
}
