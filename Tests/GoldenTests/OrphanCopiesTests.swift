@testable import Diagnostics
import Foundation
@testable import Goldens
@testable import Output
import Synchronization
import Testing

/// `orphaned-goldens/` in the output folder holds the copies of orphaned goldens for the review page. A run
/// removes only the copies the folder's record says an earlier run made, with the bytes it made them with;
/// anything else there is left, named in a warning, and never written over.
@Suite struct OrphanCopiesTests {
    func goldens() throws -> String {
        let root = try GoldenFixtures.scratch() + "/goldens"
        for key in ["chat/iphone-x-portrait", "feed/iphone-x-portrait"] {
            try GoldenFixtures.write([1], to: root + "/" + key + ".png")
        }
        return root
    }

    final class Log: Sendable {
        let lines = Mutex<[String]>([])
        func add(_ line: String) { lines.withLock { $0.append(line) } }
        var text: String { lines.withLock { $0.joined() } }
    }

    @Test func filesBezelDidNotCopyAreLeftAndNamed() throws {
        let root = try goldens()
        let output = OutputFolder(try GoldenFixtures.scratch())
        let copies = output.root + "/orphaned-goldens"
        // Files of the user's, put there before any run: a note, a file named like a copy, and one in a
        // folder of its own.
        try GoldenFixtures.write(Array("mine\n".utf8), to: copies + "/notes.txt")
        try GoldenFixtures.write([7], to: copies + "/chat/iphone-se-portrait.png")
        try GoldenFixtures.write([8], to: copies + "/deep/er/file.png")
        let log = Log()
        let orphans = try GoldenOrphans.find(in: root, screens: nil, keys: [])
        let listed = try GoldenOrphans.listForReview(orphans, output: output, log: log.add)
        #expect(listed.map(\.goldenPath) == ["orphaned-goldens/chat/iphone-x-portrait.png", "orphaned-goldens/feed/iphone-x-portrait.png"])
        #expect(log.text.contains("left 3 files in orphaned-goldens/ that Bezel did not copy there: orphaned-goldens/chat/iphone-se-portrait.png, orphaned-goldens/deep/er/file.png, orphaned-goldens/notes.txt"), "\(log.text)")

        // The next run removes its own copies, and only them; a copy changed since is not its own any more.
        try GoldenFixtures.write([9], to: copies + "/feed/iphone-x-portrait.png")
        let next = Log()
        _ = try GoldenOrphans.listForReview([], output: output, log: next.add)
        #expect(!FileManager.default.fileExists(atPath: copies + "/chat/iphone-x-portrait.png"))
        #expect(GoldenFixtures.read(copies + "/feed/iphone-x-portrait.png") == [9])
        #expect(GoldenFixtures.read(copies + "/notes.txt") == Array("mine\n".utf8))
        #expect(GoldenFixtures.read(copies + "/chat/iphone-se-portrait.png") == [7])
        #expect(GoldenFixtures.read(copies + "/deep/er/file.png") == [8])
        #expect(next.text.contains("left 4 files"), "\(next.text)")
    }

    /// A copy this run would write where a file Bezel did not copy lies is refused, the file kept.
    @Test func aCopyIsNeverWrittenOverAFileBezelDidNotCopy() throws {
        let root = try goldens()
        let output = OutputFolder(try GoldenFixtures.scratch())
        try GoldenFixtures.write([7], to: output.root + "/orphaned-goldens/chat/iphone-x-portrait.png")
        let orphans = try GoldenOrphans.find(in: root, screens: nil, keys: [])
        let error = try #require(throws: InputError.self) { try GoldenOrphans.listForReview(orphans, output: output) }
        #expect(error.description.contains("refusing to replace a file Bezel did not copy there"))
        #expect(GoldenFixtures.read(output.root + "/orphaned-goldens/chat/iphone-x-portrait.png") == [7])
    }

    /// A record that is not one removes nothing.
    @Test func anUnreadableRecordRemovesNothing() throws {
        let root = try goldens()
        let output = OutputFolder(try GoldenFixtures.scratch())
        let orphans = try GoldenOrphans.find(in: root, screens: nil, keys: [])
        _ = try GoldenOrphans.listForReview(orphans, output: output)
        try GoldenFixtures.write(Array("[]".utf8), to: output.root + "/orphaned-goldens/" + GoldenOrphans.copiesRecordName)
        let log = Log()
        _ = try GoldenOrphans.listForReview([], output: output, log: log.add)
        #expect(GoldenFixtures.read(output.root + "/orphaned-goldens/chat/iphone-x-portrait.png") == [1])
        #expect(log.text.contains("cannot be read; no earlier copy in it is removed"))
    }
}
