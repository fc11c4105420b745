import Diagnostics

/// How messages quote what the user wrote: short, on one line, and cheap to produce even for hostile
/// input (a megabyte-long key is neither echoed whole nor compared against every candidate).
enum MessageText {
    /// Longest text quoted in a message, in characters.
    static let quotedLimit = 40
    /// Longest word for which suggestions are computed (edit distance costs length × length).
    static let suggestionLimit = 64

    /// `text` with control characters escaped, cut to `quotedLimit` characters with an ellipsis.
    static func shown(_ text: String) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == quotedLimit { return result + "…" }
            if character.unicodeScalars.contains(where: { TerminalText.needsEscape($0, keepingLineFeeds: false) }) {
                result += TerminalText.escaped(String(character), keepingLineFeeds: false)
            } else {
                result.append(character)
            }
            count += 1
        }
        return result
    }

    /// The "; did you mean …?" tail for `word`, or "" when nothing is close or the word is too long to compare.
    static func didYouMean(_ word: String, in candidates: [String]) -> String {
        guard word.utf8.count <= suggestionLimit else { return "" }
        return Suggestions.didYouMean(word, in: candidates)
    }
}
