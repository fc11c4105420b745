import Testing

@testable import Constraints

/// `Constraint(_:equalTo:excess:shortfall:)`: one equality whose error weighs one amount above the
/// target and another below, standing in for UIKit's content hugging (≤, above) and compression
/// resistance (≥, below) pair. Answers worked out in the comments.
@Suite struct WeightedEqualityTests {
    /// x == 100, hugging 250 (excess), resistance 750 (shortfall), pulled on by optional constraints.
    @Test func eachSideWeighsItsOwnAmount() throws {
        // Pulled up by x >= 130 @500: growing 30 costs 250·30 < keeping 100 (500·30): x = 130.
        let up = Solver()
        let x = up.makeVariable("x")
        try up.add(Constraint(Expression(x), equalTo: Expression(constant: 100), excess: Strength(weight: 250), shortfall: Strength(weight: 750)))
        try up.add(Constraint(x, .greaterThanOrEqual, 130, strength: Strength(weight: 500)))
        #expect(up.value(of: x) == 130)
        // Pulled down by x <= 60 @500: shrinking 40 costs 750·40 > breaking it (500·40): x = 100.
        let down = Solver()
        let y = down.makeVariable("y")
        try down.add(Constraint(Expression(y), equalTo: Expression(constant: 100), excess: Strength(weight: 250), shortfall: Strength(weight: 750)))
        try down.add(Constraint(y, .lessThanOrEqual, 60, strength: Strength(weight: 500)))
        #expect(down.value(of: y) == 100)
        #expect(down.ambiguousVariables().isEmpty)
    }

    /// The same systems with the pair of inequalities give the same values.
    @Test func agreesWithThePairOfInequalities() throws {
        for (bound, relation) in [(130.0, Relation.greaterThanOrEqual), (60, .lessThanOrEqual), (100, .equal)] {
            let merged = Solver(), pair = Solver()
            let a = merged.makeVariable("a"), b = pair.makeVariable("b")
            try merged.add(Constraint(Expression(a), equalTo: Expression(constant: 100), excess: Strength(weight: 250), shortfall: Strength(weight: 750)))
            try pair.add(Constraint(b, .lessThanOrEqual, 100, strength: Strength(weight: 250)))
            try pair.add(Constraint(b, .greaterThanOrEqual, 100, strength: Strength(weight: 750)))
            try merged.add(Constraint(a, relation, bound, strength: Strength(weight: 500)))
            try pair.add(Constraint(b, relation, bound, strength: Strength(weight: 500)))
            #expect(merged.value(of: a) == pair.value(of: b), "bound \(bound)")
        }
    }

    /// Removing the equality takes both of its weights out of the objective: what is left decides.
    @Test func removalTakesBothWeightsOut() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let handle = try solver.add(
            Constraint(Expression(x), equalTo: Expression(constant: 100), excess: Strength(weight: 250), shortfall: Strength(weight: 750)))
        try solver.add(Constraint(x, .equal, 7, strength: .weak))
        #expect(solver.value(of: x) == 100)
        solver.remove(handle)
        // Left with x == 7 @weak only; a weight left behind on either error would move x off 7.
        #expect(solver.value(of: x) == 7)
        try solver.add(Constraint(x, .greaterThanOrEqual, 20, strength: .medium))
        #expect(solver.value(of: x) == 20)
    }
}
