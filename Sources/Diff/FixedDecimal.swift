/// Fixed-precision decimal text for reports, without floating-point formatting (whose output
/// can vary between platforms): `FixedDecimal.format(1, over: 3, digits: 4)` is `"0.3333"`.
enum FixedDecimal {
    /// `numerator / denominator` rounded half up to `digits` decimals; both non-negative.
    static func format(_ numerator: Int, over denominator: Int, digits: Int) -> String {
        guard denominator > 0, numerator >= 0 else { return "0" }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (numerator.multipliedFullWidth(by: scale), denominator)
        // numerator × scale can exceed Int for huge counts; divide in full width.
        let (quotient, remainder) = denominator.dividingFullWidth(scaled.0)
        let rounded = quotient + (remainder * 2 >= denominator ? 1 : 0)
        let whole = rounded / scale
        let fraction = String(rounded % scale)
        return digits == 0 ? "\(whole)" : "\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
