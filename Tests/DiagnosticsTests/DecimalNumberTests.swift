@testable import Diagnostics
import Testing

/// `DecimalNumber`: the strict reading of numbers users write, and the one fixed-precision writing of
/// numbers in reports, manifests and the terminal.
@Suite struct DecimalNumberTests {
    @Test(arguments: ["8", "-4", "0.5", ".5", "5.", "1e3", "+2.5E-3"])
    func decimalsAreRead(text: String) {
        #expect(DecimalNumber.parse(text) == Double(text))
    }

    /// What `Double(String)` takes but nobody reading the file would call a number.
    @Test(arguments: ["nan", "inf", "infinity", "0x2", "0x1p4", "", "-", ".", "1e", "1e+", "1 ", " 1", "1,5", "1e999"])
    func nonDecimalsAreRefused(text: String) {
        #expect(DecimalNumber.parse(text) == nil)
    }

    /// Rounded half away from zero, the sign kept only when a digit survives, exactly `digits` decimals.
    @Test(arguments: [
        (0.0, 1, "0.0"), (1.25, 1, "1.3"), (2.5, 0, "3"), (-0.04, 1, "0.0"), (-1.5, 2, "-1.50"), (12.3456, 3, "12.346"),
        (0.05, 4, "0.0500"), (0.0001, 4, "0.0001"), (1, 3, "1.000"),
    ])
    func fixedWritesExactlyTheDigitsAsked(value: Double, digits: Int, text: String) {
        #expect(DecimalNumber.fixed(value, digits: digits) == text)
    }

    /// A count already rounded to units of 10^−digits, as exact ratios hand it over.
    @Test(arguments: [(5, 2, "0.05"), (3333, 4, "0.3333"), (100, 2, "1.00"), (7, 0, "7"), (123456, 3, "123.456")])
    func fixedScaledPadsTheFraction(scaled: Int, digits: Int, text: String) {
        #expect(DecimalNumber.fixed(scaled: scaled, digits: digits) == text)
    }

    /// Values no `Int` holds at that precision, and values that are not numbers, never trap.
    @Test func fixedNeverTraps() {
        #expect(DecimalNumber.fixed(.infinity, digits: 1) == "0")
        #expect(DecimalNumber.fixed(.nan, digits: 3) == "0")
        #expect(DecimalNumber.fixed(1e300, digits: 3) == "1e+300")
        #expect(DecimalNumber.fixed(-1e20, digits: 0) == "-1e+20")
    }
}
