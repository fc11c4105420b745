import Testing

@testable import Constraints

/// Hand-made systems whose answers are worked out in the comments, so a reader can check them.
@Suite struct SolverExampleTests {
    /// The paper's running example (https://constraints.cs.washington.edu/solvers/cassowary-tochi.pdf,
    /// §2, figure 1): a midpoint between two ends on a 0 ... 100 line, the ends at least 10 apart.
    /// The midpoint is edited (strong) while the left end has a weak stay at 40.
    @Test func midpointExampleFollowsTheEditWithinTheBounds() throws {
        let solver = Solver()
        let left = solver.makeVariable("left"), mid = solver.makeVariable("mid"), right = solver.makeVariable("right")
        try solver.add(Constraint(mid * 2, .equal, left + right))
        try solver.add(Constraint(left + 10, .lessThanOrEqual, right))
        try solver.add(Constraint(right, .lessThanOrEqual, 100))
        try solver.add(Constraint(left, .greaterThanOrEqual, 0))
        try solver.add(Constraint(left, .equal, 40, strength: .weak))
        solver.addEditVariable(mid, strength: .strong)

        // mid 50 with left at its stay 40: right = 2·50 − 40 = 60, all bounds hold.
        solver.suggestValue(mid, 50)
        #expect([solver.value(of: left), solver.value(of: mid), solver.value(of: right)] == [40, 50, 60])
        // mid 95: right = 190 − left ≤ 100 gives left ≥ 90, right ≥ left + 10 gives left ≤ 90.
        solver.suggestValue(mid, 95)
        #expect([solver.value(of: left), solver.value(of: mid), solver.value(of: right)] == [90, 95, 100])
        // mid 200 is out of reach: the strong edit loses to the required bounds, mid stops at 95.
        solver.suggestValue(mid, 200)
        #expect([solver.value(of: left), solver.value(of: mid), solver.value(of: right)] == [90, 95, 100])
        // Back inside: mid 30, left stays 40? right = 20 < 50 breaks left + 10 ≤ right; the weak stay
        // gives way: left + 10 ≤ 60 − left gives left ≤ 25, so left 25, right 35.
        solver.suggestValue(mid, 30)
        #expect([solver.value(of: left), solver.value(of: mid), solver.value(of: right)] == [25, 30, 35])
        #expect(solver.ambiguousVariables().isEmpty)
    }

    /// UIKit priorities: the heavier of two conflicting optional constraints wins, a required one beats both.
    @Test func higherPriorityWinsAndRequiredBeatsAll() throws {
        let solver = Solver()
        let width = solver.makeVariable("width")
        try solver.add(Constraint(width, .equal, 100, strength: Strength(uikitPriority: 750)))
        try solver.add(Constraint(width, .equal, 200, strength: Strength(uikitPriority: 250)))
        #expect(solver.value(of: width) == 100)
        let floor = try solver.add(Constraint(width, .greaterThanOrEqual, 150))
        #expect(solver.value(of: width) == 150)
        solver.remove(floor)
        #expect(solver.value(of: width) == 100)
        #expect(Strength(uikitPriority: 1000).isRequired && Strength(uikitPriority: 1000) == .required)
        #expect(!Strength(uikitPriority: 999).isRequired && Strength(uikitPriority: 999).weight == 1_000_000)
        #expect(Strength(uikitPriority: 1).weight == Strength.weak.weight && Strength(uikitPriority: 999) == .strong)
    }

    /// "Higher priority constraints are satisfied before lower priority constraints"
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority): two containers share a
    /// width w. The first holds a label 88 pt wide 20 pt from each side and a button pinned to its edges; the
    /// second a label 91.5 pt wide 40 pt from each side and a button likewise. Both labels hug at 251, both
    /// buttons (no content) at 250, and the second label resists compression at 750. Each point of w past
    /// 128 costs the first label's hugging and both buttons' (251 + 250 + 250 = 751 as plain sums, more than
    /// 750) and saves the second label a point of compression: in order of priority the 750 comes first and
    /// w is 171.5, the second label's own width plus 80.
    @Test func aHigherPriorityBeatsSeveralLowerOnes() throws {
        let solver = Solver()
        let w = solver.makeVariable("w")
        try solver.add(Constraint(w - 40, .lessThanOrEqual, 88, strength: Strength(uikitPriority: 251)))
        try solver.add(Constraint(w - 80, .lessThanOrEqual, 91.5, strength: Strength(uikitPriority: 251)))
        try solver.add(Constraint(w - 80, .greaterThanOrEqual, 91.5, strength: Strength(uikitPriority: 750)))
        try solver.add(Constraint(w, .lessThanOrEqual, 0, strength: Strength(uikitPriority: 250)))
        try solver.add(Constraint(w, .lessThanOrEqual, 0, strength: Strength(uikitPriority: 250)))
        #expect(solver.value(of: w) == 171.5)
    }

    /// A label with intrinsic width 80 (hugging 250: w ≤ 80, compression resistance 750: w ≥ 80) in a
    /// 50 pt container: compression resistance loses to the required container; in 300 pt the label
    /// hugs its 80 and a 251-hugging neighbour takes nothing from it.
    @Test func huggingAndCompressionResistance() throws {
        let solver = Solver()
        let w = solver.makeVariable("label.width"), container = solver.makeVariable("container")
        try solver.add(Constraint(w, .lessThanOrEqual, 80, strength: Strength(uikitPriority: 250)))
        try solver.add(Constraint(w, .greaterThanOrEqual, 80, strength: Strength(uikitPriority: 750)))
        try solver.add(Constraint(w, .lessThanOrEqual, container))
        solver.addEditVariable(container, strength: Strength(uikitPriority: 999))
        solver.suggestValue(container, 50)
        #expect(solver.value(of: w) == 50)
        solver.suggestValue(container, 300)
        #expect(solver.value(of: w) == 80)
    }

    /// Remove and re-add: y follows x through a required equation when x's definition changes.
    @Test func removeAndReAdd() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let ten = try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(y, .equal, x + 5))
        #expect(solver.value(of: y) == 15)
        solver.remove(ten)
        #expect(solver.ambiguousVariables() == [x, y])
        let twenty = try solver.add(Constraint(x, .equal, 20))
        #expect(solver.value(of: y) == 25)
        #expect(solver.ambiguousVariables().isEmpty)
        solver.remove(twenty)
        solver.remove(twenty)  // twice: nothing happens
        try solver.add(Constraint(x, .equal, 10))
        #expect(solver.value(of: y) == 15)
        #expect(solver.constraintCount == 2)
    }

    /// Removing an inequality that was holding a variable at its bound lets the weak preference back in.
    @Test func removingABoundReleasesTheValue() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(x, .equal, 0, strength: .weak))
        let bound = try solver.add(Constraint(x, .greaterThanOrEqual, 30))
        #expect(solver.value(of: x) == 30)
        solver.remove(bound)
        #expect(solver.value(of: x) == 0)
    }

    /// Two required equalities that disagree: both tags are named, and the solver is left as it was.
    @Test func conflictingEqualitiesNameBothConstraints() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(Constraint(x, .equal, 10, tag: 1))
        try solver.add(Constraint(y, .equal, 3, tag: 7))
        #expect(throws: UnsatisfiableConstraints(conflicting: [1, 2])) {
            try solver.add(Constraint(x, .equal, 20, tag: 2))
        }
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 3)
        #expect(solver.constraintCount == 2)
    }

    /// An inequality cycle: x ≥ 10, y ≥ x + 5, then y ≤ 12 cannot hold; z's constraint is not involved
    /// and a non-required one is never blamed.
    @Test func conflictingInequalitiesNameTheChainOnly() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        try solver.add(Constraint(z, .equal, 3, tag: 4))
        try solver.add(Constraint(x, .greaterThanOrEqual, 10, tag: 1))
        try solver.add(Constraint(y, .equal, 100, strength: .strong, tag: 9))
        try solver.add(Constraint(y, .greaterThanOrEqual, x + 5, tag: 2))
        #expect(throws: UnsatisfiableConstraints(conflicting: [1, 2, 3])) {
            try solver.add(Constraint(y, .lessThanOrEqual, 12, tag: 3))
        }
    }

    /// After a failed add the solver behaves bit for bit like one that never saw the constraint.
    @Test func failedAddLeavesNoTrace() throws {
        func build(withFailure: Bool) throws -> [Double] {
            let solver = Solver()
            let v = (0..<6).map { solver.makeVariable("v\($0)") }
            try solver.add(Constraint(v[0], .greaterThanOrEqual, 10))
            try solver.add(Constraint(v[1], .equal, v[0] * 2 + 3, strength: .medium))
            try solver.add(Constraint(v[2] + v[1], .lessThanOrEqual, 50))
            try solver.add(Constraint(v[2], .greaterThanOrEqual, 5))
            try solver.add(Constraint(v[3], .equal, v[2] - 1, strength: .weak))
            if withFailure {
                // v5 appears for the first time here; v0 ≥ 10 and v2 ≥ 5 make v0 + v2 ≤ 14 impossible.
                #expect(throws: UnsatisfiableConstraints.self) {
                    try solver.add(Constraint(v[0] + v[2] + v[5] * 0, .lessThanOrEqual, 14))
                }
                #expect(throws: UnsatisfiableConstraints.self) {
                    try solver.add(Constraint(v[0] + v[5], .equal, 3 + v[5]))
                }
            }
            try solver.add(Constraint(v[4], .equal, v[3] + v[0], strength: .strong))
            try solver.add(Constraint(v[5], .greaterThanOrEqual, v[4]))
            solver.addEditVariable(v[0], strength: .strong)
            solver.suggestValue(v[0], 17.25)
            return v.map { solver.value(of: $0) } + solver.ambiguousVariables().map { Double($0.id) }
        }
        let clean = try build(withFailure: false)
        let afterFailure = try build(withFailure: true)
        #expect(clean.map(\.bitPattern) == afterFailure.map(\.bitPattern))
    }

    /// Ambiguity as defined on `ambiguousVariables()`.
    @Test func ambiguity() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), unused = solver.makeVariable("unused")
        let floor = try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        #expect(solver.ambiguousVariables() == [x, unused])  // every x ≥ 0 is optimal
        let stay = try solver.add(Constraint(x, .equal, 5, strength: .weak))
        #expect(solver.ambiguousVariables() == [unused])
        solver.remove(stay)
        try solver.add(Constraint(x, .lessThanOrEqual, 0))
        #expect(solver.ambiguousVariables() == [unused])  // x ≥ 0 and x ≤ 0: degenerate but fixed
        solver.remove(floor)
        #expect(solver.ambiguousVariables() == [x, unused])  // x ≤ 0 alone

        // Equal weights pulling apart: every x in 0 ... 10 costs the same 10.
        let tie = Solver()
        let t = tie.makeVariable("t")
        try tie.add(Constraint(t, .equal, 0, strength: .weak))
        try tie.add(Constraint(t, .equal, 10, strength: .weak))
        #expect(tie.ambiguousVariables() == [t])
        try tie.add(Constraint(t, .equal, 4, strength: .weak))  // the median 4 is now the one optimum
        #expect(tie.ambiguousVariables().isEmpty)
        #expect(tie.value(of: t) == 4)
    }

    /// A view pinned by its leading edge only: its trailing edge (and width) are free, its centre too;
    /// pinning the width fixes all three. Another view beside it is fixed throughout.
    @Test func ambiguityOfAHalfPinnedView() throws {
        let solver = Solver()
        let leading = solver.makeVariable("a.leading"), trailing = solver.makeVariable("a.trailing")
        let center = solver.makeVariable("a.centerX")
        let b = solver.makeVariable("b.leading")
        try solver.add(Constraint(leading, .equal, 16))
        try solver.add(Constraint(center * 2, .equal, leading + trailing))
        try solver.add(Constraint(trailing, .greaterThanOrEqual, leading))
        try solver.add(Constraint(b, .equal, 200))
        #expect(solver.ambiguousVariables() == [trailing, center])
        try solver.add(Constraint(trailing - leading, .equal, 100))
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(solver.value(of: center) == 66)
    }

    /// Degenerate rows that block a free direction only together: x = s₁ − s₂ with s₁ ≤ s₂ and
    /// s₂ ≤ s₁ (through required inequalities) leaves x fixed at 0.
    @Test func degenerateRowsBlockingTogether() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), a = solver.makeVariable("a"), b = solver.makeVariable("b")
        try solver.add(Constraint(a, .greaterThanOrEqual, 0))
        try solver.add(Constraint(b, .greaterThanOrEqual, 0))
        try solver.add(Constraint(x, .equal, a - b))
        #expect(solver.ambiguousVariables() == [x, a, b])
        try solver.add(Constraint(a, .lessThanOrEqual, b))
        try solver.add(Constraint(b, .lessThanOrEqual, a))
        // a = b ≥ 0 is still free, x = a − b = 0 is fixed.
        #expect(solver.ambiguousVariables() == [a, b])
        try solver.add(Constraint(a + b, .lessThanOrEqual, 0))
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func expressionsNormalise() {
        let solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        #expect(a + b == b + a)
        #expect((a + b * 2 - 8).terms == [Term(a, 1), Term(b, 2)])
        #expect((a + b * 2 - 8).constant == -8)
        #expect((a - a + 3) == Expression(constant: 3))
        #expect(((a + b) / 2).coefficient(of: b) == 0.5)
        #expect(Constraint(a, .equal, b + 1).expression == a - b - 1)
    }
}
