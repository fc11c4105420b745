import Testing
@testable import Raster

// Replaced by the Raster stage's real tests.
@Suite struct PlaceholderRasterTests {
    @Test func moduleBuilds() { #expect(Bool(true)) }
}
