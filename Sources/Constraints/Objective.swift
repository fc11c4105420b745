/// The function the solver minimises: the errors of the non-required constraints, weighed as the
/// solver's `StrengthOrder` says.
///
/// `.weightedSum` keeps one dense row whose coefficient for an error is its strength's weight (kiwi's
/// objective, and the same arithmetic bit for bit). `.strict` keeps one objective per strength, in which
/// each error counts 1: the Cassowary paper's symbolic weights
/// (https://constraints.cs.washington.edu/solvers/cassowary-tochi.pdf, §2). A symbol's reduced cost is
/// then a vector, stored per symbol as its non-zero coefficients, strongest first; it is negative when
/// its first coefficient is. The simplex rules compare these vectors in that (lexicographic) order,
/// which is the order of one objective whose weights are infinitely far apart, so Bland's rule still
/// ends every search. Stored by symbol rather than as one row per strength, a substitution costs the
/// strengths the substituted symbol has times the definition's length, however many strengths the
/// screen uses (real documents use a dozen at most; a hostile one may use thousands).
struct Objective {
    let order: StrengthOrder
    /// `.weightedSum`'s row.
    private var row = DenseRow()
    /// `.strict`'s reduced costs by symbol, each sorted by weight, strongest first, none near zero.
    private var costs: [[StrengthCoefficient]] = []
    /// `.strict`: no symbol below this one that `firstNegative` would accept has a negative reduced cost
    /// (as `DenseRow`'s scan start).
    private var scanStart = 0

    init(order: StrengthOrder) { self.order = order }

    mutating func reserveCapacity(_ count: Int) {
        if order == .strict { costs.reserveCapacity(count) } else { row.reserveCapacity(count) }
    }

    /// Makes room for symbols up to `count − 1` (new symbols cost nothing), or forgets those above.
    mutating func resize(to count: Int) {
        guard order == .strict else { return row.resize(to: count) }
        if count > costs.count {
            while costs.count < count { costs.append([]) }
        } else {
            costs.removeSubrange(count...)
            scanStart = min(scanStart, count)
        }
    }

    /// Adds `times` errors of `weight` for `symbol`.
    mutating func insert(_ symbol: Int, weight: Double, times: Double = 1) {
        guard order == .strict else { return row.insert(symbol, weight * times) }
        add(symbol, weight, times)
    }

    /// Adds `times` errors of `weight` for the symbol that `definition` defines (its row, in its place).
    mutating func insert(_ definition: Row, weight: Double, times: Double) {
        guard order == .strict else { return row.insert(definition, weight * times) }
        for cell in definition.cells { add(cell.symbol, weight, cell.coefficient * times) }
    }

    mutating func remove(_ symbol: Int) {
        guard order == .strict else { return row.remove(symbol) }
        costs[symbol] = []
    }

    /// Replaces `symbol`, if present, by the row that defines it. Returns the coefficients written by a
    /// strict order (`.weightedSum`'s row is as long as the tableau's rows and not counted), so that the
    /// solver's work budget also bounds an objective of many strengths.
    mutating func substitute(_ symbol: Int, _ definition: Row) -> Int {
        guard order == .strict else {
            row.substitute(symbol, definition)
            return 0
        }
        let terms = costs[symbol]
        guard !terms.isEmpty else { return 0 }
        costs[symbol] = []
        for term in terms {
            for cell in definition.cells { add(cell.symbol, term.weight, term.value * cell.coefficient) }
        }
        return terms.count * definition.cells.count
    }

    /// Adds `value` to `symbol`'s coefficient of strength `weight`, dropping a sum near zero (as
    /// `Row.insert(_:_:)`).
    private mutating func add(_ symbol: Int, _ weight: Double, _ value: Double) {
        var low = 0, high = costs[symbol].count
        while low < high {
            let middle = (low + high) / 2
            if costs[symbol][middle].weight > weight { low = middle + 1 } else { high = middle }
        }
        if low < costs[symbol].count && costs[symbol][low].weight == weight {
            let sum = costs[symbol][low].value + value
            if Row.nearZero(sum) { costs[symbol].remove(at: low) } else { costs[symbol][low].value = sum }
        } else if !Row.nearZero(value) {
            costs[symbol].insert(StrengthCoefficient(weight: weight, value: value), at: low)
        }
        if symbol < scanStart, let first = costs[symbol].first, first.value < 0 { scanStart = symbol }
    }

    /// Whether moving `symbol` costs nothing: every coefficient within `tolerance` of 0.
    func isFree(_ symbol: Int, tolerance: Double) -> Bool {
        guard order == .strict else { return abs(row.coefficient(for: symbol)) < tolerance }
        return symbol >= costs.count || costs[symbol].allSatisfy { abs($0.value) < tolerance }
    }

    /// The lowest symbol with a negative reduced cost that `isCandidate` accepts, or −1 (the entering
    /// symbol of Bland's rule). `isCandidate` must give the same answer for a symbol every time.
    mutating func firstNegative(where isCandidate: (Int) -> Bool) -> Int {
        guard order == .strict else { return row.firstNegative(where: isCandidate) }
        var symbol = scanStart
        while symbol < costs.count {
            if let first = costs[symbol].first, first.value < 0, isCandidate(symbol) { break }
            symbol += 1
        }
        scanStart = symbol
        return symbol < costs.count ? symbol : -1
    }

    /// The dual simplex's ratio test: whether `symbol`'s reduced cost divided by `divisor` (> 0) is below
    /// `best`'s divided by `bestDivisor`; with no best yet (−1), whether it is a number at all. For
    /// `.weightedSum` kiwi's scalar comparison, bit for bit; for `.strict` the first strength at which the
    /// two ratios differ by more than round-off decides.
    func ratio(of symbol: Int, over divisor: Double, isBelow best: Int, over bestDivisor: Double) -> Bool {
        guard order == .strict else {
            let ratio = row.coefficient(for: symbol) / divisor
            return best < 0 ? ratio < Double.greatestFiniteMagnitude : ratio < row.coefficient(for: best) / bestDivisor
        }
        let mine = symbol < costs.count ? costs[symbol] : []
        guard best >= 0 else { return mine.allSatisfy { abs($0.value / divisor) < Double.greatestFiniteMagnitude } }
        let theirs = best < costs.count ? costs[best] : []
        var i = 0, j = 0
        while i < mine.count || j < theirs.count {
            let weight = max(i < mine.count ? mine[i].weight : -1, j < theirs.count ? theirs[j].weight : -1)
            var a = 0.0, b = 0.0
            if i < mine.count && mine[i].weight == weight {
                a = mine[i].value / divisor
                i += 1
            }
            if j < theirs.count && theirs[j].weight == weight {
                b = theirs[j].value / bestDivisor
                j += 1
            }
            let roundOff = Row.epsilon * max(1, abs(a), abs(b))
            if a < b - roundOff { return true }
            if a > b + roundOff { return false }
        }
        return false
    }
}
