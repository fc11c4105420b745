/// JSON string literals for the JSON Bezel writes by hand (fixed key order, same bytes everywhere), and
/// JSON made safe to embed in an HTML `<script>` element. Works on Unicode scalars (see `UnicodeClasses`).
package enum JSONString {
    /// `text` as a JSON string literal (RFC 8259 §7): quotes, backslashes and C0 controls escaped as the
    /// grammar requires; DEL, C1 controls, bidirectional controls and U+2028/U+2029 also as `\uXXXX`, so
    /// a JSON file printed on a terminal cannot move its cursor or reorder its text, and the literal is
    /// valid JavaScript too; U+FEFF as `\ufeff`, because readers take a raw one for a byte-order mark and
    /// drop it (Foundation's `JSONSerialization` on Linux does, even inside a string: the property test
    /// in Tests/DiagnosticsTests found it). Every other scalar is written as is (UTF-8). A JSON parser
    /// reads back exactly `text`.
    package static func quoted(_ text: String) -> String {
        let body = ScalarEscaper.map(text) { scalar in
            switch scalar {
            case "\"": .replace("\\\"")
            case "\\": .replace("\\\\")
            case "\n": .replace("\\n")
            case "\r": .replace("\\r")
            case "\t": .replace("\\t")
            default:
                UnicodeClasses.isControl(scalar) || UnicodeClasses.isBidiControl(scalar)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF
                    ? .replace(unicodeEscape(scalar)) : .keep
            }
        }
        return "\"" + body + "\""
    }

    /// JSON text (any valid JSON, e.g. from `JSONEncoder`) for the inside of an HTML
    /// `<script type="application/json">`: `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026`, so neither
    /// `</script>` nor `<!--` can end or change the element (HTML's script data states:
    /// https://html.spec.whatwg.org/multipage/parsing.html#script-data-state); U+2028/U+2029 and U+FEFF
    /// escaped as in `quoted`.
    /// These scalars occur in JSON only inside strings, where the escape means the same scalar, so the
    /// value parsed is unchanged.
    package static func embeddableInScript(_ json: String) -> String {
        ScalarEscaper.map(json) { scalar in
            switch scalar {
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{FEFF}": .replace(unicodeEscape(scalar))
            default: .keep
            }
        }
    }

    /// `\uXXXX` for a scalar of the Basic Multilingual Plane (all the escaped ones are).
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
