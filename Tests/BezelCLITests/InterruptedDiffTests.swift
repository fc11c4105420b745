import Foundation
import PNG
import Testing
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

    /// Folder mode: a dead writer's temporary anywhere in the diff-image folder goes; a running one's and
    /// files that are not Bezel's stay.
    @Test func folderModeRemovesStaleTemporariesInTheDiffImageFolder() throws {
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
        #expect(Self.names(in: root + "/out/sub").isEmpty)
    }

    /// Starts this test binary on `childWritesUntilKilled`, writing into `folder`.
    func spawnChild(folder: String) -> pid_t? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let executable = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let arguments = [executable, "--testing-library", "swift-testing", "--filter", "InterruptedDiffTests/childWritesUntilKilled"]
        var environment = ProcessInfo.processInfo.environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        environment.append("\(Self.childVariable)=\(folder)")
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        return pid
    }
}
