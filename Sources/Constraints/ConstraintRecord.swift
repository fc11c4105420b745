/// What the solver keeps about one added constraint: its strength and tag, and the one or two symbols
/// that `Solver.add` created for it (kiwi's `Tag`, https://github.com/nucleic/kiwi `kiwi/solverimpl.h`).
/// Not the expression, which nothing reads once the constraint's row is in the tableau: without it a
/// record holds no reference, so keeping hundreds of them costs no retain or release.
///
/// `marker` is the inequality's slack, the required equality's dummy or the non-required equality's
/// positive error; `other` (−1 when absent) is the inequality's error or the equality's negative error.
/// Removing the constraint means pivoting `marker` into the basis and dropping its row.
struct ConstraintRecord {
    var strength: Strength
    /// The weight of `marker` when it is a non-required equality's positive error
    /// (`Constraint.excessStrength`); `strength`'s otherwise.
    var excessWeight: Double
    var tag: Int
    var marker: Int
    var other: Int
}
