@testable import Constraints
import Testing

/// `StrengthOrder.strict` on systems small enough to solve by hand; `KiwiAgreementTests` holds it to kiwi
/// on random systems where a weighted sum must give the same optimum.
@Suite struct StrictOrderTests {
    /// Priorities 251 and 250 as `Strength(uikitPriority:)` weighs them.
    static let p251 = Strength(uikitPriority: 251), p250 = Strength(uikitPriority: 250)

    /// A thousand errors of the weaker strength do not outweigh one of the stronger; as a weighted sum
    /// (weights 1.4 % apart) they do.
    @Test func manyWeakerErrorsLoseToOneStronger() throws {
        for (order, expected) in [(StrengthOrder.strict, 0.0), (.weightedSum, 10)] {
            let solver = Solver(strengthOrder: order)
            let x = solver.makeVariable("x")
            try solver.add(Constraint(Expression(x), .equal, Expression(constant: 0), strength: Self.p251))
            for _ in 0..<1_000 {
                try solver.add(Constraint(Expression(x), .equal, Expression(constant: 10), strength: Self.p250))
            }
            #expect(solver.value(of: x) == expected, "\(order)")
        }
    }

    /// Errors of one strength add up: two pulls to 0 beat one to 10, below a stronger bound x ≥ 4.
    @Test func errorsOfOneStrengthAddUp() throws {
        let solver = Solver(strengthOrder: .strict)
        let x = solver.makeVariable("x")
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(constant: 4), strength: Self.p251))
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 0), strength: Self.p250))
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 0), strength: Self.p250))
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 10), strength: Self.p250))
        #expect(solver.value(of: x) == 4)
    }

    /// An edit suggestion re-optimised by the dual simplex keeps the order: a row of two widths a + b == w
    /// (w edited), a held at 50 by one constraint at 251 and b at 40 by two at 250: whatever w is suggested,
    /// a keeps 50 and b takes the difference, above 90 pt and below it.
    @Test func suggestionsKeepTheOrder() throws {
        let solver = Solver(strengthOrder: .strict)
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), w = solver.makeVariable("w")
        try solver.add(Constraint(Expression(terms: [Term(a, 1), Term(b, 1), Term(w, -1)], constant: 0), .equal, Expression(), strength: .required))
        try solver.add(Constraint(Expression(a), .equal, Expression(constant: 50), strength: Self.p251))
        try solver.add(Constraint(Expression(b), .equal, Expression(constant: 40), strength: Self.p250))
        try solver.add(Constraint(Expression(b), .equal, Expression(constant: 40), strength: Self.p250))
        solver.addEditVariable(w, strength: Strength(weight: 1e8))
        for width in [300.0, 120, 95, 400] {
            solver.suggestValue(w, width)
            #expect(solver.value(of: a) == 50 && solver.value(of: b) == width - 50, "w = \(width)")
        }
        solver.suggestValue(w, 70)
        #expect(solver.value(of: a) == 50 && solver.value(of: b) == 20)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    /// Which variables the constraints leave free is judged on every level: `x ≥ 0` alone is ambiguous,
    /// not once a weak pull fixes x under a stronger one that leaves it free.
    @Test func ambiguityLooksAtEveryLevel() throws {
        let solver = Solver(strengthOrder: .strict)
        let x = solver.makeVariable("x")
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(constant: 0), strength: .required))
        #expect(solver.ambiguousVariables() == [x])
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, Expression(constant: 30), strength: .strong))
        #expect(solver.ambiguousVariables() == [x])
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 5), strength: .weak))
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(solver.value(of: x) == 5)
    }
}
