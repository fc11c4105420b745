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
        // and weights here are ≥ 1 (kiwi's strengths; 1 a unit of error in every row of a strict order), so a
        // real reduced cost is far larger.
        let objectiveTolerance = 1.0e-7
        var column = [Int](repeating: -1, count: kinds.count)
        var columnCount = 0
        for symbol in 0..<kinds.count where !isBasic[symbol] {
            switch kinds[symbol] {
            case .external:
                column[symbol] = columnCount  // y⁺ at column, y⁻ at column + 1
                columnCount += 2
            case .slack, .error:
                if objective.isFree(symbol, tolerance: objectiveTolerance) {
                    column[symbol] = columnCount
                    columnCount += 1
                }
            case .dummy:
                break
            }
        }
        // The degenerate restricted rows that mention a free symbol, as cone constraints: their free
        // columns in ascending order, with coefficients (rows are sorted by symbol, and columns were
        // numbered in symbol order). Stored flat, row r's entries at coneStart[r]..<coneStart[r + 1]:
        // one array for all rows instead of one per row (a 65-view scene has dozens of them).
        var coneStart: [Int] = [0]
        var coneColumns: [Int] = []
        var coneValues: [Double] = []
        var isEquality: [Bool] = []
        for symbol in 0..<rows.count where isBasic[symbol] && kinds[symbol] != .external && Row.nearZero(rows[symbol].constant) {
            let before = coneColumns.count
            for cell in rows[symbol].cells where column[cell.symbol] >= 0 {
                coneColumns.append(column[cell.symbol])
                coneValues.append(cell.coefficient)
                if kinds[cell.symbol] == .external {
                    coneColumns.append(column[cell.symbol] + 1)
                    coneValues.append(-cell.coefficient)
                }
            }
            if coneColumns.count > before {
                coneStart.append(coneColumns.count)
                isEquality.append(kinds[symbol] == .dummy)
            }
        }
        let coneRows = isEquality.count
        // Only the columns some degenerate row mentions can be blocked; compress the cone to them.
        var coneColumn = [Int](repeating: -1, count: columnCount)
        var coneWidth = 0
        for j in coneColumns where coneColumn[j] < 0 {
            coneColumn[j] = coneWidth
            coneWidth += 1
        }
        // Rows that share no column (transitively) cannot block each other's directions: split the
        // cone into connected components (union–find over columns) and solve each question on its own.
        // Which column names a component does not matter: components are only compared as sets.
        var parent = Array(0..<coneWidth)
        func root(_ j: Int) -> Int {
            var j = j
            while parent[j] != j {
                parent[j] = parent[parent[j]]
                j = parent[j]
            }
            return j
        }
        for r in 0..<coneRows {
            var first = -1
            for e in coneStart[r]..<coneStart[r + 1] where coneValues[e] != 0 {
                let j = coneColumn[coneColumns[e]]
                if first < 0 { first = root(j) } else { parent[root(j)] = first }
            }
        }
        let componentOfColumn = (0..<coneWidth).map { root($0) }
        let componentOfRow = (0..<coneRows).map { r in
            let e = (coneStart[r]..<coneStart[r + 1]).first { coneValues[$0] != 0 }
            return e.map { componentOfColumn[coneColumn[coneColumns[$0]]] } ?? -1
        }
        var subCones: [[Int]: SubCone] = [:]
        var answers: [GradientKey: Bool] = [:]
        var inComponents = [Bool](repeating: false, count: coneWidth)
        var result: [Variable] = []
        var gradient: [(Int, Double)] = []
        // Reused from variable to variable: a layout asks about hundreds of them.
        var components: [Int] = []
        var bits: [UInt64] = []
        var coneScratch = ConeScratch()
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
            components.removeAll(keepingCapacity: true)
            for (index, _) in gradient { components.append(componentOfColumn[coneColumn[index]]) }
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
                let rowIndices = (0..<coneRows).filter { componentOfRow[$0] >= 0 && inComponents[componentOfRow[$0]] }
                for c in components { inComponents[c] = false }
                var position = [Int](repeating: -1, count: coneWidth)
                for (k, j) in columns.enumerated() { position[j] = k }
                // The rows restricted to the sub-cone's columns, dense and flat (row k at k·width).
                var cone = [Double](repeating: 0, count: rowIndices.count * columns.count)
                for (k, r) in rowIndices.enumerated() {
                    for e in coneStart[r]..<coneStart[r + 1] {
                        cone[k * columns.count + position[coneColumn[coneColumns[e]]]] = coneValues[e]
                    }
                }
                sub = SubCone(width: columns.count, position: position, cone: cone, isEquality: rowIndices.map { isEquality[$0] })
                subCones[components] = sub
            }
            // The key holds the gradient over the sub-cone's columns as bit patterns (0 where it has
            // no term); the gradient itself is built only when the question is new.
            bits.removeAll(keepingCapacity: true)
            bits.append(contentsOf: repeatElement(0, count: sub.width))
            for (index, value) in gradient { bits[sub.position[coneColumn[index]]] = value.bitPattern }
            let key = GradientKey(components: components, bits: bits)
            let free: Bool
            if let known = answers[key] {
                free = known
            } else {
                let g = bits.map { Double(bitPattern: $0) }
                free = Tableau.coneIsUnbounded(sub.cone, sub.isEquality, g, negated: false, in: &coneScratch)
                    || Tableau.coneIsUnbounded(sub.cone, sub.isEquality, g, negated: true, in: &coneScratch)
                answers[key] = free
            }
            if free { result.append(variable(id)) }
        }
        return result
    }

    /// Whether `g·y` (with `negated`, `−g·y`) is unbounded above on the cone {y ≥ 0, aᵣ·y ≥ 0 (= 0 where
    /// `isEquality[r]`)}: a primal simplex from the origin with Bland's rule (smallest index enters and
    /// leaves), so it ends. All constants are 0, so only coefficients are kept; the tableau is dense
    /// (rows × (columns + rows)). `cone` holds the rows flat, row r's coefficient of y_j at r·m + j
    /// (m = `g.count`). Its arrays are `scratch`'s, reused from program to program (a 65-view scene runs
    /// about 34 per layout, and allocated four arrays and a negated gradient for each).
    static func coneIsUnbounded(_ cone: [Double], _ isEquality: [Bool], _ g: [Double], negated: Bool, in scratch: inout ConeScratch) -> Bool {
        let epsilon = 1.0e-9
        let m = g.count, k = isEquality.count, n = m + k
        // tableau[r·n + j]: basic(r) = Σ tableau[r·n + j]·x_j over non-basic j; x_0..x_{m−1} = y,
        // x_{m+r} = w_r. One flat array and one reused definition row: the arithmetic is that of a
        // row-per-array tableau, operation for operation, without an array allocated per row and pivot.
        ConeScratch.reset(&scratch.tableau, count: k * n, to: 0)
        for r in 0..<k {
            for j in 0..<m { scratch.tableau[r &* n &+ j] = cone[r &* m &+ j] }
        }
        // The objective, then the definition row of each pivot: one array.
        ConeScratch.reset(&scratch.work, count: 2 * n, to: 0)
        for j in 0..<m { scratch.work[j] = negated ? -g[j] : g[j] }
        let definition = n
        ConeScratch.reset(&scratch.basicOf, count: k, to: 0)
        for r in 0..<k { scratch.basicOf[r] = m + r }
        // Whether x_j is basic (flags[j]) and whether it is fixed (flags[n + j]): a pivoted-out
        // equality slack is fixed at 0 and may never enter again.
        ConeScratch.reset(&scratch.flags, count: 2 * n, to: false)
        for j in m..<n { scratch.flags[j] = true }
        return coneProgram(isEquality, m: m, k: k, n: n, definition: definition, epsilon: epsilon, &scratch.tableau, &scratch.work, &scratch.basicOf, &scratch.flags)
    }

    /// The simplex loop of `coneIsUnbounded`, on its prepared arrays.
    private static func coneProgram(
        _ isEquality: [Bool], m: Int, k: Int, n: Int, definition: Int, epsilon: Double,
        _ tableau: inout [Double], _ work: inout [Double], _ basicOf: inout [Int], _ flags: inout [Bool]
    ) -> Bool {
        for _ in 0..<(50 * n + 50) {
            guard let entering = (0..<n).first(where: { !flags[$0] && !flags[n &+ $0] && work[$0] > epsilon }) else {
                return false
            }
            var leavingRow = -1
            for r in 0..<k {
                let c = tableau[r &* n &+ entering]
                let blocks = isEquality[r] && basicOf[r] >= m && basicOf[r] - m == r ? abs(c) > epsilon : c < -epsilon
                if blocks && (leavingRow < 0 || basicOf[r] < basicOf[leavingRow]) { leavingRow = r }
            }
            if leavingRow < 0 { return true }
            // Pivot: solve row leavingRow for x_entering, substitute everywhere.
            let leavingVariable = basicOf[leavingRow]
            let base = leavingRow &* n
            let pivot = tableau[base &+ entering]
            for j in 0..<n { work[definition &+ j] = -tableau[base &+ j] / pivot }
            work[definition &+ entering] = 0
            work[definition &+ leavingVariable] = 1 / pivot
            for j in 0..<n { tableau[base &+ j] = work[definition &+ j] }
            for r in 0..<k where r != leavingRow {
                let row = r &* n
                let c = tableau[row &+ entering]
                if c == 0 { continue }
                tableau[row &+ entering] = 0
                for j in 0..<n { tableau[row &+ j] += c * work[definition &+ j] }
            }
            let c = work[entering]
            work[entering] = 0
            for j in 0..<n { work[j] += c * work[definition &+ j] }
            basicOf[leavingRow] = entering
            flags[entering] = true
            flags[leavingVariable] = false
            if leavingVariable >= m && isEquality[leavingVariable - m] { flags[n &+ leavingVariable] = true }
        }
        return false
    }
}
