@testable import Devices
@testable import Diagnostics
@testable import Screens
import TestSupport
import Testing
@testable import Batch
@testable import Goldens
@testable import Output
@testable import Project
@testable import Reports
@testable import Run
#if canImport(Glibc)
import Foundation
import Glibc
#endif

@Suite struct BatchDriverTests {
    let phone = Catalogue.all.first { $0.idiom == .phone }!
    let pad = Catalogue.all.first { $0.idiom == .pad && $0.multitasking?.splitView.value != nil }!

    func project(_ templates: [String: String]) -> ScratchFolder {
        let scratch = ScratchFolder()
        mkdir(scratch.path + "/Templates", 0o755)
        for (name, text) in templates { writeText(text, to: scratch.path + "/Templates/" + name) }
        return scratch
    }

    func request(_ scratch: ScratchFolder, only: [String]? = nil, quiet: Bool = false) -> BatchRequest {
        var config = ProjectConfig()
        config.templates = [scratch.path + "/Templates"]
        config.output = scratch.path + "/Output"
        config.devices = "\(phone.id), \(pad.id)"
        config.jobs = 2
        return BatchRequest(config: config, only: only, quiet: quiet, rendererVersion: "driver-test")
    }

    @Test func rendersTheTemplatesOnTheSelectedDevicesAndPrintsASummary() throws {
        let scratch = project(["a.yml": "screen: a\n", "b.yml": "screen: b\norientations: [portrait]\n"])
        defer { scratch.remove() }
        let lines = Counter()
        let terminal = BatchTerminal(write: { lines.record($0) }, isTerminal: false, environment: ["CI": "true"], processors: 2)
        let renderer = FakeRenderer()
        let base = renderer.render
        let outcome = try BatchDriver.run(request(scratch), terminal: terminal, shouldStop: { false }) { job, screen in
            #expect(screen.name == job.screen.name)
            return try base(job)
        }
        let padA = Orientation.allCases.map { pad.windowModes(for: $0).count }.reduce(0, +)
        let padB = pad.windowModes(for: .portrait).count
        #expect(outcome.summary.jobs == (3 + padA) + (1 + padB))
        #expect(renderer.callCount == outcome.summary.jobs)
        let output = lines.keys.joined()
        #expect(output.contains("bezel: \(outcome.summary.jobs)/\(outcome.summary.jobs) (100%)"))
        #expect(output.contains("images rendered"))
        #expect(output.contains("bezel: review: \(scratch.path)/Output/index.html"))
        #expect(!output.contains("\r"))
        #expect(!output.contains("\u{1B}"))
    }

    /// Issue 18: when the reports cannot be written (a full disk), the run still names every image it
    /// lost, then the report file, and exits 2 — not only the last file it tried.
    @Test func aFailedReportStillNamesTheFailedJobs() throws {
        let scratch = project(["a.yml": "screen: a\n"])
        defer { scratch.remove() }
        // A folder where junit.xml must go: the third report file cannot be written.
        try FileManager.default.createDirectory(atPath: scratch.path + "/Output/junit.xml", withIntermediateDirectories: true)
        // An earlier run's lock: the folder is Bezel's (`OutputOwnership`).
        FileManager.default.createFile(atPath: scratch.path + "/Output/.bezel.lock", contents: nil)
        let lines = Counter()
        let terminal = BatchTerminal(write: { lines.record($0) }, isTerminal: false, environment: [:], processors: 1)
        #expect {
            _ = try BatchDriver.run(request(scratch, quiet: true), terminal: terminal, shouldStop: { false }) { job, _ in
                throw InputError("cannot write '\(job.key).png': No space left on device")
            }
        } throws: { error in
            (error as? InputError)?.diagnostics.first?.message.contains("junit.xml") == true
        }
        let printed = lines.keys.joined()
        #expect(printed.contains("error: cannot write 'a/"), "\(printed)")
        #expect(printed.contains(".png': No space left on device"), "\(printed)")
    }

    @Test func goldenHooksReachSkippedJobsAndOrphans() throws {
        let scratch = project(["a.yml": "screen: a\n"])
        defer { scratch.remove() }
        let terminal = BatchTerminal(write: { _ in }, isTerminal: false, environment: [:], processors: 1)
        let first = try BatchDriver.run(request(scratch, quiet: true), terminal: terminal, shouldStop: { false }, render: { job, _ in
            RenderResult(files: [OutputFile(path: job.key + ".png", bytes: tinyPNG)], golden: GoldenResult(status: .new, failsRun: false))
        })
        #expect(first.summary.golden.new == first.summary.jobs)
        let second = try BatchDriver.run(
            request(scratch, quiet: true), terminal: terminal, shouldStop: { false },
            findOrphans: { jobs in [OrphanedGolden(key: "gone/" + (jobs.first?.profile.slug ?? ""), goldenPath: "g.png")] },
            checkUnchanged: { job, screen, entry in
                #expect(screen.name == job.screen.name && entry.key == job.key)
                return GoldenResult(status: .matched, differentPixels: 0)
            },
            render: { _, _ in throw InputError("nothing should render") })
        #expect(second.summary.unchanged == first.summary.jobs)
        #expect(second.summary.golden.matched == first.summary.jobs)
        #expect(second.summary.golden.orphaned == 1)
        #expect(second.exitStatus == 0)
    }

    @Test func duplicateScreenNamesAndUnknownOnlyKeysAreBadInput() throws {
        let scratch = project(["a.yml": "screen: same\n", "b.yml": "screen: same\n"])
        defer { scratch.remove() }
        do {
            _ = try BatchDriver.plan(request(scratch))
            Issue.record("accepted two screens named 'same'")
        } catch {
            #expect(error.diagnostics.first?.message.contains("also used by") == true)
        }
        let other = project(["a.yml": "screen: a\n"])
        defer { other.remove() }
        do {
            _ = try BatchDriver.plan(request(other, only: ["a/\(phone.id)-portrait", "z"]))
            Issue.record("accepted --only z")
        } catch {
            #expect(error.diagnostics.map(\.message).first?.hasPrefix("--only 'z' names no screen") == true)
        }
        #expect(try BatchDriver.plan(request(other, only: ["a/\(phone.id)-portrait"])).jobs.count == 1)
    }
}

@Suite struct ProgressTests {
    @Test(arguments: [
        (false, true, [String: String](), ProgressMode.bar),
        (false, false, [:], .lines),
        (false, true, ["CI": "true"], .lines),
        (true, true, [:], .quiet),
        (false, true, ["CI": ""], .bar),
    ])
    func modeFollowsTheTerminalCIAndQuiet(quiet: Bool, terminal: Bool, environment: [String: String], mode: ProgressMode) {
        #expect(ProgressMode.detect(quiet: quiet, isTerminal: terminal, environment: environment) == mode)
    }

    @Test func colourOnlyOnATerminalWithoutNO_COLOR() {
        #expect(useColour(isTerminal: true, environment: [:]))
        #expect(!useColour(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!useColour(isTerminal: false, environment: [:]))
    }

    @Test func linesModePrintsEveryTenthAndTheEnd() {
        let lines = Counter()
        let meter = ProgressMeter(mode: .lines, total: 50, write: { lines.record($0) })
        for _ in 0..<50 { meter.advance() }
        meter.finish()
        #expect(lines.value == 10)
        #expect(lines.keys.last?.hasPrefix("bezel: 50/50 (100%)") == true)
        #expect(lines.keys.allSatisfy { $0.hasSuffix("\n") && !$0.contains("\r") })
    }

    @Test func barRedrawsOneLineAndEndsIt() {
        let lines = Counter()
        let meter = ProgressMeter(mode: .bar, total: 3, write: { lines.record($0) })
        for _ in 0..<3 { meter.advance() }
        meter.finish()
        #expect(lines.keys.first?.hasPrefix("\r[") == true)
        #expect(lines.keys.dropLast().last?.contains("3/3 (100%)") == true)
        #expect(lines.keys.last == "\n")
        #expect(!lines.keys.joined().contains("\u{1B}"))
        let half = ProgressMeter(mode: .bar, total: 24, write: { _ in })
        #expect(half.barLine(done: 12, elapsed: 4).hasPrefix("[============>           ] 12/24 (50%)  3.0 images/s  0:04 left"))
        #expect(meter.statusText(done: 1, elapsed: 2) == "1/3 (33%)  0.5 images/s  0:04 left")
    }

    @Test func quietPrintsNothing() {
        let lines = Counter()
        let meter = ProgressMeter(mode: .quiet, total: 3, write: { lines.record($0) })
        for _ in 0..<3 { meter.advance() }
        meter.finish()
        #expect(lines.value == 0)
    }
}

@Suite(.serialized) struct InterruptTests {
    /// The child process's mark (`TestChild`): set, the test runs the scenario itself.
    static let childVariable = "BEZEL_INTERRUPT_TEST_CHILD"

    /// A real SIGINT in the middle of a run: the job in flight finishes, no new job starts, the partial
    /// manifest is written and the outcome says 130. The flag a SIGINT sets is the whole process's
    /// (`InterruptFlag`), so the scenario runs in a child process of its own: raised in the test process, it
    /// stopped whatever other test's batch was running at the same moment (a long review-page render
    /// ended with status 130 under a loaded full-suite run). The child's own expectations decide its exit
    /// status; run `BEZEL_INTERRUPT_TEST_CHILD=1 swift test --filter InterruptTests` to see them.
    @Test func sigintStopsTheRunCleanly() throws {
        guard ProcessInfo.processInfo.environment[Self.childVariable] == "1" else {
            let child = try #require(TestChild.spawn(filter: "InterruptTests", variable: Self.childVariable, value: "1"))
            var status: Int32 = 0
            #expect(waitpid(child, &status, 0) == child)
            // Exited normally (no signal: the low seven bits are 0) with status 0 (the next eight bits).
            #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 0, "the child's wait status is \(status)")
            return
        }
        try Self.interruptScenario()
    }

    static func interruptScenario() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        InterruptFlag.install()
        InterruptFlag.reset()
        defer { InterruptFlag.reset() }
        let jobs = RenderMatrix.jobs(screens: [FakeCatalogue.screen("a")], profiles: FakeCatalogue.profiles)
        let renderer = FakeRenderer()
        let base = renderer.render
        let outcome = try BatchRunner.run(jobs, options: BatchOptions(output: OutputFolder(scratch.path), rendererVersion: "t")) { job in
            let result = try base(job)
            if renderer.callCount == 3 {
                // Raised on this worker thread with SIGINT unblocked for the call: `raise` returns after the
                // handler (the one Ctrl-C runs) has run here, so the flag is set before the next job is
                // polled. Dispatch's worker threads block signals, and an earlier version that raised on a
                // thread of its own sometimes saw the whole run finish under a loaded full-suite run.
                var unblock = sigset_t()
                sigemptyset(&unblock)
                sigaddset(&unblock, SIGINT)
                var previous = sigset_t()
                pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
                raise(SIGINT)
                pthread_sigmask(SIG_SETMASK, &previous, nil)
                #expect(InterruptFlag.isRequested, "the SIGINT handler ran")
            }
            return result
        }
        #expect(outcome.exitStatus == 130)
        #expect(outcome.summary.rendered == 3)
        #expect(try outcome.manifest().entries.count == 3)
        let manifest = try Manifest.read(from: OutputFolder(scratch.path))
        #expect(manifest?.entries.count == 3)
    }
}
