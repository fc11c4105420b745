@testable import FileSystem
import Foundation
import Testing
@testable import PNG
#if canImport(Glibc)
import Glibc
#endif

/// The one temporary-file convention (`.<name>.bezel-<pid>-<n>.tmp`): names round-trip to their writer,
/// a failed write leaves none, and the cleanup removes exactly the leftovers of processes that are gone.
@Suite struct TemporaryFileTests {
    /// pid 4194304 is above Linux's pid_max limit (2^22), so it names no living process; pid 1 always runs.
    static let deadPID: pid_t = 4_194_304

    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test(arguments: ["diff.png", "a-b-1.png", "x.bezel-1-2.tmp", "名前.png", ".hidden", "README"])
    func namesTellTheirWriter(name: String) {
        for owner in [1, Self.deadPID, getpid()] {
            let temporary = FileIO.temporaryName(for: name, owner: owner)
            #expect(temporary.hasPrefix("." + name + ".bezel-\(owner)-"))
            #expect(temporary.hasSuffix(".tmp"))
            #expect(FileIO.temporaryOwner(temporary) == owner, "\(temporary)")
        }
        #expect(FileIO.temporaryName(for: name) != FileIO.temporaryName(for: name))  // unique per call
    }

    @Test(arguments: [".notes.tmp", "diff.png", "diff.png.bezel-5-1.tmp", ".diff.png.bezel--1.tmp", ".diff.png.bezel-0-1.tmp",
                      ".diff.png.bezel-5-x.tmp", ".diff.png.bezel-5-1-2.tmp", ".diff.png.tmp-5-1"])
    func otherNamesAreNotOurs(name: String) {
        #expect(FileIO.temporaryOwner(name) == nil)
        #expect(!FileIO.isStaleTemporary(name))
    }

    @Test func staleMeansTheWriterIsGone() {
        #expect(FileIO.isStaleTemporary(FileIO.temporaryName(for: "a.png", owner: Self.deadPID)))
        #expect(!FileIO.isStaleTemporary(FileIO.temporaryName(for: "a.png", owner: 1)))
        #expect(!FileIO.isStaleTemporary(FileIO.temporaryName(for: "a.png")))
    }

    /// A write whose rename fails (the target is a folder) reports it and leaves no temporary file; a
    /// write that succeeds leaves only its target.
    @Test func failedAndFinishedWritesLeaveNoTemporary() throws {
        let folder = try makeTemporaryFolder("temporary-files")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/diff.png", withIntermediateDirectories: false)
        #expect(throws: FileIO.Failure.self) { try FileIO.writeAtomically([1, 2, 3], to: folder + "/diff.png") }
        #expect(try Self.names(in: folder) == ["diff.png"])
        try FileIO.writeAtomically([1, 2, 3], to: folder + "/other.png")
        #expect(try Self.names(in: folder) == ["diff.png", "other.png"])
        #expect(try FileReader.read(folder + "/other.png", as: .png) == [1, 2, 3])
    }

    /// The cleanup of one folder removes dead writers' temporaries (of one target when told), keeps a
    /// running writer's, files that are not ours, and folders.
    @Test func cleanupRemovesOnlyDeadWritersTemporaries() throws {
        let folder = try makeTemporaryFolder("temporary-cleanup")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let deadDiff = FileIO.temporaryName(for: "diff.png", owner: Self.deadPID)
        let deadOther = FileIO.temporaryName(for: "other.png", owner: Self.deadPID)
        let living = FileIO.temporaryName(for: "diff.png", owner: 1)
        for name in [deadDiff, deadOther, living, ".notes.tmp", "diff.png"] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("partial".utf8)))
        }
        let deadFolder = FileIO.temporaryName(for: "dir", owner: Self.deadPID)
        try FileManager.default.createDirectory(atPath: folder + "/" + deadFolder, withIntermediateDirectories: false)

        #expect(FileIO.removeStaleTemporaries(in: folder, of: "diff.png") == 1)
        #expect(try Self.names(in: folder) == [deadOther, deadFolder, living, ".notes.tmp", "diff.png"].sorted())
        #expect(FileIO.removeStaleTemporaries(in: folder) == 1)
        #expect(try Self.names(in: folder) == [deadFolder, living, ".notes.tmp", "diff.png"].sorted())
    }
}
