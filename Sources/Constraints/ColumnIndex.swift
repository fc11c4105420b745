/// The solver's column index (the Cassowary paper's column sets, §3.2): for every symbol, the set of
/// basic symbols whose rows mention it, as one bit per basic symbol.
///
/// All columns live in one flat bit matrix, `stride` words per column, so that marking a cell is one
/// OR into a contiguous array (no per-column array to check for uniqueness or grow), and a column's
/// members come out in ascending id order by scanning its words with trailing-zero counts — exactly
/// the order kiwi's sorted row map visits rows in (https://github.com/nucleic/kiwi, `kiwi/solverimpl.h`),
/// without keeping sorted lists in step. When a new symbol no longer fits in `stride` words the
/// matrix is re-laid out with twice the stride. Memory: symbols² / 8 bytes at most twice over —
/// 250 KB for 1,000 symbols.
struct ColumnIndex {
    /// Column `s` is `bits[s * stride ..< (s + 1) * stride]`; bit `b` of it is set when row `b` holds `s`.
    /// Words beyond `count` columns are spare room, always 0.
    private(set) var bits: [UInt64] = []
    private(set) var stride = 1
    private(set) var count = 0

    init() {}

    /// An empty index with room for `capacity` symbols, so that adding up to that many never widens
    /// or copies the matrix (`Solver(namesConflicts:expectedSymbols:)`).
    init(capacity: Int) {
        guard capacity > 64 else { return }
        stride = (capacity &+ 63) / 64
        bits = [UInt64](repeating: 0, count: capacity &* stride)
    }

    /// Adds an empty column for the next symbol id, widening every column if that id needs a new word.
    mutating func appendSymbol() {
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

    /// Drops the columns of symbols `newCount...` (a failed `add` forgetting its symbols).
    mutating func truncate(to newCount: Int) {
        for w in (newCount &* stride)..<(count &* stride) { bits[w] = 0 }
        count = newCount
    }

    @inline(__always)
    mutating func insert(_ basic: Int, in column: Int) {
        bits[column &* stride &+ (basic &>> 6)] |= 1 &<< UInt64(basic & 63)
    }

    @inline(__always)
    mutating func remove(_ basic: Int, from column: Int) {
        bits[column &* stride &+ (basic &>> 6)] &= ~(1 &<< UInt64(basic & 63))
    }

    /// The bit matrix's storage, for `Row.insert` to mark cells while it merges.
    @inline(__always)
    mutating func withBits<R>(_ body: (UnsafeMutablePointer<UInt64>) throws -> R) rethrows -> R {
        try bits.withUnsafeMutableBufferPointer { try body($0.baseAddress!) }
    }

    /// The words of a column that can hold a bit: a row's bit is its basic symbol's id, always below
    /// `count`, so the words past the last symbol's are 0. Reading only these keeps a column's
    /// operations as cheap as the symbols so far, whatever room `init(capacity:)` reserved.
    @inline(__always)
    private var usedWords: Int { min(stride, (count &+ 63) &>> 6) }

    /// Copies column `column`'s used words into `words` and empties it.
    mutating func take(_ column: Int, into words: inout [UInt64]) {
        copy(column, into: &words)
        let start = column &* stride, used = usedWords
        guard used > 0 else { return }
        bits.withUnsafeMutableBufferPointer { source in
            assert(start &+ used <= source.count)
            (source.baseAddress! + start).update(repeating: 0, count: used)
        }
    }

    /// Copies column `column`'s used words into `words`, leaving it as it is. Through pointers: a
    /// layout takes about 550 columns, and a slice append and a checked zeroing loop cost about 300
    /// instructions a column for a dozen words (BezelBench `ibscene`).
    func copy(_ column: Int, into words: inout [UInt64]) {
        let start = column &* stride, used = usedWords
        ColumnIndex.resize(&words, to: used)
        guard used > 0 else { return }
        bits.withUnsafeBufferPointer { source in
            words.withUnsafeMutableBufferPointer { target in
                // In range: column < count, used ≤ stride, and bits holds at least count·stride words.
                assert(start &+ used <= source.count && used == target.count)
                target.baseAddress!.update(from: source.baseAddress! + start, count: used)
            }
        }
    }

    /// Makes `words` `count` long, keeping its storage (the caller overwrites every word).
    @inline(__always)
    private static func resize(_ words: inout [UInt64], to count: Int) {
        if words.count > count {
            words.removeSubrange(count...)
        } else if words.count < count {
            words.append(contentsOf: repeatElement(0, count: count &- words.count))
        }
    }

    /// How many rows mention `column`'s symbol.
    func population(_ column: Int) -> Int {
        let start = column &* stride
        var total = 0
        for w in start..<(start &+ usedWords) { total &+= bits[w].nonzeroBitCount }
        return total
    }

    /// The members of column `column` in ascending order.
    func members(_ column: Int) -> [Int] {
        var words: [UInt64] = []
        copy(column, into: &words)
        var result: [Int] = []
        ColumnIndex.forEach(words) { result.append($0) }
        return result
    }

    /// Calls `body` with each set bit's index of `words`, in ascending order.
    @inline(__always)
    static func forEach(_ words: [UInt64], _ body: (Int) throws -> Void) rethrows {
        for index in words.indices {
            var w = words[index]
            while w != 0 {
                try body(index &<< 6 | w.trailingZeroBitCount)
                w &= w &- 1
            }
        }
    }
}
