/// Thrown by `Solver.add(_:)` when a required constraint cannot hold together with the required
/// constraints already in the solver. The solver is left exactly as it was before the call.
///
/// `conflicting` holds the `Constraint.tag`s of the new constraint and of the required constraints
/// already added whose marker or error variables appear in the row that proved the system infeasible
/// (the set is small but not always minimal; see `Solver.add(_:)`). Sorted, without duplicates;
/// constraints added with the default tag `-1` show up as `-1`.
package struct UnsatisfiableConstraints: Error, Sendable, Equatable {
    package var conflicting: [Int]

    init(conflicting: [Int]) { self.conflicting = conflicting }
}
