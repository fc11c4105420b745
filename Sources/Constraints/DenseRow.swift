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

    /// Makes room for symbols up to `count − 1` (new symbols have no cell), or forgets those above.
    mutating func resize(to count: Int) {
        if count > values.count {
            values.append(contentsOf: repeatElement(0, count: count - values.count))
        } else {
            values.removeSubrange(count...)
        }
    }

    @inline(__always)
    func coefficient(for symbol: Int) -> Double { symbol < values.count ? values[symbol] : 0 }

    /// Adds `coefficient·symbol`, dropping the cell if the sum is near zero (as `Row.insert(_:_:)`).
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        let sum = values[symbol] + coefficient
        values[symbol] = Row.nearZero(sum) ? 0 : sum
    }

    /// Adds `factor·other` (as `Row.insert(_:_:scratch:skipIndex:columns:)`).
    mutating func insert(_ other: Row, _ factor: Double) {
        constant += other.constant * factor
        values.withUnsafeMutableBufferPointer { values in
            for cell in other.cells {
                let sum = values[cell.symbol] + cell.coefficient * factor
                values[cell.symbol] = Row.nearZero(sum) ? 0 : sum
            }
        }
    }

    mutating func remove(_ symbol: Int) { values[symbol] = 0 }

    /// Replaces `symbol`, if present, by the row that defines it (as `Row.substitute`).
    mutating func substitute(_ symbol: Int, _ definition: Row) {
        let coefficient = values[symbol]
        guard coefficient != 0 else { return }
        values[symbol] = 0
        insert(definition, coefficient)
    }

    /// The lowest symbol with a negative coefficient that `isCandidate` accepts, or −1.
    @inline(__always)
    func firstNegative(where isCandidate: (Int) -> Bool) -> Int {
        values.withUnsafeBufferPointer { values in
            for symbol in 0..<values.count where values[symbol] < 0 && isCandidate(symbol) { return symbol }
            return -1
        }
    }
}
