import Testing
@testable import Diff

// Replaced by the Diff stage's real tests.
@Suite struct PlaceholderDiffTests {
    @Test func moduleBuilds() { #expect(Bool(true)) }
}
