/// Numbers as SVG text: at most three decimals, no exponent, no `-0`, no trailing zeros.
///
/// A thousandth of a point is below a hundredth of a pixel at @3x, so the SVG and the PNG made
/// from the same scene cannot drift apart by formatting; and the same value always prints the same.
enum SVGNumber {
    /// Coordinates never come near this (inputs are limited to ±100,000 pt); it only keeps the
    /// integer conversion below from trapping on a value that slipped through.
    static let limit = 1e12

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -limit), limit)
        let thousandths = Int64((clamped * 1000).rounded())
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
        let magnitude = negative ? -thousandths : thousandths
        var text = negative ? "-" : ""
        text += String(magnitude / 1000)
        var fraction = magnitude % 1000
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
}
