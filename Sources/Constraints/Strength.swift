#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much a constraint matters: required (must hold, or `Solver.add` throws) or a positive weight.
///
/// The scale is kiwi's (https://github.com/nucleic/kiwi, `kiwi/strength.h`): `required` is
/// 1,001,001,000 = strong(1000, 1000, 1000), and kiwi's named strengths are `strong` 1,000,000,
/// `medium` 1,000 and `weak` 1. What a weight means depends on the solver's `StrengthOrder`: in a
/// weighted sum (kiwi's, and the Cassowary paper's, https://constraints.cs.washington.edu/solvers/cassowary-tochi.pdf
/// §2) it multiplies the constraint's error, so enough weak errors can outweigh a strong one; in a strict
/// order it only ranks the constraint, and no number of weaker errors outweighs a stronger one.
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
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority): 1000 is required; the others are
    /// ordered, not added: "Higher priority constraints are satisfied before lower priority constraints"
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority), which the layout
    /// engine's solver keeps with `StrengthOrder.strict`. The weight grows tenfold every 166 priority points,
    /// from 1 at priority 1 (kiwi's `weak`) to 10⁶ at 999 (kiwi's `strong`): in a strict order only its
    /// rank counts; in a weighted sum it keeps 750 above a thousand errors at 250 (though not 251 above two
    /// at 250), every weight a hundred times below the layout's parameters (10⁸) and far below required.
    /// Values outside 1 ... 1000 are clamped to it (UIKit raises on them; Bezel's readers report them first).
    package init(uikitPriority: Float) {
        let p = min(max(Double(uikitPriority), 1), 1000)
        self.init(weight: p >= 1000 ? Strength.requiredWeight : Self.weight(ofPriority: p))
    }

    /// 10^(6 (p − 1) / 998): 1 at priority 1, 10⁶ at 999, exact at both ends.
    static func weight(ofPriority p: Double) -> Double {
        pow(10, 6 * (p - 1) / 998)
    }

    package var isRequired: Bool { weight >= Strength.requiredWeight }

    package static func < (a: Strength, b: Strength) -> Bool { a.weight < b.weight }

    package var description: String { isRequired ? "required" : "\(weight)" }
}
