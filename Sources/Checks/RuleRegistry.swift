import Diagnostics
import Screens

/// Every rule Bezel checks, in the fixed order reports list them (roughly: the screen's hardware first, then
/// scrolling, then pins, then text).
package enum RuleRegistry {
    static let all: [any Rule] = [
        UnsafeOverlapRule(),
        SensorHousingRule(),
        CornerClipRule(),
        GestureZoneRule(),
        ScrollContentHiddenRule(),
        HiddenBehindSiblingRule(),
        DoubleInsetRule(),
        FooterExposedRule(),
        RefreshExposedRule(),
        HardCodedOffsetRule(),
        LetterboxedRule(),
        StatusBarHiddenRule(),
        TextTruncatedRule(),
        TextTightRule(),
        OffscreenRule(),
        SiblingOverlapRule(),
        ConstraintConflictRule(),
    ]

    /// Every rule id, in registry order.
    package static var ids: [String] { all.map(\.id) }

    /// The rule with this id.
    static func rule(id: String) -> (any Rule)? { all.first { $0.id == id } }

    /// Warnings for `allow:` entries naming no rule, the screen's top-level list and every view's, with the
    /// closest id suggested; in template order (line, then column), wherever the top-level list was written.
    package static func unknownAllowances(in screen: Screen) -> [Diagnostic] {
        let known = ids
        let entries = screen.allow.map { (allowance: $0, place: "screen '\(screen.name)'") }
            + screen.allViews.flatMap { view in view.allow.map { (allowance: $0, place: "view '\(view.id)'") } }
        return entries
            .filter { !known.contains($0.allowance.rule) }
            .sorted { $0.allowance.location < $1.allowance.location }
            .map { entry in
                Diagnostic(.warning, at: entry.allowance.location,
                           "unknown check rule '\(entry.allowance.rule)' in allow: of \(entry.place)"
                               + Suggestions.didYouMean(entry.allowance.rule, in: known))
            }
    }
}
