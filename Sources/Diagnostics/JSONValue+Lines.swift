extension JSONValue {
    /// The document as the line-oriented outputs print it (`bezel check --format json`, `bezel layout
    /// --json`), ending with a newline: the top-level object one member per line; a member that is an
    /// array one element per line; everything else on its line, `{"key": value, …}` and `[a, b]`. A
    /// reader greps one finding or one view per line.
    package func renderedOneEntryPerLine() -> String {
        rendered { path, value in
            if path.isEmpty { return true }
            if path.count == 1, case .array = value { return true }
            return false
        }
    }

    /// The document ending with a newline, each value `expand` chooses written one member or element a line
    /// (two spaces of indentation a level), every other value on one line (`inline()`). `expand` is given the
    /// value's path — its keys from the top, `[]` for an array's element — and the value; empty arrays and
    /// objects are always `[]` and `{}`.
    package func rendered(expanding expand: (_ path: [String], _ value: JSONValue) -> Bool) -> String {
        written(path: [], indent: 0, expand) + "\n"
    }

    /// The value on one line: `{"key": value, …}`, `[a, b]`, numbers as `rendered()` prints them.
    package func inline() -> String {
        switch self {
        case .null, .bool, .number, .decimal, .string: return rendered()
        case .array(let items): return "[" + items.map { $0.inline() }.joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { JSONString.quoted($0.0) + ": " + $0.1.inline() }.joined(separator: ", ") + "}"
        }
    }

    private func written(path: [String], indent: Int, _ expand: (_ path: [String], _ value: JSONValue) -> Bool) -> String {
        let pad = String(repeating: "  ", count: indent), inner = pad + "  "
        switch self {
        case .array(let items) where !items.isEmpty && expand(path, self):
            return "[\n" + items.map { inner + $0.written(path: path + ["[]"], indent: indent + 1, expand) }.joined(separator: ",\n")
                + "\n" + pad + "]"
        case .object(let members) where !members.isEmpty && expand(path, self):
            return "{\n" + members.map { inner + JSONString.quoted($0.0) + ": " + $0.1.written(path: path + [$0.0], indent: indent + 1, expand) }
                .joined(separator: ",\n") + "\n" + pad + "}"
        default:
            return inline()
        }
    }
}
