@testable import PNG
@testable import Raster
import Testing
@testable import Diff

/// One row of the fixture README's table (`Fixtures/pixelmatch/README.md`): two images,
/// pixelmatch 7.2.0 options, the count pixelmatch reports, and its own diff image.
struct PixelmatchCase: Sendable, CustomTestStringConvertible {
    var first: String
    var second: String
    var options: DiffOptions
    var expectedCount: Int
    /// pixelmatch's diff image for these options, when the fixtures include one.
    var expectedDiff: String?

    var testDescription: String { "\(first) vs \(second) → \(expectedCount)" }

    static let all: [PixelmatchCase] = [
        PixelmatchCase(first: "1a.png", second: "1b.png", options: DiffOptions(threshold: 0.05),
                       expectedCount: 143, expectedDiff: "1diff.png"),
        PixelmatchCase(first: "1a.png", second: "1b.png", options: DiffOptions(threshold: 0.1),
                       expectedCount: 106, expectedDiff: "1diffdefaultthreshold.png"),
        PixelmatchCase(first: "1a.png", second: "1b.png",
                       options: DiffOptions(threshold: 0.05, includeAntiAliased: false, diffMask: true),
                       expectedCount: 143, expectedDiff: "1diffmask.png"),
        PixelmatchCase(first: "1a.png", second: "1a.png", options: DiffOptions(threshold: 0),
                       expectedCount: 0, expectedDiff: nil),
        PixelmatchCase(first: "2a.png", second: "2b.png",
                       options: DiffOptions(threshold: 0.05, alpha: 0.5, antiAliasedColor: RGBA(r: 0, g: 192, b: 0),
                                            diffColor: RGBA(r: 255, g: 0, b: 255)),
                       expectedCount: 12437, expectedDiff: "2diff.png"),
        PixelmatchCase(first: "3a.png", second: "3b.png", options: DiffOptions(threshold: 0.05),
                       expectedCount: 212, expectedDiff: "3diff.png"),
        PixelmatchCase(first: "4a.png", second: "4b.png", options: DiffOptions(threshold: 0.05),
                       expectedCount: 36049, expectedDiff: "4diff.png"),
        PixelmatchCase(first: "5a.png", second: "5b.png", options: DiffOptions(threshold: 0.05),
                       expectedCount: 6, expectedDiff: "5diff.png"),
        PixelmatchCase(first: "6a.png", second: "6b.png", options: DiffOptions(threshold: 0.05),
                       expectedCount: 51, expectedDiff: "6diff.png"),
        PixelmatchCase(first: "6a.png", second: "6a.png", options: DiffOptions(threshold: 0),
                       expectedCount: 0, expectedDiff: nil),
        PixelmatchCase(first: "7a.png", second: "7b.png",
                       options: DiffOptions(threshold: 0.1, diffColorAlt: RGBA(r: 0, g: 255, b: 0)),
                       expectedCount: 2448, expectedDiff: "7diff.png"),
        PixelmatchCase(first: "8a.png", second: "5b.png", options: DiffOptions(threshold: 0.05),
                       expectedCount: 32896, expectedDiff: "8diff.png"),
    ]
}

@Suite struct PixelmatchFixtureTests {
    @Test(arguments: PixelmatchCase.all)
    func countMatchesPixelmatch(_ fixture: PixelmatchCase) throws {
        let first = try Fixtures.image(fixture.first)
        let second = try Fixtures.image(fixture.second)
        let result = ImageDiff.compare(first, second, options: fixture.options)
        #expect(result.differentPixels == fixture.expectedCount)
        #expect(result.totalPixels == first.pixelCount)
        #expect(result.regions.map(\.differentPixels).reduce(0, +) == fixture.expectedCount)
    }

    /// Our diff image against pixelmatch's own, pixel for pixel.
    @Test(arguments: PixelmatchCase.all.filter { $0.expectedDiff != nil })
    func diffImageMatchesPixelmatch(_ fixture: PixelmatchCase) throws {
        let first = try Fixtures.image(fixture.first)
        let second = try Fixtures.image(fixture.second)
        let expected = try Fixtures.image(fixture.expectedDiff ?? "")
        let result = ImageDiff.compare(first, second, options: fixture.options, drawImage: true)
        let image = try #require(result.image)
        #expect(image.width == expected.width && image.height == expected.height)
        let mismatched = stride(from: 0, to: min(image.data.count, expected.data.count), by: 4).filter { i in
            image.data[i..<i + 4] != expected.data[i..<i + 4]
        }.count
        #expect(mismatched == 0, "\(mismatched) of \(expected.pixelCount) pixels differ from \(fixture.expectedDiff ?? "")")
    }
}
