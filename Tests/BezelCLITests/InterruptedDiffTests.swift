@testable import FileSystem
import Foundation
@testable import PNG
import Testing
import TestSupport
@testable import BezelCLI
#if canImport(Glibc)
import Glibc
#endif

/// A `bezel diff --diff-image` killed while writing leaves a temporary file behind (nothing can prevent
/// that under SIGKILL); it follows the one naming convention, so the next diff (and a render's cleanup of
/// its output folder) removes it, and nothing is left.
@Suite(.serialized) struct InterruptedDiffTests {
    static let childVariable = "BEZEL_INTERRUPTED_WRITE_CHILD"
    static let fixtures = DiffCommandTests.fixtures

    static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Runs only in the child process the test starts: writes `diff.png` as `bezel diff --diff-image`
    /// does (`PNGFile.write` → `FileIO.writeAtomically`), over and over, 4 MiB each, until killed.
    @Test(.enabled(if: getenv(InterruptedDiffTests.childVariable) != nil))
    func childWritesUntilKilled() throws {
        let folder = String(cString: getenv(Self.childVariable))
        let bytes = [UInt8](repeating: 7, count: 4 << 20)
        let start = Date()
        while Date().timeIntervalSince(start) < 30 { try FileIO.writeAtomically(bytes, to: folder + "/diff.png") }
    }

    @Test func aDiffKilledWhileWritingLeavesNothingAfterTheNextDiff() throws {
        let folder = try DiffCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let child = try #require(spawnChild(folder: folder))

        // Catch it mid-write: stop it while a temporary file exists, and kill it if the file still does.
        var caught = false
        var status: Int32 = 0
        for _ in 0..<50_000 where !caught {
            if waitpid(child, &status, WNOHANG) == child { break }
            if Self.names(in: folder).contains(where: { $0.hasPrefix(".") }) {
                kill(child, SIGSTOP)
                _ = waitpid(child, &status, WUNTRACED)
                if Self.names(in: folder).contains(where: { $0.hasPrefix(".") }) { caught = true; break }
                kill(child, SIGCONT)
            }
            usleep(200)
        }
        kill(child, SIGKILL)
        _ = waitpid(child, &status, 0)
        try #require(caught, "the child was never caught mid-write")
        let leftovers = Self.names(in: folder).filter { $0.hasPrefix(".") }
        #expect(leftovers.count == 1)
        #expect(leftovers.allSatisfy { FileIO.temporaryOwner($0) == child && FileIO.isStaleTemporary($0) })

        let run = DiffCommandTests.run([Self.fixtures + "6a.png", Self.fixtures + "6b.png", "--threshold", "0.05",
                                        "--diff-image", folder + "/diff.png"])
        #expect(run.status == ExitStatus.findings)
        #expect(Self.names(in: folder) == ["diff.png"])
    }

    /// Folder mode walks nothing: a dead writer's temporary is removed only beside a diff image of its name
    /// as that image is written (`DiffImageFolderTests`); one in another folder, a running writer's and files
    /// that are not Bezel's stay (docs/robustness.md: Bezel never deletes a file it did not write).
    @Test func folderModeLeavesTemporariesItIsNotWriting() throws {
        let root = try DiffCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for folder in ["a", "b", "out/sub"] { try manager.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true) }
        try manager.copyItem(atPath: Self.fixtures + "6a.png", toPath: "\(root)/a/changed.png")
        try manager.copyItem(atPath: Self.fixtures + "6b.png", toPath: "\(root)/b/changed.png")
        let dead = FileIO.temporaryName(for: "changed.png", owner: 4_194_304)  // above Linux's pid_max: nobody
        let living = FileIO.temporaryName(for: "changed.png", owner: 1)
        for name in ["sub/" + dead, living, ".notes.tmp"] {
            #expect(manager.createFile(atPath: "\(root)/out/\(name)", contents: Data("partial".utf8)))
        }
        let run = DiffCommandTests.run(["\(root)/a", "\(root)/b", "--diff-image", "\(root)/out"])
        #expect(run.status == ExitStatus.findings)
        #expect(Self.names(in: root + "/out") == [living, ".notes.tmp", "changed.png", "sub"].sorted())
        #expect(Self.names(in: root + "/out/sub") == [dead])
    }

    /// Starts this test binary on `childWritesUntilKilled`, writing into `folder`.
    func spawnChild(folder: String) -> pid_t? {
        TestChild.spawn(filter: "InterruptedDiffTests/childWritesUntilKilled", variable: Self.childVariable, value: folder)
    }
}
