@testable import Constraints
import TestSupport

/// One random constraint system for the kiwi agreement test, in the JSON shape
/// `Kiwi/solve_with_kiwi.py` reads, and a way to solve it with our `Solver` the same way.
///
/// Shaped so that the optimum is unique, and two correct solvers must therefore agree: every variable
/// has a stay `v == c` whose weight is 1 plus a distinct random fraction, so no two directions cost the
/// same. Coefficients and constants are multiples of 1/4 and weights multiples of 2⁻²⁰, all exact in
/// binary and in JSON. Strengths are kiwi's four: required, strong 1e6, medium 1e3, weak 1.
struct RandomSystem: Encodable {
    struct Spec: Encodable {
        var terms: [[Double]]  // [variable index, coefficient]
        var constant: Double
        var op: String
        var strength: Double
    }

    var variables: Int
    var constraints: [Spec]
    var edits: [[Double]]  // [variable index, weight]
    var suggestions: [[Double]]  // [variable index, value]
    var removals: [Int]
    /// Ask kiwi which variables can move on the optimal face (see `init(ambiguitySeed:)`).
    var probeAmbiguity = false

    static let strengths: [Double] = [Strength.required.weight, Strength.strong.weight, Strength.medium.weight, Strength.weak.weight]

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        variables = random.int(2...60)
        constraints = []
        for index in 0..<variables {
            let weight = 1 + Double(random.int(0...(1 << 20 - 1))) / Double(1 << 20)
            let target = Double(random.int(-400...400)) / 4
            constraints.append(Spec(terms: [[Double(index), 1]], constant: -target, op: "==", strength: weight))
        }
        let stays = constraints.count
        for _ in 0..<random.int((variables / 2 + 1)...(variables + 1)) {
            var used: Set<Int> = []
            var terms: [[Double]] = []
            // Mostly neighbours, as views relate to their siblings; now and then any variable.
            let anchor = random.int(0...(variables - 1))
            for _ in 0..<random.pick([1, 2, 2, 2, 3]) {
                let variable = random.int(0...4) == 0
                    ? random.int(0...(variables - 1))
                    : min(variables - 1, max(0, anchor + random.int(-3...3)))
                if !used.insert(variable).inserted { continue }
                terms.append([Double(variable), random.pick([1, -1, 1, -1, 2, -2, 0.5, 1.5, -0.25])])
            }
            let op = random.pick(["==", "==", "<=", ">=", "<=", ">="])
            let strength = random.pick([Self.strengths[0], Self.strengths[0], Self.strengths[0], Self.strengths[1], Self.strengths[2], Self.strengths[3]])
            constraints.append(Spec(terms: terms, constant: Double(random.int(-800...800)) / 4, op: op, strength: strength))
        }
        edits = []
        suggestions = []
        if seed % 8 == 0 {
            var edited: [Int] = []
            for _ in 0..<random.int(1...3) {
                let variable = random.int(0...(variables - 1))
                if edited.contains(variable) { continue }
                edited.append(variable)
                edits.append([Double(variable), random.pick([Strength.strong.weight, Strength.medium.weight, 500])])
            }
            for _ in 0..<random.int(1...6) {
                suggestions.append([Double(random.pick(edited)), Double(random.int(-2000...2000)) / 8])
            }
        }
        removals = []
        if seed % 2 == 0 && constraints.count > stays {
            for _ in 0..<random.int(1...max(1, (constraints.count - stays) / 2)) {
                let index = random.int(stays...(constraints.count - 1))
                if !removals.contains(index) { removals.append(index) }
            }
        }
    }

    /// A small system without stays, for the ambiguity cross-check: 2–10 variables, required and
    /// medium constraints (equal weights, so ties that leave a variable free occur too), no edits.
    init(ambiguitySeed seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0xA5A5_5A5A)
        variables = random.int(2...10)
        constraints = []
        for _ in 0..<random.int((variables / 2)...(variables + 2)) {
            var used: Set<Int> = []
            var terms: [[Double]] = []
            for _ in 0..<random.pick([1, 1, 2, 2, 3]) {
                let variable = random.int(0...(variables - 1))
                if !used.insert(variable).inserted { continue }
                terms.append([Double(variable), random.pick([1, -1, 1, -1, 2, 0.5])])
            }
            let op = random.pick(["==", "==", "<=", ">="])
            let strength = random.pick([Self.strengths[0], Self.strengths[0], Self.strengths[2]])
            constraints.append(Spec(terms: terms, constant: Double(random.int(-40...40)) / 2, op: op, strength: strength))
        }
        edits = []
        suggestions = []
        removals = []
        probeAmbiguity = true
    }

    /// A small system for the strict-order cross-check (`StrengthOrder.strict`): 2–10 variables,
    /// coefficients ±1, required, strong and medium constraints, every variable held by a weak stay
    /// `k·v == k·t` whose factor k is 1 plus a distinct random fraction (one strength, so one level of
    /// the strict order, yet a unique optimum), edits at strong. Under kiwi's weighted sum, strong,
    /// medium and weak (10⁶, 10³, 1) then act in strict order too: moving a stronger error by δ moves
    /// at most a few dozen weaker ones by a few δ each, far below the factor of 1,000 between them.
    init(strictSeed seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0x5151_7A7A)
        variables = random.int(2...10)
        constraints = []
        for index in 0..<variables {
            let factor = 1 + Double(random.int(0...(1 << 20 - 1))) / Double(1 << 20)
            let target = Double(random.int(-400...400)) / 4
            constraints.append(Spec(terms: [[Double(index), factor]], constant: -target * factor, op: "==", strength: Strength.weak.weight))
        }
        let stays = constraints.count
        for _ in 0..<random.int((variables / 2 + 1)...(variables + 2)) {
            var used: Set<Int> = []
            var terms: [[Double]] = []
            for _ in 0..<random.pick([1, 2, 2, 3]) {
                let variable = random.int(0...(variables - 1))
                if !used.insert(variable).inserted { continue }
                terms.append([Double(variable), random.pick([1, -1])])
            }
            let op = random.pick(["==", "<=", ">=", "<=", ">="])
            let strength = random.pick([Self.strengths[0], Self.strengths[1], Self.strengths[2], Self.strengths[2]])
            constraints.append(Spec(terms: terms, constant: Double(random.int(-400...400)) / 4, op: op, strength: strength))
        }
        edits = []
        suggestions = []
        if seed % 4 == 0 {
            let variable = random.int(0...(variables - 1))
            edits.append([Double(variable), Strength.strong.weight])
            for _ in 0..<random.int(1...4) { suggestions.append([Double(variable), Double(random.int(-800...800)) / 8]) }
        }
        removals = []
        if seed % 2 == 0 && constraints.count > stays {
            let index = random.int(stays...(constraints.count - 1))
            removals.append(index)
        }
    }

    /// What our solver makes of the system, in the shape the script prints.
    struct Outcome {
        var unsatisfiable: [Int]
        /// For each unsatisfiable constraint, the tags (constraint indices) our solver blamed.
        var conflicts: [[Int]]
        var values: [Double]
        var valuesAfterRemoval: [Double]
        var ambiguous: [Int]
    }

    /// The constraint at `index` as our type, tagged with its index.
    func constraint(_ index: Int, _ v: [Variable]) -> Constraint {
        let spec = constraints[index]
        let expression = Expression(terms: spec.terms.map { Term(v[Int($0[0])], $0[1]) }, constant: spec.constant)
        let relation: Relation = spec.op == "==" ? .equal : spec.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
        return Constraint(expression, relation, Expression(), strength: Strength(weight: spec.strength), tag: index)
    }

    /// Whether the constraints at `indices` can all hold together (added in order to a fresh solver).
    func satisfiable(_ indices: [Int]) -> Bool {
        let solver = Solver()
        let v = (0..<variables).map { solver.makeVariable("v\($0)") }
        do {
            for index in indices { try solver.add(constraint(index, v)) }
            return true
        } catch {
            return false
        }
    }

    /// - Parameter namesConflicts: passed to the solver; without names, required equalities cannot be
    ///   removed, so the removals are skipped (`valuesAfterRemoval` is then empty).
    /// - Parameter denseColumnLimit: when given, the solver's column index turns sparse past that many
    ///   symbols (`ColumnIndex`), instead of past 4,096, which no random system reaches.
    /// - Parameter strengthOrder: passed to the solver.
    func solve(namesConflicts: Bool = true, denseColumnLimit: Int? = nil, strengthOrder: StrengthOrder = .weightedSum) -> Outcome {
        let solver = denseColumnLimit.map { Solver(namesConflicts: namesConflicts, denseColumnLimit: $0) }
            ?? Solver(namesConflicts: namesConflicts, strengthOrder: strengthOrder)
        let v = (0..<variables).map { solver.makeVariable("v\($0)") }
        var handles: [Int: ConstraintHandle] = [:]
        var unsatisfiable: [Int] = []
        var conflicts: [[Int]] = []
        for index in constraints.indices {
            do {
                handles[index] = try solver.add(constraint(index, v))
            } catch {
                unsatisfiable.append(index)
                conflicts.append(error.conflicting)
            }
        }
        for edit in edits { solver.addEditVariable(v[Int(edit[0])], strength: Strength(weight: edit[1])) }
        for suggestion in suggestions { solver.suggestValue(v[Int(suggestion[0])], suggestion[1]) }
        let values = v.map { solver.value(of: $0) }
        let ambiguous = solver.ambiguousVariables().map(\.id)
        guard namesConflicts else {
            return Outcome(unsatisfiable: unsatisfiable, conflicts: conflicts, values: values, valuesAfterRemoval: [], ambiguous: ambiguous)
        }
        for index in removals { if let handle = handles[index] { solver.remove(handle) } }
        return Outcome(unsatisfiable: unsatisfiable, conflicts: conflicts, values: values, valuesAfterRemoval: v.map { solver.value(of: $0) }, ambiguous: ambiguous)
    }
}
