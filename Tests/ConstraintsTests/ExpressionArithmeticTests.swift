@testable import Constraints
import Testing

/// The layout engine builds expressions through two shortcuts that must give the same bits as the
/// plain operators, since every frame is compared bit for bit across builds: `adding(_:times:)` (one
/// merge for `a + b * factor`) and `Expression(terms:)` sorting and merging in place. Each is checked
/// against the two-step arithmetic or a reference normalisation written here, on expressions drawn
/// from a fixed pseudo-random sequence.
@Suite struct ExpressionArithmeticTests {
    /// The next draw below `bound` of a fixed sequence (64-bit linear congruential, Knuth's MMIX
    /// constants): the same cases every run.
    static func draw(_ state: inout UInt64, _ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    /// Values whose products and sums round: thirds, tenths, large and tiny magnitudes, zero.
    static func coefficient(_ state: inout UInt64) -> Double {
        let choices = [1.0, -1.0, 0.5, 1.0 / 3.0, -0.1, 7.0, 1e-300, 1e300, 0.0, -2.75]
        return choices[draw(&state, choices.count)]
    }

    static func bits(_ e: Expression) -> [UInt64] {
        e.terms.flatMap { [UInt64($0.variable.id), $0.coefficient.bitPattern] } + [e.constant.bitPattern]
    }

    @Test func addingTimesIsTheSumOfTheScaledExpressionBitForBit() {
        let solver = Solver()
        let v = (0..<6).map { solver.makeVariable("v\($0)") }
        var random: UInt64 = 13
        func expression() -> Expression {
            var e = Expression(constant: Self.coefficient(&random))
            for _ in 0..<Self.draw(&random, 4) { e = e + Expression(v[Self.draw(&random, v.count)], coefficient: Self.coefficient(&random)) }
            return e
        }
        var shared = 0
        for _ in 0..<2_000 {
            let a = expression(), b = expression()
            let factor = [0.5, -1.0, 3.0, 1.0 / 3.0, 1e-300, 0.0, 1.0][Self.draw(&random, 7)]
            let twoSteps = a + b * factor
            #expect(Self.bits(a.adding(b, times: factor)) == Self.bits(twoSteps), "\(a) + (\(b)) * \(factor)")
            if a.terms.contains(where: { t in b.terms.contains { $0.variable == t.variable } }) { shared += 1 }
        }
        // The merge's shared-variable branch must be exercised, or the comparison says little.
        #expect(shared > 200)
    }

    @Test func termsAreSortedAndMergedLikeAStableSortThenASum() {
        let solver = Solver()
        let v = (0..<8).map { solver.makeVariable("v\($0)") }
        var random: UInt64 = 7
        for round in 0..<1_000 {
            // Up to 24 terms: both the short (insertion) and the long (library sort) paths.
            let terms = (0..<Self.draw(&random, 25)).map { _ in Term(v[Self.draw(&random, v.count)], Self.coefficient(&random)) }
            // Reference: stable sort by id, then sum repeats left to right, then drop zeros.
            var expected: [Term] = []
            for term in terms.enumerated().sorted(by: { ($0.element.variable.id, $0.offset) < ($1.element.variable.id, $1.offset) }).map(\.element) {
                if let last = expected.last, last.variable == term.variable {
                    expected[expected.count - 1].coefficient += term.coefficient
                } else {
                    expected.append(term)
                }
            }
            expected.removeAll { $0.coefficient == 0 }
            let made = Expression(terms: terms, constant: 2)
            #expect(made.terms.map(\.variable) == expected.map(\.variable), "round \(round)")
            #expect(made.terms.map(\.coefficient.bitPattern) == expected.map(\.coefficient.bitPattern), "round \(round)")
            #expect(made.constant == 2)
        }
    }
}
