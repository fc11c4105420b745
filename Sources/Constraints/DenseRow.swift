/// The objective row, stored densely: one coefficient per symbol id (0: no cell).
///
/// The objective mentions every error symbol, so it is by far the longest row (about 330 cells on a
/// 60-view screen, against 40 for the longest variable rows), and it is rewritten at most pivots.
/// Dense, a substitution costs the length of the definition instead of a merge through the whole
/// objective. The arithmetic is `Row`'s cell for cell — `coefficient + other·factor`, a sum within
/// `Row.epsilon` of 0 dropped (stored as 0), an absent cell read as 0 (and `0 + x` is `x` exactly) —
/// so the objective and every pivot chosen from it are bit for bit those of the sparse row.
struct DenseRow {
    private(set) var values: [Double] = []
    var constant: Double = 0
    /// No symbol below this one that `firstNegative` would accept has a negative coefficient: every
    /// write of a negative value lowers it, and a scan raises it. The solver optimises after every
    /// non-required constraint, and at the optimum the scan would otherwise walk every symbol each
    /// time to find none (a 65-view scene: 230 scans of 900 symbols, 8 % of its layout pass).
    private var scanStart = 0

    mutating func reserveCapacity(_ count: Int) { values.reserveCapacity(count) }

    /// Makes room for symbols up to `count − 1` (new symbols have no cell), or forgets those above.
    mutating func resize(to count: Int) {
        if count > values.count {
            // Symbols arrive one at a time: a plain append is a fraction of the generic
            // `append(contentsOf: repeatElement(…))`.
            while values.count < count { values.append(0) }
        } else {
            values.removeSubrange(count...)
            scanStart = min(scanStart, count)
        }
    }

    @inline(__always)
    func coefficient(for symbol: Int) -> Double { symbol < values.count ? values[symbol] : 0 }

    /// Adds `coefficient·symbol`, dropping the cell if the sum is near zero (as `Row.insert(_:_:)`).
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        let sum = values[symbol] + coefficient
        values[symbol] = Row.nearZero(sum) ? 0 : sum
        if values[symbol] < 0 && symbol < scanStart { scanStart = symbol }
    }

    /// Adds `factor·other` (as `Row.insert(_:_:scratch:skipIndex:columns:)`).
    mutating func insert(_ other: Row, _ factor: Double) {
        constant += other.constant * factor
        var lowest = scanStart
        values.withUnsafeMutableBufferPointer { values in
            for cell in other.cells {
                let sum = values[cell.symbol] + cell.coefficient * factor
                values[cell.symbol] = Row.nearZero(sum) ? 0 : sum
                if sum < 0 && cell.symbol < lowest && !Row.nearZero(sum) { lowest = cell.symbol }
            }
        }
        scanStart = lowest
    }

    mutating func remove(_ symbol: Int) { values[symbol] = 0 }

    /// Replaces `symbol`, if present, by the row that defines it (as `Row.substitute`).
    mutating func substitute(_ symbol: Int, _ definition: Row) {
        let coefficient = values[symbol]
        guard coefficient != 0 else { return }
        values[symbol] = 0
        insert(definition, coefficient)
    }

    /// The lowest symbol with a negative coefficient that `isCandidate` accepts, or −1. `isCandidate`
    /// must give the same answer for a symbol every time (the solver's excludes dummies).
    @inline(__always)
    mutating func firstNegative(where isCandidate: (Int) -> Bool) -> Int {
        let found = values.withUnsafeBufferPointer { values in
            for symbol in scanStart..<values.count where values[symbol] < 0 && isCandidate(symbol) { return symbol }
            return -1
        }
        scanStart = found >= 0 ? found : values.count
        return found
    }
}
