import Testing
import TestSupport
@testable import Batch
@testable import Output
@testable import Project
@testable import Run
#if canImport(Glibc)
import Glibc
#endif

/// SIGKILL at any moment leaves every output whole (old or new) or absent, and the next run finishes
/// the job (issue 9). The batch runs in a child process, this test binary itself started on the
/// `childBatch` test, and is killed after different numbers of finished files.
@Suite(.serialized) struct KillTests {
    static let childVariable = "BEZEL_BATCH_KILL_CHILD"
    static let jobs = RenderMatrix.jobs(screens: ["a", "b", "c"].map { FakeCatalogue.screen($0) }, profiles: FakeCatalogue.profiles)

    /// 64 KiB per file (hashing dominates in debug builds); the content names its path.
    static func bytes(for path: String) -> [UInt8] {
        let header = Array("bezel kill test: \(path)\n".utf8)
        let fill = UInt8(truncatingIfNeeded: path.utf8.reduce(0) { $0 &* 31 &+ Int($1) })
        return header + [UInt8](repeating: fill, count: 64 * 1024 - header.count)
    }

    static let render: RenderFunction = { job in
        RenderResult(files: [OutputFile(path: job.key + ".bin", bytes: bytes(for: job.key + ".bin"))])
    }

    static func options(_ folder: String) -> BatchOptions {
        BatchOptions(output: OutputFolder(folder), workers: 2, rendererVersion: "kill-test")
    }

    /// Runs only in the child process the kill test starts.
    @Test(.enabled(if: getenv(KillTests.childVariable) != nil))
    func childBatch() throws {
        let folder = String(cString: getenv(Self.childVariable))
        _ = try BatchRunner.run(Self.jobs, options: Self.options(folder), shouldStop: { false }, render: Self.render)
    }

    @Test(arguments: [0, 3, 20])
    func killedRunLeavesWholeFilesAndTheNextRunFinishes(finishedFilesBeforeKill: Int) throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.path + "/Output"
        let child = try #require(spawnChild(output: output))

        // Wait until the child has finished the wanted number of files (or ended), then kill it.
        var waited = 0
        while waited < 30_000 {
            if completeFiles(in: scratch) >= finishedFilesBeforeKill { break }
            var status: Int32 = 0
            if waitpid(child, &status, WNOHANG) == child { break }
            usleep(1000)
            waited += 1
        }
        kill(child, SIGKILL)
        var status: Int32 = 0
        waitpid(child, &status, 0)

        // Every visible file is whole; temporaries may remain (the kill can land mid-write).
        for (path, bytes) in scratch.files() {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if name.hasPrefix(".") { continue }
            if path.hasSuffix(".bin") {
                #expect(bytes == Self.bytes(for: String(path.dropFirst("Output/".count))), "\(path) is partial")
            } else if name == "manifest.json" {
                #expect(throws: Never.self) { try Manifest.read(from: OutputFolder(output)) }
            }
        }

        // The next run completes: every file right, no temporary left, the manifest lists every job.
        let outcome = try BatchRunner.run(Self.jobs, options: Self.options(output), shouldStop: { false }, render: Self.render)
        #expect(try outcome.manifest().entries.count == Self.jobs.count)
        #expect(outcome.summary.rendered + outcome.summary.unchanged == Self.jobs.count)
        let files = scratch.files()
        #expect(!files.keys.contains { $0.hasSuffix(".tmp") })
        for job in Self.jobs {
            #expect(files["Output/" + job.key + ".bin"] == Self.bytes(for: job.key + ".bin"))
        }
    }

    /// Visible `.bin` files under the scratch folder (renamed into place, so complete).
    func completeFiles(in scratch: ScratchFolder) -> Int {
        let result = shell("find '\(scratch.path)' -name '*.bin' -not -name '.*' 2>/dev/null | wc -l")
        return Int(result.output.trimmingCharacters()) ?? 0
    }

    /// Starts this test binary on `childBatch` with the output folder in the environment.
    func spawnChild(output: String) -> pid_t? {
        TestChild.spawn(filter: "KillTests/childBatch", variable: Self.childVariable, value: output)
    }
}
