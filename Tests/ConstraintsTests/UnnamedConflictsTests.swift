@testable import Constraints
import Testing

/// `Solver(namesConflicts: false)` leaves the required equalities' dummy symbols out of the tableau
/// (the layout engine's quick solve). Dummies never enter the basis, so the claim is exact: the same
/// constraints are rejected and every value and every ambiguity is the same, bit for bit, as with names.
/// Checked on the random systems the kiwi agreement uses (`RandomSystem`), which include conflicting
/// required constraints, redundant equalities, edits and suggestions.
@Suite struct UnnamedConflictsTests {
    @Test func leavingDummiesOutChangesNoValueAndNoRejection() {
        var rejected = 0
        for seed in 0..<300 {
            for system in [RandomSystem(seed: UInt64(seed)), RandomSystem(ambiguitySeed: UInt64(seed))] {
                let named = system.solve(namesConflicts: true)
                let unnamed = system.solve(namesConflicts: false)
                #expect(unnamed.unsatisfiable == named.unsatisfiable, "seed \(seed)")
                #expect(unnamed.values.map(\.bitPattern) == named.values.map(\.bitPattern), "seed \(seed)")
                #expect(unnamed.ambiguous == named.ambiguous, "seed \(seed)")
                rejected += named.unsatisfiable.count
            }
        }
        // The systems must exercise conflicts, or the comparison above says nothing about them.
        #expect(rejected > 50, "only \(rejected) conflicting constraints in the sample")
    }

    @Test func aConflictIsStillDetectedWithoutNames() throws {
        let solver = Solver(namesConflicts: false)
        let x = solver.makeVariable("x")
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 10), strength: .required))
        #expect(throws: UnsatisfiableConstraints.self) {
            try solver.add(Constraint(Expression(x), .equal, Expression(constant: 20), strength: .required))
        }
        // A redundant equality is accepted and changes nothing.
        try solver.add(Constraint(Expression(x) * 2, .equal, Expression(constant: 20), strength: .required))
        #expect(solver.value(of: x) == 10)
    }
}
