@testable import Constraints
import Testing

/// The column index's two forms (`ColumnIndex`: a bit matrix up to 4,096 symbols, sorted arrays beyond)
/// give the same bits: the random systems of `KiwiAgreementTests` (unsatisfiable constraints and their
/// diagnoses, edits, suggestions, removals, ambiguity) solved sparse from the first symbol, and turning
/// sparse part-way through, against the dense form every real scene uses.
@Suite struct SparseColumnsTests {
    static func bits(_ outcome: RandomSystem.Outcome) -> [UInt64] {
        (outcome.values + outcome.valuesAfterRemoval).map(\.bitPattern)
    }

    @Test(arguments: [0, 7, 40])
    func bothFormsGiveTheSameBits(denseColumnLimit: Int) {
        var compared = 0
        let systems = (0..<400).map { RandomSystem(seed: UInt64($0)) } + (0..<100).map { RandomSystem(ambiguitySeed: UInt64($0)) }
        for (seed, system) in systems.enumerated() {
            let dense = system.solve()
            let sparse = system.solve(denseColumnLimit: denseColumnLimit)
            #expect(Self.bits(sparse) == Self.bits(dense), "seed \(seed)")
            #expect(sparse.unsatisfiable == dense.unsatisfiable && sparse.conflicts == dense.conflicts, "seed \(seed)")
            #expect(sparse.ambiguous == dense.ambiguous, "seed \(seed)")
            let unnamedDense = system.solve(namesConflicts: false)
            let unnamedSparse = system.solve(namesConflicts: false, denseColumnLimit: denseColumnLimit)
            #expect(Self.bits(unnamedSparse) == Self.bits(unnamedDense), "seed \(seed), without names")
            compared += dense.values.count
        }
        #expect(compared > 5_000)
    }

    /// A system past the dense form's 4,096 symbols: a chain of 1,500 widths, each pulled towards a value
    /// (optional) and tied to the one before, read the same with the default index and with one sparse
    /// from the start.
    @Test func aSolverPastTheDenseLimitGivesTheSameBits() throws {
        func solve(_ solver: Solver) throws -> [UInt64] {
            var previous: Variable?
            var all: [Variable] = []
            for k in 0..<1_500 {
                let w = solver.makeVariable("w\(k)")
                try solver.add(Constraint(Expression(w), .greaterThanOrEqual, Expression(constant: 1)))
                try solver.add(Constraint(Expression(w), .equal, Expression(constant: Double(10 + k % 13)), strength: .weak))
                if let previous {
                    try solver.add(Constraint(Expression(w), .lessThanOrEqual, Expression(previous) + 5))
                }
                previous = w
                all.append(w)
            }
            return all.map { solver.value(of: $0).bitPattern }
        }
        let dense = try solve(Solver())
        #expect(try solve(Solver(denseColumnLimit: 0)) == dense)
        #expect(try solve(Solver(denseColumnLimit: 100_000)) == dense)
    }
}
