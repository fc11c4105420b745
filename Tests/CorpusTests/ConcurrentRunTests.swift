import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 18: two runs writing into one output folder at once. Before the folder was locked, each read the
/// old manifest and wrote back only its own images: half the images on disk were missing from
/// `manifest.json` and the review page (three trials of three). Each run here is a real `bezel` process.
@Suite struct ConcurrentRunTests {
    /// Ten trials of two concurrent runs of different screens into one folder, each waiting for the other
    /// (`--wait`): both succeed and the manifest lists exactly the images on disk.
    @Test func twoRunsIntoOneFolderKeepEveryImageInTheManifest() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let templates = try Self.writeTemplates(in: scratch.path)
        for trial in 0..<10 {
            let output = scratch.path + "/out\(trial)"
            let outcomes = Self.runConcurrently(templates.map { template in
                ["render", template, "--devices", "iphone-x,iphone-se", "--orientation", "portrait", "--format", "svg", "--out", output, "--wait", "--quiet", "--fail-on", "never"]
            })
            for outcome in outcomes {
                #expect(outcome?.status == 0, "trial \(trial): \(outcome?.err ?? "did not run")")
            }
            let onDisk = Set(TreeSnapshot(output).files.filter { $0.hasSuffix(".svg") })
            #expect(onDisk.count >= 4, "trial \(trial): \(onDisk.sorted())")
            #expect(try Self.manifestFiles(output).filter { $0.hasSuffix(".svg") } == onDisk, "trial \(trial)")
        }
    }

    /// A run that finds the folder locked exits 2 naming the folder and `--wait`, and writes nothing; with
    /// `--wait` it says it waits, and finishes once the lock is released.
    @Test func aLockedFolderIsRefusedOrWaitedFor() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let templates = try Self.writeTemplates(in: scratch.path)
        let output = scratch.path + "/out"
        let holder = try Self.lockedFolder(output)

        let arguments = ["render", templates[0], "--device", "iphone-x", "--format", "svg", "--out", output, "--fail-on", "never"]
        let refused = try BezelProcess.run(arguments)
        #expect(refused.status == 2)
        #expect(refused.err == "error: another bezel run is writing into '\(output)'; let it finish, or pass --wait to wait for it\n")
        #expect(TreeSnapshot(output).files == [".bezel.lock"])

        // Release the lock a little after the waiting run has started.
        let releaser = Thread {
            usleep(700_000)
            close(holder)
        }
        releaser.start()
        let waited = try BezelProcess.run(arguments + ["--wait"])
        #expect(waited.status == 0, "\(waited.err)")
        #expect(waited.err.hasPrefix("bezel: waiting for another bezel run to finish writing into '\(output)'…\n"), "\(waited.err)")
        #expect(TreeSnapshot(output).files.contains("hello/iphone-x-portrait.svg"))
    }

    /// A lock given back within half a second is taken without `--wait` and without a word: a process that
    /// forks (a vector drawing's child) holds a copy of every descriptor for a moment, so a run in another
    /// thread that has just finished can still hold its folder then.
    @Test func aLockGivenBackAtOnceIsTakenWithoutWait() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let templates = try Self.writeTemplates(in: scratch.path)
        let output = scratch.path + "/out"
        let holder = try Self.lockedFolder(output)
        let releaser = Thread {
            usleep(150_000)
            close(holder)
        }
        releaser.start()
        let result = try BezelProcess.run(["render", templates[0], "--device", "iphone-x", "--format", "svg", "--out", output, "--fail-on", "never"])
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.err.contains("another bezel run"), "\(result.err)")
        #expect(TreeSnapshot(output).files.contains("hello/iphone-x-portrait.svg"))
    }

    /// Creates the output folder `path` and locks it as a run does (`OutputLock`); returns the lock's descriptor,
    /// whose closing releases it.
    static func lockedFolder(_ path: String) throws -> Int32 {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let holder = open(path + "/.bezel.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        #expect(holder >= 0)
        #expect(flock(holder, LOCK_EX) == 0)
        return holder
    }

    /// Two small templates with different screen names, so the runs write different images.
    static func writeTemplates(in folder: String) throws -> [String] {
        try ["hello", "world"].map { name in
            let path = folder + "/" + name + ".yml"
            let text = "screen: \(name)\nviews:\n  - {id: box, kind: view, pin: {top: safeArea, leading: superview, trailing: superview}, height: 44}\n"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    /// Runs each argument list as its own `bezel` process, all at once.
    static func runConcurrently(_ runs: [[String]]) -> [BezelProcess.Outcome?] {
        let results = Results(count: runs.count)
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            results.set(index, try? BezelProcess.run(runs[index]))
        }
        return results.values
    }

    /// The image paths `manifest.json` lists.
    static func manifestFiles(_ output: String) throws -> Set<String> {
        let data = try Data(contentsOf: URL(fileURLWithPath: output + "/manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(manifest["entries"] as? [[String: Any]])
        return Set(entries.flatMap { entry in ((entry["files"] as? [[String: Any]]) ?? []).compactMap { $0["path"] as? String } })
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [BezelProcess.Outcome?]
        init(count: Int) { stored = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: BezelProcess.Outcome?) { lock.withLock { stored[index] = value } }
        var values: [BezelProcess.Outcome?] { lock.withLock { stored } }
    }
}
