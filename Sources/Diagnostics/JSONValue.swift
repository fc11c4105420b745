/// A JSON document with its keys in the order they were written, printed the same way every run:
/// two-space indentation, numbers with at most three decimals and no trailing zeros (`47.33`, `3`).
/// Written by hand rather than with `JSONEncoder` so the key order is the catalogue's, not hashed.
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    /// A number already written with the decimals its document promises (a threshold to four places, a
    /// ratio to six: `DecimalNumber.fixed`), printed as given. Only digits, one `.` and a leading `-`.
    case decimal(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool { a.rendered() == b.rendered() }

    /// `nil` becomes `null`.
    package static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

    /// The document as text, ending without a newline.
    package func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return JSONValue.format(value)
        case .decimal(let text): return text
        case .string(let value): return JSONString.quoted(value)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + JSONString.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
                .joined(separator: ",\n") + "\n" + pad + "}"
        }
    }

    /// Fixed precision (`FixedPrecision`); non-finite values are null.
    package static func format(_ value: Double) -> String {
        value.isFinite ? FixedPrecision.format(value) : "null"
    }

}
