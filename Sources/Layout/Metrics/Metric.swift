/// One UIKit number as the layout pass used it: the value, and whether a source gives it.
///
/// `assumed` is true when no source read for `docs/research/uikit-metrics.md` gives the number for this case and the
/// layout still had to place something: the value then comes from the nearest sourced rule, and
/// `note` says which rule and why. A renderer or a check may show such values differently.
package struct Metric: Hashable, Sendable, Codable {
    package var value: Double
    var assumed: Bool
    /// For assumed values: what was assumed, in one sentence, for reports.
    var note: String?

    /// A number with a source (the source key is in the comment where the metric is defined).
    static func sourced(_ value: Double) -> Metric { Metric(value: value, assumed: false, note: nil) }

    /// A number no source gives for this case; `note` names the rule it was borrowed from.
    static func assumed(_ value: Double, _ note: String) -> Metric { Metric(value: value, assumed: true, note: note) }

    /// The same metric with `delta` added; stays assumed if it was.
    func adding(_ delta: Double) -> Metric { Metric(value: value + delta, assumed: assumed, note: note) }

    /// Marks a sourced value as assumed for a case its source does not cover.
    func assuming(_ note: String) -> Metric {
        assumed ? self : Metric(value: value, assumed: true, note: note)
    }
}
