import Diagnostics

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
        return DecimalNumber.fixed(scaled: quotient + (remainder * 2 >= denominator ? 1 : 0), digits: digits)
    }
}
