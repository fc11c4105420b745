/// The one strict reading of a number a user wrote — in a template, a document, `bezel.yml` or a flag.
///
/// `Double(String)` alone also takes `nan`, `inf`, `infinity` and hexadecimal floats (`0x2` is 2.0), so
/// `--scale 0x2` or `width: 0x1p4` would be accepted as numbers no reader of the file would see.
public enum DecimalNumber {
    /// The value of `text` when it is written as a decimal (`isDecimal`) and is finite; otherwise `nil`.
    public static func parse<S: StringProtocol>(_ text: S) -> Double? {
        guard isDecimal(text), let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// Whether `text` is an optional sign, digits with an optional fraction (`8`, `-4`, `0.5`, `.5`, `5.`)
    /// and an optional exponent (`1e3`) — and nothing else. `1e999` is decimal (and overflows).
    public static func isDecimal<S: StringProtocol>(_ text: S) -> Bool {
        let utf8 = Array(text.utf8)
        var i = 0
        if i < utf8.count, utf8[i] == UInt8(ascii: "-") || utf8[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while i < utf8.count, (48...57).contains(utf8[i]) { i += 1; digits += 1 }
        if i < utf8.count, utf8[i] == UInt8(ascii: ".") {
            i += 1
            while i < utf8.count, (48...57).contains(utf8[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return false }
        if i < utf8.count, utf8[i] == UInt8(ascii: "e") || utf8[i] == UInt8(ascii: "E") {
            i += 1
            if i < utf8.count, utf8[i] == UInt8(ascii: "-") || utf8[i] == UInt8(ascii: "+") { i += 1 }
            var exponentDigits = 0
            while i < utf8.count, (48...57).contains(utf8[i]) { i += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return false }
        }
        return i == utf8.count
    }
}
