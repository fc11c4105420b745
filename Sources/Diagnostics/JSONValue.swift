/// A JSON document with its keys in the order they were written, printed the same way every run:
/// two-space indentation, numbers with at most three decimals and no trailing zeros (`47.33`, `3`).
/// Written by hand rather than with `JSONEncoder` so the key order is the catalogue's, not hashed.
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    /// A number already written with the decimals its document promises (a threshold to four places, a
    /// ratio to six: `DecimalNumber.fixed`; an encoded value's shortest form, `JSONValueEncoder`), printed
    /// as given: a JSON number.
    case decimal(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool { a.rendered() == b.rendered() }

    /// `nil` becomes `null`.
    package static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

    /// How `rendered(indent:style:)` lays a document out, one member or element a line, two spaces a level.
    package struct Style: Sendable {
        /// Between a key and its value.
        var colon: String
        /// An empty array or object as `[` and `]` with an empty line between them, instead of `[]`.
        var opensEmpty: Bool

        /// `"key": value`, `[]`: the catalogue's and the line-oriented outputs' form.
        package static let standard = Style(colon: ": ", opensEmpty: false)
        /// `"key" : value`, an empty array over three lines: the batch's documents (`manifest.json`,
        /// `report.json`), in the layout they have had since Foundation's `JSONEncoder` wrote them.
        package static let batch = Style(colon: " : ", opensEmpty: true)
    }

    /// The document as text, ending without a newline.
    package func rendered(indent: Int = 0, style: Style = .standard) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        let empty = style.opensEmpty ? "\n\n" + pad : ""
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return JSONValue.format(value)
        case .decimal(let text): return text
        case .string(let value): return JSONString.quoted(value)
        case .array(let items):
            guard !items.isEmpty else { return "[" + empty + "]" }
            return "[\n" + items.map { inner + $0.rendered(indent: indent + 1, style: style) }.joined(separator: ",\n") + "\n" + pad + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{" + empty + "}" }
            return "{\n" + members.map { inner + JSONString.quoted($0.0) + style.colon + $0.1.rendered(indent: indent + 1, style: style) }
                .joined(separator: ",\n") + "\n" + pad + "}"
        }
    }

    /// The document on one line without a space: `{"key":value,…}`, `[a,b]`.
    package func compact() -> String {
        switch self {
        case .null, .bool, .number, .decimal, .string: return rendered()
        case .array(let items): return "[" + items.map { $0.compact() }.joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { JSONString.quoted($0.0) + ":" + $0.1.compact() }.joined(separator: ",") + "}"
        }
    }

    /// Fixed precision (`FixedPrecision`); non-finite values are null.
    package static func format(_ value: Double) -> String {
        value.isFinite ? FixedPrecision.format(value) : "null"
    }

}
