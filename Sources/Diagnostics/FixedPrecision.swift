/// Number formatting for files and command output: at most three decimals, no exponent, no `-0`, no
/// trailing zeros — the same bytes on every machine (no locale, no `%g`).
package enum FixedPrecision {
    /// `53.666666` → `53.667`, `44.0` → `44`, `-0.0001` → `0`, `1e20` → `100000000000000000000`.
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (value * 1000).rounded()
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
        let magnitude = abs(thousandths)
        // Doubles above 2^53 are whole anyway; print them through their integer digits.
        guard magnitude < 9.0e15 else {
            return (negative ? "-" : "") + wholeDigits(abs(value).rounded())
        }
        let units = UInt64(magnitude)
        let whole = units / 1000
        var fraction = units % 1000
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let raw = String(fraction)
            text += "." + String(repeating: "0", count: digits - raw.count) + raw
        }
        return text
    }

    private static func wholeDigits(_ value: Double) -> String {
        var digits: [Character] = []
        var rest = value
        while rest >= 1 {
            let digit = rest.truncatingRemainder(dividingBy: 10)
            digits.append(Character(String(Int(digit))))
            rest = ((rest - digit) / 10).rounded()
        }
        return digits.isEmpty ? "0" : String(digits.reversed())
    }
}
