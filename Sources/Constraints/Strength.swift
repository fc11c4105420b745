/// How much a constraint matters: required (must hold, or `Solver.add` throws) or a positive weight
/// that multiplies the constraint's error in the objective the solver minimises.
///
/// The scale is kiwi's (https://github.com/nucleic/kiwi, `kiwi/strength.h`): `required` is
/// 1,001,001,000 = strong(1000, 1000, 1000), and kiwi's named strengths are `strong` 1,000,000,
/// `medium` 1,000 and `weak` 1. Weights are plain numbers, not a strict hierarchy: enough weak errors can
/// outweigh a strong one, as in kiwi and in the Cassowary paper's weighted-sum objective
/// (https://constraints.cs.washington.edu/solvers/cassowary-tochi.pdf, §2).
package struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The weight of the constraint's error; `Strength.requiredWeight` for required constraints.
    let weight: Double

    /// kiwi's `strength::required` (`kiwi/strength.h`: create(1000.0, 1000.0, 1000.0)).
    static let requiredWeight: Double = 1_001_001_000
    package static let required = Strength(weight: requiredWeight)
    /// kiwi's `strength::strong`, `medium` and `weak`.
    package static let strong = Strength(weight: 1_000_000)
    package static let medium = Strength(weight: 1_000)
    package static let weak = Strength(weight: 1)

    /// A weight clamped to 0 ... `requiredWeight`, as kiwi's `strength::clip` does; a weight at or above
    /// `requiredWeight` makes the constraint required.
    package init(weight: Double) {
        self.weight = min(max(weight, 0), Strength.requiredWeight)
    }

    /// UIKit's priority scale (`UILayoutPriority`, 1 ... 1000:
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority): 1000 is required, every other
    /// priority p is weight p, so `defaultHigh` (750) beats `defaultLow` (250) three to one. Values
    /// outside 1 ... 1000 are clamped to it (UIKit raises on them; Bezel's readers report them first).
    package init(uikitPriority: Float) {
        let p = min(max(Double(uikitPriority), 1), 1000)
        self.init(weight: p >= 1000 ? Strength.requiredWeight : p)
    }

    package var isRequired: Bool { weight >= Strength.requiredWeight }

    package static func < (a: Strength, b: Strength) -> Bool { a.weight < b.weight }

    package var description: String { isRequired ? "required" : "\(weight)" }
}
