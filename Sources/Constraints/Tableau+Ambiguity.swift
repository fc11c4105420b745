extension Tableau {
    /// The variables whose value the constraints do not fix, sorted by id (definition on
    /// `Solver.ambiguousVariables()`).
    ///
    /// How (exactly, not by a heuristic): at the optimal tableau the objective is
    /// `opt + Σ dⱼ·pⱼ` over the parametric symbols, all dⱼ ≥ 0. The optimal face keeps every pⱼ with
    /// dⱼ > 0 and every dummy at 0; the *free* symbols are the externals (unrestricted) and the slacks
    /// and errors with dⱼ = 0 (≥ 0). Rows with a positive constant leave room to move; only the
    /// restricted rows at 0 (degenerate) can block. The face is convex, so a variable changes somewhere
    /// on it iff it changes along some direction of the local cone {free restricted yⱼ ≥ 0, degenerate
    /// rows ≥ 0, basic dummies = 0}. Each candidate is decided by a tiny Bland-rule simplex on that cone
    /// (maximise ±gradient: 0 or unbounded). Cost: one scan of the tableau, plus, for variables that
    /// depend on free symbols while degenerate rows exist, a simplex on (degenerate rows × free symbols).
    func ambiguousVariables() -> [Variable] {
        // Objective coefficients below this count as 0: kiwi's epsilon (1e-8) already prunes round-off,
        // and weights here are ≥ 1 (UIKit priorities) or kiwi's strengths, so a real reduced cost is far larger.
        let objectiveTolerance = 1.0e-7
        var column = [Int](repeating: -1, count: kinds.count)
        var columnCount = 0
        for symbol in 0..<kinds.count where !isBasic[symbol] {
            switch kinds[symbol] {
            case .external:
                column[symbol] = columnCount  // y⁺ at column, y⁻ at column + 1
                columnCount += 2
            case .slack, .error:
                if abs(objective.coefficient(for: symbol)) < objectiveTolerance {
                    column[symbol] = columnCount
                    columnCount += 1
                }
            case .dummy:
                break
            }
        }
        // The degenerate restricted rows that mention a free symbol, as cone constraints: their free
        // columns in ascending order, with coefficients (rows are sorted by symbol, and columns were
        // numbered in symbol order).
        var cone: [[(column: Int, value: Double)]] = []
        var isEquality: [Bool] = []
        for symbol in 0..<rows.count where isBasic[symbol] && kinds[symbol] != .external && Row.nearZero(rows[symbol].constant) {
            var a: [(column: Int, value: Double)] = []
            for cell in rows[symbol].cells where column[cell.symbol] >= 0 {
                a.append((column[cell.symbol], cell.coefficient))
                if kinds[cell.symbol] == .external { a.append((column[cell.symbol] + 1, -cell.coefficient)) }
            }
            if !a.isEmpty {
                cone.append(a)
                isEquality.append(kinds[symbol] == .dummy)
            }
        }
        // Only the columns some degenerate row mentions can be blocked; compress the cone to them.
        var coneColumn = [Int](repeating: -1, count: columnCount)
        var coneWidth = 0
        for a in cone {
            for (j, _) in a where coneColumn[j] < 0 {
                coneColumn[j] = coneWidth
                coneWidth += 1
            }
        }
        let compressed = cone.map { a in
            var c = [Double](repeating: 0, count: coneWidth)
            for (j, value) in a { c[coneColumn[j]] = value }
            return c
        }
        // Rows that share no column (transitively) cannot block each other's directions: split the
        // cone into connected components (union–find over columns) and solve each question on its own.
        var parent = Array(0..<coneWidth)
        func root(_ j: Int) -> Int {
            var j = j
            while parent[j] != j {
                parent[j] = parent[parent[j]]
                j = parent[j]
            }
            return j
        }
        for c in compressed {
            var first = -1
            for j in 0..<coneWidth where c[j] != 0 {
                if first < 0 { first = root(j) } else { parent[root(j)] = first }
            }
        }
        let componentOfColumn = (0..<coneWidth).map { root($0) }
        let componentOfRow = compressed.map { c in componentOfColumn[c.firstIndex { $0 != 0 }!] }
        var subCones: [[Int]: SubCone] = [:]
        var answers: [GradientKey: Bool] = [:]
        var inComponents = [Bool](repeating: false, count: coneWidth)
        var result: [Variable] = []
        var gradient: [(Int, Double)] = []
        for id in 0..<variableCount {
            let symbol = symbolOf(id)
            if symbol < 0 {
                result.append(variable(id))
                continue
            }
            // The directions the variable moves in, built in one reused buffer. Most variables are decided
            // by it alone: fixed (no free column) or moved by a free column no degenerate row mentions.
            // Only the rest need a cone program.
            gradient.removeAll(keepingCapacity: true)
            if !isBasic[symbol] {
                gradient.append((column[symbol], 1))
                gradient.append((column[symbol] + 1, -1))
            } else {
                for cell in rows[symbol].cells where column[cell.symbol] >= 0 {
                    gradient.append((column[cell.symbol], cell.coefficient))
                    if kinds[cell.symbol] == .external { gradient.append((column[cell.symbol] + 1, -cell.coefficient)) }
                }
            }
            if gradient.isEmpty { continue }
            if gradient.contains(where: { coneColumn[$0.0] < 0 }) {
                result.append(variable(id))
                continue
            }
            // The sub-cone depends only on the set of components the gradient touches, and the answer
            // only on the sub-cone and the gradient: variables of one stack or chain share both, so
            // each is built and decided once (lookups only: no order depends on the hashing).
            var components = gradient.map { componentOfColumn[coneColumn[$0.0]] }
            components.sort()
            var kept = 0
            for k in components.indices where k == 0 || components[k] != components[kept - 1] {
                components[kept] = components[k]
                kept += 1
            }
            components.removeSubrange(kept...)
            let sub: SubCone
            if let cached = subCones[components] {
                sub = cached
            } else {
                for c in components { inComponents[c] = true }
                let columns = (0..<coneWidth).filter { inComponents[componentOfColumn[$0]] }
                let rowIndices = compressed.indices.filter { inComponents[componentOfRow[$0]] }
                for c in components { inComponents[c] = false }
                var position = [Int](repeating: -1, count: coneWidth)
                for (k, j) in columns.enumerated() { position[j] = k }
                sub = SubCone(
                    width: columns.count, position: position, cone: rowIndices.map { r in columns.map { compressed[r][$0] } },
                    isEquality: rowIndices.map { isEquality[$0] })
                subCones[components] = sub
            }
            var g = [Double](repeating: 0, count: sub.width)
            for (index, value) in gradient { g[sub.position[coneColumn[index]]] = value }
            let key = GradientKey(components: components, bits: g.map(\.bitPattern))
            let free: Bool
            if let known = answers[key] {
                free = known
            } else {
                free = Tableau.coneIsUnbounded(sub.cone, sub.isEquality, g) || Tableau.coneIsUnbounded(sub.cone, sub.isEquality, g.map { -$0 })
                answers[key] = free
            }
            if free { result.append(variable(id)) }
        }
        return result
    }

    /// Whether `g·y` is unbounded above on the cone {y ≥ 0, aᵣ·y ≥ 0 (= 0 where `isEquality[r]`)}: a
    /// primal simplex from the origin with Bland's rule (smallest index enters and leaves), so it ends.
    /// All constants are 0, so only coefficients are kept; the tableau is dense (rows × (columns + rows)).
    static func coneIsUnbounded(_ cone: [[Double]], _ isEquality: [Bool], _ g: [Double]) -> Bool {
        let epsilon = 1.0e-9
        let m = g.count, k = cone.count, n = m + k
        // tableau[r]: basic(r) = Σ tableau[r][j]·x_j over non-basic j; x_0..x_{m−1} = y, x_{m+r} = w_r.
        var tableau = cone.map { $0 + [Double](repeating: 0, count: k) }
        var objective = g + [Double](repeating: 0, count: k)
        var basicOf = (0..<k).map { m + $0 }
        var isBasicVariable = [Bool](repeating: false, count: m) + [Bool](repeating: true, count: k)
        // A pivoted-out equality slack is fixed at 0 and may never enter again.
        var fixed = [Bool](repeating: false, count: n)
        for _ in 0..<(50 * n + 50) {
            guard let entering = (0..<n).first(where: { !isBasicVariable[$0] && !fixed[$0] && objective[$0] > epsilon }) else {
                return false
            }
            var leavingRow = -1
            for r in 0..<k {
                let c = tableau[r][entering]
                let blocks = isEquality[r] && basicOf[r] >= m && basicOf[r] - m == r ? abs(c) > epsilon : c < -epsilon
                if blocks && (leavingRow < 0 || basicOf[r] < basicOf[leavingRow]) { leavingRow = r }
            }
            if leavingRow < 0 { return true }
            // Pivot: solve row leavingRow for x_entering, substitute everywhere.
            let leavingVariable = basicOf[leavingRow]
            let pivot = tableau[leavingRow][entering]
            var definition = tableau[leavingRow].map { -$0 / pivot }
            definition[entering] = 0
            definition[leavingVariable] = 1 / pivot
            tableau[leavingRow] = definition
            for r in 0..<k where r != leavingRow {
                let c = tableau[r][entering]
                if c == 0 { continue }
                tableau[r][entering] = 0
                for j in 0..<n { tableau[r][j] += c * definition[j] }
            }
            let c = objective[entering]
            objective[entering] = 0
            for j in 0..<n { objective[j] += c * definition[j] }
            basicOf[leavingRow] = entering
            isBasicVariable[entering] = true
            isBasicVariable[leavingVariable] = false
            if leavingVariable >= m && isEquality[leavingVariable - m] { fixed[leavingVariable] = true }
        }
        return false
    }
}
