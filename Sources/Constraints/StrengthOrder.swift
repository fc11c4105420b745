/// How a solver weighs the errors of non-required constraints of different strengths against each
/// other.
package enum StrengthOrder: Sendable {
    /// One objective, the sum of each error times its strength's weight: kiwi's
    /// (https://github.com/nucleic/kiwi `kiwi/solverimpl.h`) and the Cassowary paper's weighted sum
    /// (https://constraints.cs.washington.edu/solvers/cassowary-tochi.pdf, §2). Enough errors of a weak
    /// strength can outweigh one of a strong strength.
    case weightedSum
    /// Strengths strictly in order: no error of a weaker strength, however many, outweighs any error of
    /// a stronger one, and errors of one strength add up. The paper's symbolic weights (§2: one
    /// objective per strength, compared lexicographically), and UIKit's documented rule that "Higher
    /// priority constraints are satisfied before lower priority constraints"
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority). Each distinct
    /// weight is a strength of its own; its size only orders it.
    case strict
}
