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

    /// `|value| < epsilon`, kiwi's `nearZero` (the same answer for every input, NaN and −0 included,
    /// in one comparison).
    @inline(__always)
    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

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
        // A symbol above every cell's (a constraint's new slack or error, the highest ids) is appended.
        if cells.last.map({ $0.symbol < symbol }) ?? true {
            if !Row.nearZero(coefficient) { cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
            return
        }
        let index = find(symbol)
        if index >= 0 {
            let sum = cells[index].coefficient + coefficient
            if Row.nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -(index + 1))
        }
    }

    /// Where a row sits in the column index while it is rewritten (`ColumnIndex.withColumns`), so that
    /// the row's basic symbol enters the columns of symbols the row gains and leaves those of symbols it
    /// loses. Dense form: `column` points at the row's word in column 0 of the bit matrix, so that symbol
    /// `s`'s word is `column[s * stride]`, and `bit` is the row's bit in that word. Sparse form: `lists`
    /// points at the columns' sorted arrays and `basic` is the row's basic symbol. Rows outside the index
    /// (the objectives, a row being built) pass no `Columns`.
    struct Columns {
        var column: UnsafeMutablePointer<UInt64>?
        var stride = 0
        var bit: UInt64 = 0
        var lists: UnsafeMutablePointer<[Int32]>?
        var basic: Int32 = 0

        init(column: UnsafeMutablePointer<UInt64>, stride: Int, bit: UInt64) {
            self.column = column
            self.stride = stride
            self.bit = bit
        }

        init(lists: UnsafeMutablePointer<[Int32]>, basic: Int32) {
            self.lists = lists
            self.basic = basic
        }

        @inline(__always)
        func added(_ symbol: Int) {
            if let column { column[symbol &* stride] |= bit } else { ColumnIndex.insert(basic, into: &lists![symbol]) }
        }

        @inline(__always)
        func removed(_ symbol: Int) {
            if let column { column[symbol &* stride] &= ~bit } else { ColumnIndex.remove(basic, from: &lists![symbol]) }
        }
    }

    /// Adds `factor·other` (constant and cells), in one merge of the two sorted cell arrays. Symbols
    /// that gain a cell, and symbols whose cell cancels, are marked in `columns` as they go, keeping
    /// the solver's column index in step.
    /// The cell at `skipIndex`, if any, is left out of the result (when `other` has two cells or more).
    mutating func insert(_ other: Row, _ factor: Double, scratch: inout [Cell], skipIndex: Int = -1, columns: Columns? = nil) {
        constant += other.constant * factor
        let otherCount = other.cells.count
        if otherCount == 0 { return }
        if otherCount == 1 {
            let symbol = other.cells[0].symbol
            let index = find(symbol)
            let c = other.cells[0].coefficient * factor
            if index >= 0 {
                let sum = cells[index].coefficient + c
                if Row.nearZero(sum) {
                    cells.remove(at: index)
                    columns?.removed(symbol)
                } else {
                    cells[index].coefficient = sum
                }
            } else if !Row.nearZero(c) {
                cells.insert(Cell(symbol: symbol, coefficient: c), at: -(index + 1))
                columns?.added(symbol)
            }
            return
        }
        // Only this row's cells from `other`'s first symbol (or the skipped cell) to its last can
        // change: the cells before and after that span keep their place, and only the span is merged
        // (a 65-view scene: 13 % fewer instructions merging than with whole rows).
        var low = lowerBound(other.cells[0].symbol), high = lowerBound(other.cells[otherCount &- 1].symbol &+ 1)
        if skipIndex >= 0 {
            low = min(low, skipIndex)
            high = max(high, skipIndex &+ 1)
        }
        // The merge writes through a pointer into `scratch`, kept at least as long as both spans (it
        // only ever grows), so the loop makes none of the capacity and uniqueness checks `append`
        // makes per element; the span is then copied back into this row's own buffer, which keeps its
        // capacity from pivot to pivot, so that a steady stream of pivots allocates nothing.
        let needed = high &- low &+ otherCount
        if scratch.count < needed {
            scratch.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: max(needed, 2 * scratch.count) - scratch.count))
        }
        let written = scratch.withUnsafeMutableBufferPointer { out in
            cells.withUnsafeBufferPointer { a in
                other.cells.withUnsafeBufferPointer { b in
                    Row.merge(
                        UnsafeBufferPointer(rebasing: a[low..<high]), b, factor, into: out.baseAddress!,
                        skipIndex: skipIndex >= 0 ? skipIndex &- low : -1, columns: columns)
                }
            }
        }
        // Rows only grow between pivots in the worst case; grow geometrically so that a row
        // reallocates O(log length) times, not at every merge that lengthens it.
        let total = cells.count &- (high &- low) &+ written
        if cells.capacity < total { cells.reserveCapacity(max(total, 2 &* cells.capacity, 16)) }
        cells.replaceSubrange(low..<high, with: scratch[0..<written])
    }

    /// The index of the first cell whose symbol is `symbol` or more.
    @inline(__always)
    private func lowerBound(_ symbol: Int) -> Int {
        let index = find(symbol)
        return index >= 0 ? index : -(index &+ 1)
    }

    /// `a + factor·b`, without `a[skipIndex]`, into `out`; returns the number of cells written.
    /// Rows being rewritten are typically several times longer than the rows added to them (on a
    /// 60-view screen, 37 cells against 9 on average), so the loop runs over `b`: for each of `b`'s
    /// cells it copies `a`'s cells up to that symbol in a tight loop, then combines the one cell. The
    /// arithmetic per cell is the same as a plain merge's, so results are bit for bit the same.
    @inline(__always)
    private static func merge(
        _ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, _ factor: Double, into out: UnsafeMutablePointer<Cell>,
        skipIndex: Int, columns: Columns?
    ) -> Int {
        let source = a.baseAddress!
        let na = a.count
        var i = 0, n = 0
        // Copying stops at `stop`: the skipped cell first, the end of `a` after it.
        var stop = skipIndex >= 0 ? skipIndex : na
        for j in 0..<b.count {
            let sb = b[j].symbol
            while true {
                while i < stop && source[i].symbol < sb {
                    out[n] = source[i]
                    n &+= 1
                    i &+= 1
                }
                guard i == stop && stop != na && source[i].symbol < sb else { break }
                i &+= 1
                stop = na
            }
            if i < na && source[i].symbol == sb {
                let c = source[i].coefficient + b[j].coefficient * factor
                if Row.nearZero(c) {
                    columns?.removed(sb)
                } else {
                    out[n] = Cell(symbol: sb, coefficient: c)
                    n &+= 1
                }
                i &+= 1
            } else {
                let c = b[j].coefficient * factor
                if !Row.nearZero(c) {
                    out[n] = Cell(symbol: sb, coefficient: c)
                    n &+= 1
                    columns?.added(sb)
                }
            }
        }
        while i < na {
            if i != skipIndex {
                out[n] = source[i]
                n &+= 1
            }
            i &+= 1
        }
        return n
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
    /// Returns whether the row changed; `columns` as for `insert(_:_:scratch:skipIndex:columns:)`,
    /// except that `symbol` itself is not marked.
    @discardableResult
    mutating func substitute(_ symbol: Int, _ definition: Row, scratch: inout [Cell], columns: Columns? = nil) -> Bool {
        let index = find(symbol)
        guard index >= 0 else { return false }
        let coefficient = cells[index].coefficient
        // A merge leaves `symbol`'s cell out as it copies (no separate removal); a one-cell insert doesn't merge.
        if definition.cells.count <= 1 {
            cells.remove(at: index)
            insert(definition, coefficient, scratch: &scratch, columns: columns)
        } else {
            insert(definition, coefficient, scratch: &scratch, skipIndex: index, columns: columns)
        }
        return true
    }
}
