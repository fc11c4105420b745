/// Shell-style wildcard matching (`fnmatch` without flags): `*` any run of characters, `?` one
/// character, `[abc]`, `[a-z]`, `[!a]` / `[^a]` one character from (or not from) a set. A `[`
/// without its `]` is an ordinary character. Matching is on whole strings and case-sensitive;
/// callers lower-case both sides.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0
        // Where to resume after the last `*`: pattern index after it, and the text index it covers to.
        var star: (pattern: Int, text: Int)?
        while ti < t.count {
            if pi < p.count, p[pi] == "*" {
                star = (pi + 1, ti)
                pi += 1
                continue
            }
            if pi < p.count, let width = matchOne(p, at: pi, t[ti]) {
                pi += width
                ti += 1
                continue
            }
            guard let resume = star else { return false }
            star = (resume.pattern, resume.text + 1)
            pi = resume.pattern
            ti = resume.text + 1
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// If the pattern element at `index` matches `character`, how many pattern characters it spans.
    private static func matchOne(_ p: [Character], at index: Int, _ character: Character) -> Int? {
        switch p[index] {
        case "?":
            return 1
        case "[":
            guard let (set, width) = bracket(p, at: index) else { return p[index] == character ? 1 : nil }
            return set(character) ? width : nil
        default:
            return p[index] == character ? 1 : nil
        }
    }

    /// Parses `[...]` at `index`: a membership test and the element's width, or nil if unterminated.
    private static func bracket(_ p: [Character], at index: Int) -> ((Character) -> Bool, Int)? {
        var i = index + 1
        var negated = false
        if i < p.count, p[i] == "!" || p[i] == "^" {
            negated = true
            i += 1
        }
        var singles: [Character] = []
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while i < p.count, p[i] != "]" || first {
            first = false
            if i + 2 < p.count, p[i + 1] == "-", p[i + 2] != "]" {
                if p[i] <= p[i + 2] { ranges.append(p[i]...p[i + 2]) }
                i += 3
            } else {
                singles.append(p[i])
                i += 1
            }
        }
        guard i < p.count else { return nil }
        let test: (Character) -> Bool = { c in (singles.contains(c) || ranges.contains { $0.contains(c) }) != negated }
        return (test, i - index + 1)
    }
}
