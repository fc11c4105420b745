/// The solver's column index (the Cassowary paper's column sets, §3.2): for every symbol, the basic
/// symbols whose rows mention it. A column's members come out in ascending id order, exactly the order
/// kiwi's sorted row map visits rows in (https://github.com/nucleic/kiwi, `kiwi/solverimpl.h`).
///
/// Two forms, one answer:
/// - **Dense**, up to `denseLimit` symbols: one flat bit matrix, `stride` words per column, so that
///   marking a cell is one OR into a contiguous array and a column's members come out of its words by
///   trailing-zero counts. Memory is symbols² / 8 bytes at most twice over, so the form is kept only while
///   that is small (2 MB at the limit): every real scene's solver stays in it (a 65-view scene has about 870
///   symbols), and it is what makes their column visits cheap.
/// - **Sparse**, once a solver passes `denseLimit` symbols (a document near the input limits: 8,000
///   constraints make some 30,000): each column a sorted array of 4-byte basic ids. Memory is one id per
///   cell of the tableau plus an array per symbol, so it grows with the tableau, linearly in the constraints
///   where the rows stay short; the bit matrix grew with the square of the symbols (0.7 GB for the 75,000
///   symbols of 24,000 optional constraints), and its columns, as long as the symbols, made every visit
///   slow. Entering or leaving a column is a binary search and a shift of the ids after it.
///
/// The form changes once, when the symbol past the limit is added, by listing every column's members.
struct ColumnIndex {
    /// The most symbols the dense form holds: a bit matrix of at most 2 MB (4 MB while it widens).
    static let denseLimit = 4096

    /// Dense: column `s` is `bits[s * stride ..< (s + 1) * stride]`; bit `b` of it is set when row `b`
    /// holds `s`. Words beyond `count` columns are spare room, always 0. Empty in the sparse form.
    private var bits: [UInt64] = []
    private var stride = 1
    /// Sparse: column `s`, the basic symbols whose rows hold `s`, ascending, each once.
    private var lists: [[Int32]] = []
    private var isSparse = false
    private(set) var count = 0
    /// `denseLimit`, or less for tests that run the sparse form on small systems.
    private var sparseAfter = ColumnIndex.denseLimit

    init() {}

    /// An empty index with room for `capacity` symbols, so that adding up to that many never widens
    /// or copies the matrix (`Solver(namesConflicts:expectedSymbols:)`), turning sparse past
    /// `denseLimit` symbols (tests pass less).
    init(capacity: Int, denseLimit: Int = ColumnIndex.denseLimit) {
        sparseAfter = denseLimit
        let capacity = min(capacity, denseLimit)
        guard capacity > 64 else { return }
        stride = (capacity &+ 63) / 64
        bits = [UInt64](repeating: 0, count: capacity &* stride)
    }

    /// Adds an empty column for the next symbol id, widening every column if that id needs a new word, or
    /// turning the index sparse when it passes `denseLimit` symbols. Ids are kept as 32 bits in the sparse
    /// form.
    mutating func appendSymbol() {
        if !isSparse && count >= sparseAfter { makeSparse() }
        if isSparse {
            precondition(count < Int(Int32.max), "Constraints.Solver: more than 2^31 symbols")
            lists.append([])
            count += 1
            return
        }
        if count >= stride &* 64 {
            let wider = stride &* 2
            var grown = [UInt64](repeating: 0, count: max(bits.count, count &* stride) &* 2)
            grown.withUnsafeMutableBufferPointer { target in
                bits.withUnsafeBufferPointer { source in
                    let to = target.baseAddress!, from = source.baseAddress!
                    for s in 0..<count {
                        for w in 0..<stride { to[s &* wider &+ w] = from[s &* stride &+ w] }
                    }
                }
            }
            bits = grown
            stride = wider
        }
        let end = (count &+ 1) &* stride
        if bits.count < end {
            // Room for twice as many columns at once: appending one column at a time costs more
            // than the columns themselves.
            bits.append(contentsOf: repeatElement(0, count: max(end, 2 &* bits.count) &- bits.count))
        }
        count += 1
    }

    /// Lists every dense column's members and drops the bit matrix.
    private mutating func makeSparse() {
        var members: [Int32] = []
        lists.reserveCapacity(count &* 2)
        for column in 0..<count {
            copy(column, into: &members)
            lists.append(members)
        }
        bits = []
        stride = 1
        isSparse = true
    }

    /// Drops the columns of symbols `newCount...` (a failed `add` forgetting its symbols).
    mutating func truncate(to newCount: Int) {
        if isSparse {
            lists.removeSubrange(newCount...)
        } else {
            for w in (newCount &* stride)..<(count &* stride) { bits[w] = 0 }
        }
        count = newCount
    }

    @inline(__always)
    mutating func insert(_ basic: Int, in column: Int) {
        if isSparse {
            ColumnIndex.insert(Int32(truncatingIfNeeded: basic), into: &lists[column])
        } else {
            bits[column &* stride &+ (basic &>> 6)] |= 1 &<< UInt64(basic & 63)
        }
    }

    @inline(__always)
    mutating func remove(_ basic: Int, from column: Int) {
        if isSparse {
            ColumnIndex.remove(Int32(truncatingIfNeeded: basic), from: &lists[column])
        } else {
            bits[column &* stride &+ (basic &>> 6)] &= ~(1 &<< UInt64(basic & 63))
        }
    }

    /// Puts `basic` in its place in the sorted `list`, unless it is there already.
    @inline(__always)
    static func insert(_ basic: Int32, into list: inout [Int32]) {
        if list.last.map({ $0 < basic }) ?? true {
            list.append(basic)
            return
        }
        let index = lowerBound(basic, in: list)
        if list[index] != basic { list.insert(basic, at: index) }
    }

    /// Takes `basic` out of the sorted `list` if it is there.
    @inline(__always)
    static func remove(_ basic: Int32, from list: inout [Int32]) {
        if list.last == basic {
            list.removeLast()
            return
        }
        let index = lowerBound(basic, in: list)
        if index < list.count && list[index] == basic { list.remove(at: index) }
    }

    /// The index of the first id in `list` that is `basic` or more.
    @inline(__always)
    private static func lowerBound(_ basic: Int32, in list: [Int32]) -> Int {
        list.withUnsafeBufferPointer { ids in
            var low = 0, high = ids.count
            while low < high {
                let mid = (low &+ high) &>> 1
                if ids[mid] < basic { low = mid &+ 1 } else { high = mid }
            }
            return low
        }
    }

    /// Calls `body` with where row `basic` sits in the index (`Row.Columns`), for `Row.insert` to enter
    /// and leave columns while it merges.
    @inline(__always)
    mutating func withColumns<R>(of basic: Int, _ body: (Row.Columns) throws -> R) rethrows -> R {
        if isSparse {
            return try lists.withUnsafeMutableBufferPointer { lists in
                try body(Row.Columns(lists: lists.baseAddress!, basic: Int32(truncatingIfNeeded: basic)))
            }
        }
        let stride = stride
        return try bits.withUnsafeMutableBufferPointer { bits in
            try body(Row.Columns(column: bits.baseAddress! + (basic &>> 6), stride: stride, bit: 1 &<< UInt64(basic & 63)))
        }
    }

    /// The words of a dense column that can hold a bit: a row's bit is its basic symbol's id, always below
    /// `count`, so the words past the last symbol's are 0. Reading only these keeps a column's
    /// operations as cheap as the symbols so far, whatever room `init(capacity:)` reserved.
    @inline(__always)
    private var usedWords: Int { min(stride, (count &+ 63) &>> 6) }

    /// Copies column `column`'s members into `members` (ascending) and empties it, keeping both arrays'
    /// storage, so that a stream of pivots allocates nothing.
    mutating func take(_ column: Int, into members: inout [Int32]) {
        copy(column, into: &members)
        if isSparse {
            lists[column].removeAll(keepingCapacity: true)
            return
        }
        let start = column &* stride, used = usedWords
        guard used > 0 else { return }
        bits.withUnsafeMutableBufferPointer { source in
            assert(start &+ used <= source.count)
            (source.baseAddress! + start).update(repeating: 0, count: used)
        }
    }

    /// Copies column `column`'s members into `members` (ascending), leaving it as it is. Through
    /// pointers in the dense form: a layout takes about 550 columns, and a checked loop costs about 300
    /// instructions a column for a dozen words (BezelBench `ibscene`).
    func copy(_ column: Int, into members: inout [Int32]) {
        members.removeAll(keepingCapacity: true)
        if isSparse {
            members.append(contentsOf: lists[column])
            return
        }
        let start = column &* stride, used = usedWords
        bits.withUnsafeBufferPointer { source in
            // In range: column < count, used ≤ stride, and bits holds at least count·stride words.
            assert(start &+ used <= source.count)
            let words = source.baseAddress! + start
            for index in 0..<used {
                var w = words[index]
                while w != 0 {
                    members.append(Int32(truncatingIfNeeded: index &<< 6 | w.trailingZeroBitCount))
                    w &= w &- 1
                }
            }
        }
    }

    /// How many rows mention `column`'s symbol.
    func population(_ column: Int) -> Int {
        if isSparse { return lists[column].count }
        let start = column &* stride
        var total = 0
        for w in start..<(start &+ usedWords) { total &+= bits[w].nonzeroBitCount }
        return total
    }

    /// The members of column `column` in ascending order.
    func members(_ column: Int) -> [Int] {
        var members: [Int32] = []
        copy(column, into: &members)
        return members.map { Int($0) }
    }

    /// Calls `body` with each of `members`, in the order given (ascending, as a column gives them).
    @inline(__always)
    static func forEach(_ members: [Int32], _ body: (Int) throws -> Void) rethrows {
        for member in members { try body(Int(member)) }
    }
}
