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
        var scalars = Substring(text).unicodeScalars[...]
        if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
        let integerDigits = scalars.prefix { ("0"..."9").contains($0) }
        scalars = scalars.dropFirst(integerDigits.count)
        var fractionDigits = 0
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            fractionDigits = scalars.prefix { ("0"..."9").contains($0) }.count
            scalars = scalars.dropFirst(fractionDigits)
        }
        guard integerDigits.count + fractionDigits > 0 else { return nil }
        if let e = scalars.first, e == "e" || e == "E" {
            scalars = scalars.dropFirst()
            if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
            let exponentDigits = scalars.prefix { ("0"..."9").contains($0) }.count
            guard exponentDigits > 0 else { return nil }
            scalars = scalars.dropFirst(exponentDigits)
        }
        guard scalars.isEmpty else { return nil }
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
