import Diagnostics

/// Numbers as SVG text: `FixedPrecision` (at most three decimals, no exponent, no `-0`), clamped.
///
/// A thousandth of a point is below a hundredth of a pixel at @3x, so the SVG and the PNG made
/// from the same display list cannot drift apart by formatting; and the same value always prints the same.
enum SVGNumber {
    /// Coordinates never come near this (inputs are limited to ±100,000 pt); the clamp only keeps a
    /// value that slipped through from printing hundreds of digits.
    static let limit = 1e12

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return FixedPrecision.format(min(max(value, -limit), limit))
    }
}
