/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol` over parametric symbols
/// (or, for the objective, `objective = constant + Σ …`).
///
/// Cells are kept sorted by symbol id in one contiguous array: lookups are binary searches, and adding
/// a multiple of another row is one linear merge, the same shape as kiwi's `Row` over its sorted
/// `AssocVector` (https://github.com/nucleic/kiwi, `kiwi/row.h`). Coefficients that cancel to within
/// `Row.epsilon` are dropped, as kiwi's `nearZero` does, so round-off never leaves phantom cells.
struct Row {
    struct Cell {
        var symbol: Int
        var coefficient: Double
    }

    /// kiwi's `nearZero` threshold (`kiwi/util.h`).
    static let epsilon = 1.0e-8

    var cells: [Cell]
    var constant: Double

    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
    }

    static func nearZero(_ value: Double) -> Bool { value < 0 ? -value < epsilon : value < epsilon }

    /// The index of `symbol` in `cells`, or where it would be inserted (negative: `-(index + 1)`).
    @inline(__always)
    func find(_ symbol: Int) -> Int {
        cells.withUnsafeBufferPointer { cells in
            var low = 0, high = cells.count
            while low < high {
                let mid = (low + high) &>> 1
                if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
            }
            return low < cells.count && cells[low].symbol == symbol ? low : -(low + 1)
        }
    }

    @inline(__always)
    func coefficient(for symbol: Int) -> Double {
        let index = find(symbol)
        return index >= 0 ? cells[index].coefficient : 0
    }

    /// Adds `coefficient·symbol`, dropping the cell if the sum is near zero.
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        let index = find(symbol)
        if index >= 0 {
            let sum = cells[index].coefficient + coefficient
            if Row.nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(index + 1))
        }
    }

    /// Adds `factor·other` (constant and cells), in one merge of the two sorted cell arrays into
    /// `scratch`, whose buffer then becomes this row's (and this row's old buffer the next scratch), so
    /// that a steady stream of pivots allocates nothing. Symbols that gain a cell are appended to
    /// `added`, symbols whose cell cancels to `removed`, so that the solver can keep its column index.
    mutating func insert(
        _ other: Row, _ factor: Double, added: inout [Int], removed: inout [Int], scratch: inout [Cell], skipping: Int = -1
    ) {
        constant += other.constant * factor
        if other.cells.isEmpty { return }
        if other.cells.count == 1 {
            let symbol = other.cells[0].symbol
            let index = find(symbol)
            let c = other.cells[0].coefficient * factor
            if index >= 0 {
                let sum = cells[index].coefficient + c
                if Row.nearZero(sum) {
                    cells.remove(at: index)
                    removed.append(symbol)
                } else {
                    cells[index].coefficient = sum
                }
            } else if !Row.nearZero(c) {
                cells.insert(Cell(symbol: symbol, coefficient: c), at: -(index + 1))
                added.append(symbol)
            }
            return
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + other.cells.count)
        cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                var i = 0, j = 0
                while i < a.count && j < b.count {
                    let sa = a[i].symbol, sb = b[j].symbol
                    if sa < sb {
                        if sa != skipping { scratch.append(a[i]) }
                        i += 1
                    } else if sb < sa {
                        let c = b[j].coefficient * factor
                        if !Row.nearZero(c) {
                            scratch.append(Cell(symbol: sb, coefficient: c))
                            added.append(sb)
                        }
                        j += 1
                    } else {
                        let c = a[i].coefficient + b[j].coefficient * factor
                        if Row.nearZero(c) { removed.append(sa) } else { scratch.append(Cell(symbol: sa, coefficient: c)) }
                        i += 1
                        j += 1
                    }
                }
                while i < a.count {
                    if a[i].symbol != skipping { scratch.append(a[i]) }
                    i += 1
                }
                while j < b.count {
                    let c = b[j].coefficient * factor
                    if !Row.nearZero(c) {
                        scratch.append(Cell(symbol: b[j].symbol, coefficient: c))
                        added.append(b[j].symbol)
                    }
                    j += 1
                }
            }
        }
        swap(&cells, &scratch)
    }

    mutating func remove(_ symbol: Int) {
        let index = find(symbol)
        if index >= 0 { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for k in cells.indices { cells[k].coefficient = -cells[k].coefficient }
    }

    /// Rewrites `0 = constant + c·symbol + rest` as `symbol = −constant/c − rest/c`: the row becomes the
    /// definition of `symbol`, which must be in it.
    mutating func solve(for symbol: Int) {
        let index = find(symbol)
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for k in cells.indices { cells[k].coefficient *= factor }
    }

    /// For a row `lhs = …` that holds `rhs`: makes it the definition of `rhs` (a pivot).
    mutating func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol`, if present, by the row that defines it (which must not contain `symbol`).
    /// Returns whether the row changed; `added` and `removed` as for `insert(_:_:added:removed:)`,
    /// except that `symbol` itself is not reported.
    @discardableResult
    mutating func substitute(_ symbol: Int, _ definition: Row, added: inout [Int], removed: inout [Int], scratch: inout [Cell]) -> Bool {
        let index = find(symbol)
        guard index >= 0 else { return false }
        let coefficient = cells[index].coefficient
        // A merge leaves `symbol`'s cell out as it copies (no separate removal); a one-cell insert doesn't merge.
        if definition.cells.count <= 1 { cells.remove(at: index) }
        insert(definition, coefficient, added: &added, removed: &removed, scratch: &scratch, skipping: symbol)
        return true
    }
}
