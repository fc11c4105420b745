import Diagnostics

/// What a plain scalar means under YAML 1.2's core schema, the part a template uses: numbers and the
/// booleans `true`/`false`. YAML 1.1's `yes`/`no`/`on`/`off` are not booleans here (they are the
/// "Norway problem"); hexadecimal, octal and sexagesimal numbers are not numbers.
enum ScalarSyntax {
    /// A decimal number (`8`, `-4`, `0.5`, `.5`, `1e3`), `.inf`/`.nan` forms as infinity and NaN, or nil.
    static func number(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        // Decimal syntax only; an overflowing literal (`1e999`) reads as infinity, which callers refuse
        // as "not finite".
        guard DecimalNumber.isDecimal(text) else { return nil }
        return Double(text)
    }

    /// `true` or `false` in the core schema's spellings, or nil.
    static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }
}
