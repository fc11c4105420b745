/// The one strict reading of a number a user wrote — in a template, a document, `bezel.yml` or a flag.
///
/// `Double(String)` alone also takes `nan`, `inf`, `infinity` and hexadecimal floats (`0x2` is 2.0), so
/// `--scale 0x2` or `width: 0x1p4` would be accepted as numbers no reader of the file would see.
package enum DecimalNumber {
    /// `value` written with exactly `digits` decimals, rounded half away from zero, without Foundation's
    /// locale-dependent formatting: the one fixed-precision writing of a number in reports, manifests and
    /// the terminal (`fixed(2.25, digits: 1)` is `"2.3"`, `fixed(-0.04, digits: 1)` is `"0.0"`). Not finite:
    /// `"0"`; too large for exact digits (`|value|·10^digits` ≥ 2^53): Swift's shortest description.
    package static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1
        for _ in 0..<max(digits, 0) { scale *= 10 }
        let magnitude = (abs(value) * Double(scale)).rounded()
        guard magnitude < 9_007_199_254_740_992 else { return String(describing: value) }
        let scaled = Int(magnitude)
        return (value < 0 && scaled != 0 ? "-" : "") + fixed(scaled: scaled, digits: digits)
    }

    /// `scaled` units of 10^−`digits` (a non-negative count, already rounded) written with exactly
    /// `digits` decimals: `fixed(scaled: 5, digits: 2)` is `"0.05"`. What `fixed(_:digits:)` and exact
    /// ratios (`Diff/FixedDecimal`) write once they have rounded.
    package static func fixed(scaled: Int, digits: Int) -> String {
        guard digits > 0 else { return String(scaled) }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let fraction = String(scaled % scale)
        return String(scaled / scale) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// The value of `text` when it is written as a decimal (`isDecimal`) and is finite; otherwise `nil`.
    package static func parse<S: StringProtocol>(_ text: S) -> Double? {
        guard isDecimal(text), let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// Whether `text` is an optional sign, digits with an optional fraction (`8`, `-4`, `0.5`, `.5`, `5.`)
    /// and an optional exponent (`1e3`) — and nothing else. `1e999` is decimal (and overflows).
    package static func isDecimal<S: StringProtocol>(_ text: S) -> Bool {
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
