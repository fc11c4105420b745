/// A set of symbol ids as a bit vector: insert and remove in O(1), iteration in ascending order by
/// scanning words (trailing-zero counts), so the solver's column index visits rows exactly in the id
/// order kiwi's sorted row map would, without keeping sorted arrays in step (a dense column of a
/// random system held hundreds of ids, and sorted inserts into it cost a memmove each).
/// Memory: one bit per id up to the largest member, i.e. O(symbols²/64) words for a whole tableau —
/// 128 KB for 1,000 symbols.
struct SymbolSet {
    private(set) var words: [UInt64] = []

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    @inline(__always)
    mutating func insert(_ id: Int) {
        let word = id &>> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        words[word] |= 1 &<< UInt64(id & 63)
    }

    @inline(__always)
    mutating func remove(_ id: Int) {
        let word = id &>> 6
        if word < words.count { words[word] &= ~(1 &<< UInt64(id & 63)) }
    }

    /// The members in ascending order.
    var members: [Int] {
        var result: [Int] = []
        forEach { result.append($0) }
        return result
    }

    /// Calls `body` with each member in ascending order. `body` must not change this set.
    @inline(__always)
    func forEach(_ body: (Int) -> Void) {
        for index in words.indices {
            var bits = words[index]
            while bits != 0 {
                body(index &<< 6 | bits.trailingZeroBitCount)
                bits &= bits &- 1
            }
        }
    }

    mutating func removeAll() {
        for index in words.indices { words[index] = 0 }
    }
}
