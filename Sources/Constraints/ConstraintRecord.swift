/// What the solver keeps about one added constraint: the constraint itself and the one or two symbols
/// that `Solver.add` created for it (kiwi's `Tag`, https://github.com/nucleic/kiwi `kiwi/solverimpl.h`).
///
/// `marker` is the inequality's slack, the required equality's dummy or the non-required equality's
/// positive error; `other` (−1 when absent) is the inequality's error or the equality's negative error.
/// Removing the constraint means pivoting `marker` into the basis and dropping its row.
struct ConstraintRecord {
    var constraint: Constraint
    var marker: Int
    var other: Int
}
