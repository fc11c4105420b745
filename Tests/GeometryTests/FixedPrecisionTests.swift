@testable import Diagnostics
import Testing

/// Numbers in `bezel layout` output: at most three decimals, no exponent, no negative zero, no trailing zeros.
@Suite struct FixedPrecisionTests {
    @Test(arguments: [
        (53.666666666, "53.667"), (44.0, "44"), (-0.0001, "0"), (-0.0, "0"), (1e-7, "0"), (0.1 + 0.2, "0.3"),
        (-2.5, "-2.5"), (0.05, "0.05"), (0.0005, "0.001"), (100_000, "100000"), (-84, "-84"),
        (1e20, "100000000000000000000"), (Double.nan, "0"), (Double.infinity, "0"),
    ])
    func format(value: Double, expected: String) {
        #expect(FixedPrecision.format(value) == expected)
    }
}
