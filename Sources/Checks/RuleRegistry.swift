import Diagnostics
import Screens

/// Every rule Bezel checks, in the fixed order reports list them (roughly: the screen's hardware first, then
/// scrolling, then pins, then text).
public enum RuleRegistry {
    public static let all: [any Rule] = [
        UnsafeOverlapRule(),
        SensorHousingRule(),
        CornerClipRule(),
        GestureZoneRule(),
        ScrollContentHiddenRule(),
        DoubleInsetRule(),
        FooterExposedRule(),
        RefreshExposedRule(),
        HardCodedOffsetRule(),
        LetterboxedRule(),
        StatusBarHiddenRule(),
        TextTruncatedRule(),
        OffscreenRule(),
    ]

    /// Every rule id, in registry order.
    public static var ids: [String] { all.map(\.id) }

    /// The rule with this id.
    public static func rule(id: String) -> (any Rule)? { all.first { $0.id == id } }

    /// Warnings for `allow:` entries naming no rule, with the closest id suggested.
    public static func unknownAllowances(in screen: Screen) -> [Diagnostic] {
        let known = ids
        return screen.allViews.flatMap { view in
            view.allow.filter { !known.contains($0.rule) }.map { allowance in
                Diagnostic(.warning, at: allowance.location,
                           "unknown check rule '\(allowance.rule)' in allow: of view '\(view.id)'" + Suggestions.didYouMean(allowance.rule, in: known))
            }
        }
    }
}
