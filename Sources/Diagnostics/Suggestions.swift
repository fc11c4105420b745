/// "Did you mean …?" for misspelt keys, device names and options.
package enum Suggestions {
    /// The candidates closest to `word` by edit distance, best first, ties in the candidates' order.
    /// Only candidates within a third of the word's length (at least 2 edits) are offered, so that
    /// unrelated names are never suggested; candidates containing the word come next, then candidates
    /// of six or more characters the word contains.
    package static func closest(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
        let needle = word.lowercased()
        let budget = max(2, needle.count / 3)
        var scored: [(distance: Int, index: Int, name: String)] = []
        for (index, candidate) in candidates.enumerated() {
            let d = editDistance(needle, candidate.lowercased())
            if d <= budget {
                scored.append((d, index, candidate))
            } else if needle.count >= 3, candidate.lowercased().contains(needle) {
                scored.append((budget + 1, index, candidate))
            } else if candidate.count >= 6, needle.contains(candidate.lowercased()) {
                // A longer spelling around a real name (`clipped-by-sensor-housing` for `sensor-housing`).
                scored.append((budget + 2, index, candidate))
            }
        }
        scored.sort { ($0.distance, $0.index) < ($1.distance, $1.index) }
        return scored.prefix(limit).map(\.name)
    }

    /// The "; did you mean 'x'?" tail of a message, or "" when nothing is close.
    package static func didYouMean(_ word: String, in candidates: [String]) -> String {
        let best = closest(to: word, in: candidates)
        guard !best.isEmpty else { return "" }
        return "; did you mean " + best.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    /// Levenshtein distance with transpositions counted as one edit (optimal string alignment).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, previous2[j - 2] + 1)
                }
                current[j] = best
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
