@testable import Diagnostics
import Foundation
@testable import Goldens
@testable import Output
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

    /// A ledger that records every golden of `goldens()` with its bytes, as runs that wrote them would.
    func ledger(for root: String) throws -> GoldenLedger {
        let ledger = try GoldenLedger(folder: root)
        for key in ["chat/iphone-x-portrait", "chat/iphone-se-portrait", "feed/iphone-x-portrait"] {
            ledger.note(key + ".png", [1])
            ledger.note(key + ".layout.json", [2])
        }
        return ledger
    }

    @Test func pruningRemovesTheFilesAndEmptiedFoldersOnly() throws {
        let root = try goldens()
        let orphans = try GoldenOrphans.find(in: root, screens: nil, keys: ["chat/iphone-x-portrait"])
        let ledger = try ledger(for: root)
        let (removed, kept) = try GoldenOrphans.prune(orphans, in: root, ledger: ledger)
        #expect(removed == 4 && kept == [])
        let left = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
        #expect(left == ["README.md", "chat", "chat/.DS_Store", "chat/iphone-x-portrait.layout.json", "chat/iphone-x-portrait.png", "chat/notes.txt"])
        #expect(try GoldenOrphans.find(in: root, screens: nil, keys: ["chat/iphone-x-portrait"]).isEmpty)
        // The pruned goldens leave the ledger; the one still rendered stays in it.
        #expect(!ledger.recorded("feed/iphone-x-portrait.png", [1]))
        #expect(ledger.recorded("chat/iphone-x-portrait.png", [1]))
    }

    /// Issue 18: `--golden docs --prune` deleted screenshots that were never goldens. Only files the
    /// ledger records with their current bytes are deleted: an unrecorded file, and a recorded one
    /// changed since, are kept and listed. The ledger survives a save and a reload.
    @Test func pruningKeepsFilesBezelDidNotRecord() throws {
        let root = try goldens()
        let ledger = try GoldenLedger(folder: root)
        ledger.note("chat/iphone-se-portrait.png", [1])
        ledger.note("feed/iphone-x-portrait.png", [9])  // recorded, then replaced by someone else
        try ledger.save()
        let reloaded = try GoldenLedger(folder: root)
        let orphans = try GoldenOrphans.find(in: root, screens: nil, keys: ["chat/iphone-x-portrait"])
        let (removed, kept) = try GoldenOrphans.prune(orphans, in: root, ledger: reloaded)
        #expect(removed == 1)
        #expect(kept == [root + "/chat/iphone-se-portrait.layout.json", root + "/feed/iphone-x-portrait.layout.json",
                         root + "/feed/iphone-x-portrait.png"])
        #expect(!FileManager.default.fileExists(atPath: root + "/chat/iphone-se-portrait.png"))
        #expect(GoldenFixtures.read(root + "/feed/iphone-x-portrait.png") == [1])
        // A ledger that is not one is bad input, never an empty ledger that would prune nothing silently.
        try GoldenFixtures.write(Array("[]".utf8), to: root + "/" + GoldenLedger.fileName)
        #expect(throws: InputError.self) { try GoldenLedger(folder: root) }
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
