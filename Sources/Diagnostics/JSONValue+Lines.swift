extension JSONValue {
    /// The document as the line-oriented outputs print it (`bezel check --format json`, `bezel layout
    /// --json`), ending with a newline: the top-level object one member per line; a member that is an
    /// array one element per line; everything else on its line, `{"key": value, …}` and `[a, b]`. A
    /// reader greps one finding or one view per line.
    public func renderedOneEntryPerLine() -> String {
        guard case .object(let members) = self, !members.isEmpty else { return inline() + "\n" }
        let lines = members.map { key, value -> String in
            let head = "  " + JSONString.quoted(key) + ": "
            guard case .array(let items) = value, !items.isEmpty else { return head + value.inline() }
            return head + "[\n" + items.map { "    " + $0.inline() }.joined(separator: ",\n") + "\n  ]"
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// The value on one line: `{"key": value, …}`, `[a, b]`, numbers as `rendered()` prints them.
    public func inline() -> String {
        switch self {
        case .null, .bool, .number, .string: return rendered()
        case .array(let items): return "[" + items.map { $0.inline() }.joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { JSONString.quoted($0.0) + ": " + $0.1.inline() }.joined(separator: ", ") + "}"
        }
    }
}
