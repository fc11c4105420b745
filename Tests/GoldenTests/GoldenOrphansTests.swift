import Batch
import Diagnostics
import Foundation
import Testing

@Suite struct GoldenOrphansTests {
    /// A goldens folder with two screens, three profiles, and files that are not goldens.
    func goldens() throws -> String {
        let root = try GoldenFixtures.scratch() + "/goldens"
        for key in ["chat/iphone-x-portrait", "chat/iphone-se-portrait", "feed/iphone-x-portrait"] {
            try GoldenFixtures.write([1], to: root + "/" + key + ".png")
            try GoldenFixtures.write([2], to: root + "/" + key + ".layout.json")
        }
        try GoldenFixtures.write([3], to: root + "/README.md")
        try GoldenFixtures.write([4], to: root + "/chat/.DS_Store")
        try GoldenFixtures.write([5], to: root + "/chat/notes.txt")
        return root
    }

    @Test func goldensNoJobRendersAreOrphansWithAllTheirFiles() throws {
        let root = try goldens()
        let orphans = try GoldenOrphans.find(in: root, screens: nil, keys: ["chat/iphone-x-portrait"])
        #expect(orphans.map(\.key) == ["chat/iphone-se-portrait", "feed/iphone-x-portrait"])
        #expect(orphans[0].files == [root + "/chat/iphone-se-portrait.layout.json", root + "/chat/iphone-se-portrait.png"])
    }

    @Test func onlyTheScreensInScopeAreSearched() throws {
        let root = try goldens()
        // A run narrowed to `chat` says nothing about `feed`.
        let orphans = try GoldenOrphans.find(in: root, screens: ["chat"], keys: ["chat/iphone-x-portrait"])
        #expect(orphans.map(\.key) == ["chat/iphone-se-portrait"])
    }

    @Test func pruningRemovesTheFilesAndEmptiedFoldersOnly() throws {
        let root = try goldens()
        let orphans = try GoldenOrphans.find(in: root, screens: nil, keys: ["chat/iphone-x-portrait"])
        #expect(try GoldenOrphans.prune(orphans) == 4)
        let left = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
        #expect(left == ["README.md", "chat", "chat/.DS_Store", "chat/iphone-x-portrait.layout.json", "chat/iphone-x-portrait.png", "chat/notes.txt"])
        #expect(try GoldenOrphans.find(in: root, screens: nil, keys: ["chat/iphone-x-portrait"]).isEmpty)
    }

    @Test func theReviewPageGetsCopiesInsideTheOutputFolder() throws {
        let root = try goldens()
        let output = OutputFolder(try GoldenFixtures.scratch())
        let orphans = try GoldenOrphans.find(in: root, screens: nil, keys: [])
        let listed = try GoldenOrphans.listForReview(orphans, output: output)
        #expect(listed.map(\.goldenPath) == ["orphaned-goldens/chat/iphone-se-portrait.png", "orphaned-goldens/chat/iphone-x-portrait.png",
                                             "orphaned-goldens/feed/iphone-x-portrait.png"])
        #expect(GoldenFixtures.read(output.root + "/orphaned-goldens/feed/iphone-x-portrait.png") == [1])
        // The next run's list replaces the copies.
        _ = try GoldenOrphans.listForReview([], output: output)
        #expect(!FileManager.default.fileExists(atPath: output.root + "/orphaned-goldens/feed/iphone-x-portrait.png"))
    }

    @Test func aMissingFolderHoldsNoGoldensAndAFileInItsPlaceIsBadInput() throws {
        let scratch = try GoldenFixtures.scratch()
        #expect(try GoldenOrphans.find(in: scratch + "/none", screens: nil, keys: []).isEmpty)
        try GoldenFixtures.write([0], to: scratch + "/file")
        #expect(throws: InputError.self) { try GoldenOrphans.find(in: scratch + "/file", screens: nil, keys: []) }
    }
}
