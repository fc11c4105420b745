/// How a stack view places its arranged subviews across its axis: `UIStackView.Alignment`
/// (https://developer.apple.com/documentation/uikit/uistackview/alignment). UIKit's `top` is the same
/// value as `leading` and `bottom` the same as `trailing`; `firstBaseline`/`lastBaseline` apply to
/// horizontal stacks only.
package enum StackAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case fill
    case leading
    case firstBaseline
    case center
    case trailing
    case lastBaseline

    /// `UIStackView.Alignment.top` (equal to `.leading`).
    static let top = StackAlignment.leading
    /// `UIStackView.Alignment.bottom` (equal to `.trailing`).
    static let bottom = StackAlignment.trailing

    /// IB's spelling: `alignment="top"`, `"leading"`, `"center"`, `"bottom"`, `"trailing"`,
    /// `"firstBaseline"`, `"baseline"` (last baseline, IB's name for it as for constraints),
    /// `"lastBaseline"`; absent means fill.
    package init?(ibName: String) {
        switch ibName {
        case "top": self = .leading
        case "bottom": self = .trailing
        case "baseline": self = .lastBaseline
        default:
            guard let value = StackAlignment(rawValue: ibName) else { return nil }
            self = value
        }
    }
}
