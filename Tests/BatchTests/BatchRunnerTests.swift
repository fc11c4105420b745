@testable import Batch
@testable import Output
@testable import Project
@testable import Reports
@testable import Run
@testable import Diagnostics
@testable import Hashing
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct BatchRunnerTests {
    let screens = ["alpha", "beta", "gamma"].map { FakeCatalogue.screen($0) }
    var jobs: [RenderJob] { RenderMatrix.jobs(screens: screens, profiles: FakeCatalogue.profiles) }

    func options(_ folder: String, workers: Int = 2, force: Bool = false, shard: ShardSpec? = nil) -> BatchOptions {
        BatchOptions(output: OutputFolder(folder), workers: workers, force: force, rendererVersion: "test-1",
                     renderOptions: "formats=png,svg", shard: shard)
    }

    @Test func writesEveryImageAndTheFiveReportFiles() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let renderer = FakeRenderer()
        let outcome = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }, render: renderer.render)
        let files = scratch.files()
        #expect(renderer.callCount == jobs.count)
        #expect(files.count == jobs.count * 2 + 5)
        for job in jobs {
            #expect(files["\(job.screen.name)/\(job.profile.slug).png"] == tinyPNG)
        }
        for name in ["manifest.json", "report.json", "junit.xml", "review-data.js", "index.html"] { #expect(files[name] != nil) }
        #expect(try outcome.manifest().entries.count == jobs.count)
        #expect(outcome.summary.rendered == jobs.count)
        #expect(outcome.summary.filesWritten == jobs.count * 2)
        // Slide Over jobs carry an error finding (3 orientations per screen), landscape ones a warning.
        #expect(outcome.summary.findings.error == screens.count * 3)
        #expect(outcome.summary.findings.warning == jobs.filter { $0.profile.orientation.isLandscape }.count)
        #expect(outcome.exitStatus == 1)
        let manifestHashes = try outcome.manifest().entries.flatMap(\.files).filter { $0.path.hasSuffix(".png") }.map(\.sha256)
        #expect(Set(manifestHashes) == [SHA256.hash(tinyPNG).hex])
    }

    @Test func secondRunRendersNothingAndATemplateChangeRendersOnlyItsScreen() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let first = FakeRenderer()
        _ = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }, render: first.render)
        let manifestBefore = scratch.files()["manifest.json"]

        let second = FakeRenderer()
        let again = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }, render: second.render)
        #expect(second.callCount == 0)
        #expect(again.summary.unchanged == jobs.count)
        #expect(again.summary.findings == first.findingsTotal(jobs))
        #expect(scratch.files()["manifest.json"] == manifestBefore)

        var changed = screens
        changed[1] = FakeCatalogue.screen("beta", text: "screen: beta\nviews: []\n")
        let third = FakeRenderer()
        let changedJobs = RenderMatrix.jobs(screens: changed, profiles: FakeCatalogue.profiles)
        let outcome = try BatchRunner.run(changedJobs, options: options(scratch.path), shouldStop: { false }, render: third.render)
        #expect(Set(third.renderedKeys) == Set(changedJobs.filter { $0.screen.name == "beta" }.map(\.key)))
        #expect(outcome.summary.rendered == third.callCount)

        let forced = FakeRenderer()
        _ = try BatchRunner.run(changedJobs, options: options(scratch.path, force: true), shouldStop: { false }, render: forced.render)
        #expect(forced.callCount == jobs.count)
    }

    @Test func aMissingOrDifferentOutputIsRenderedAgain() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        _ = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }, render: FakeRenderer().render)
        unlink(scratch.path + "/alpha/iphone-a-portrait.png")
        writeText("short", to: scratch.path + "/gamma/iphone-b-portrait.svg")
        let renderer = FakeRenderer()
        _ = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }, render: renderer.render)
        #expect(renderer.renderedKeys.sorted() == ["alpha/iphone-a-portrait", "gamma/iphone-b-portrait"])
    }

    @Test func workerCountDoesNotChangeAnyByte() throws {
        let one = ScratchFolder(), three = ScratchFolder()
        defer { one.remove(); three.remove() }
        _ = try BatchRunner.run(jobs, options: options(one.path, workers: 1), shouldStop: { false }, render: FakeRenderer().render)
        _ = try BatchRunner.run(jobs, options: options(three.path, workers: 3), shouldStop: { false }, render: FakeRenderer().render)
        var a = one.files(), b = three.files()
        for name in ["report.json", "junit.xml", "review-data.js", "index.html"] { a[name] = nil; b[name] = nil }  // they hold the run time
        #expect(a == b)
    }

    /// The files that describe a run (manifest, reports, review page and its data), not a job's output.
    static func isRunFile(_ path: String) -> Bool {
        path.hasSuffix(".json") || path.hasSuffix(".xml") || path.hasSuffix(".html") || path == "review-data.js"
    }

    @Test func threeShardsMergeIntoTheUnshardedRunByteForByte() throws {
        let whole = ScratchFolder(), merged = ScratchFolder()
        let shards = (0..<3).map { _ in ScratchFolder() }
        defer { whole.remove(); merged.remove(); shards.forEach { $0.remove() } }

        _ = try BatchRunner.run(jobs, options: options(whole.path), shouldStop: { false }, render: FakeRenderer().render)
        var shardFiles: [String: [UInt8]] = [:]
        var rendered = 0
        for (index, folder) in shards.enumerated() {
            let outcome = try BatchRunner.run(jobs, options: options(folder.path, shard: ShardSpec(index: index + 1, count: 3)),
                                              shouldStop: { false }, render: FakeRenderer().render)
            rendered += outcome.summary.rendered
            #expect(outcome.summary.rendered > 0)
            for (path, bytes) in folder.files() where !Self.isRunFile(path) {
                #expect(shardFiles[path] == nil, "\(path) written by two shards")
                shardFiles[path] = bytes
            }
        }
        #expect(rendered == jobs.count)
        let wholeFiles = whole.files()
        #expect(shardFiles == wholeFiles.filter { !Self.isRunFile($0.key) })

        let outcome = try ReportMerger.merge(shards.map(\.path), into: merged.path)
        let mergedFiles = merged.files()
        #expect(mergedFiles["manifest.json"] == wholeFiles["manifest.json"])
        #expect(outcome.filesCopied == jobs.count * 2)
        #expect(outcome.report.summary.jobs == jobs.count)
        #expect(outcome.report.summary.shards == ["1/3", "2/3", "3/3"])
        for (path, bytes) in wholeFiles where path.hasSuffix(".png") || path.hasSuffix(".svg") {
            #expect(mergedFiles[path] == bytes)
        }
        #expect(outcome.warnings == [])

        // Issue 17: one shard short is merged with a warning naming it, and the counts are the union of
        // the shards given: the unsharded run's minus the missing shard's.
        let partial = ScratchFolder()
        defer { partial.remove() }
        let short = try ReportMerger.merge([shards[0].path, shards[2].path], into: partial.path)
        #expect(short.warnings == ["2 of 3 shards merged: missing 2/3"])
        let second = try #require(try Manifest.read(from: OutputFolder(shards[1].path)))
        #expect(short.report.summary.jobs == jobs.count - second.entries.count)
        #expect(short.manifest.entries.count == jobs.count - second.entries.count)
        #expect(throws: InputError.self) { try ReportMerger.missingShards(["1/2", "2/3"]) }

        // JUnit from the merge lists every job, like the unsharded one.
        let count = shell("python3 -c \"import xml.etree.ElementTree as E; print(len(list(E.parse('\(merged.path)/junit.xml').iter('testcase'))))\"")
        #expect(count.output.trimmingCharacters() == "\(jobs.count)")
    }

    @Test func mergeRefusesOverlappingShardsAndDamagedFiles() throws {
        let a = ScratchFolder(), b = ScratchFolder(), out = ScratchFolder()
        defer { a.remove(); b.remove(); out.remove() }
        _ = try BatchRunner.run(jobs, options: options(a.path, shard: ShardSpec(index: 1, count: 2)), shouldStop: { false }, render: FakeRenderer().render)
        _ = try BatchRunner.run(jobs, options: options(b.path, shard: ShardSpec(index: 1, count: 2)), shouldStop: { false },
                                render: { job in RenderResult(files: [OutputFile(path: job.key + ".png", bytes: [1, 2, 3])]) })
        #expect(throws: InputError.self) { try ReportMerger.merge([a.path, b.path], into: out.path) }

        let c = ScratchFolder()
        defer { c.remove() }
        _ = try BatchRunner.run(jobs, options: options(c.path, shard: ShardSpec(index: 2, count: 2)), shouldStop: { false }, render: FakeRenderer().render)
        writeText("tampered", to: c.path + "/" + (ShardSpec(index: 2, count: 2)!.select(jobs).first!.key) + ".png")
        #expect(throws: InputError.self) { try ReportMerger.merge([a.path, c.path], into: out.path) }
    }

    /// Issue 18: a 500 MB `manifest.json` left in the output folder cost 2.8 GB and 19 s on every run.
    /// One over the 64 MiB for manifests is not read at all (a sparse file: nothing to read would show),
    /// is named in a warning as any unreadable old manifest is, and is replaced by this run's.
    @Test func anOldManifestOverTheLimitIsNotReadButNamedAndReplaced() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let manifest = scratch.path + "/manifest.json"
        writeText("", to: manifest)
        #expect(truncate(manifest, off_t((64 << 20) + 1)) == 0)
        let outcome = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }, render: FakeRenderer().render)
        #expect(outcome.warnings.contains {
            $0.contains("the manifest '\(manifest)' is 67108865 bytes, over the limit of 64 MiB for manifests; rendering every job again")
        }, "\(outcome.warnings)")
        #expect(try Manifest.read(from: OutputFolder(scratch.path))?.entries.count == jobs.count)
    }

    @Test func staleTemporariesOfDeadRunsAreRemovedAndNoneAreLeft() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        mkdir(scratch.path + "/alpha", 0o755)
        // pid 4194304 is above Linux's pid_max limit (2^22), so it names no living process.
        let stale = scratch.path + "/alpha/.iphone-a-portrait.png.bezel-4194304-7.tmp"
        let living = scratch.path + "/alpha/.other.png.bezel-1-3.tmp"      // pid 1 is always alive
        let foreign = scratch.path + "/alpha/.notes.tmp"                   // not ours
        for path in [stale, living, foreign] { writeText("partial", to: path) }
        let outcome = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }, render: FakeRenderer().render)
        let names = Set(scratch.files().keys)
        #expect(!names.contains("alpha/.iphone-a-portrait.png.bezel-4194304-7.tmp"))
        #expect(names.contains("alpha/.other.png.bezel-1-3.tmp"))
        #expect(names.contains("alpha/.notes.tmp"))
        #expect(names.filter { $0.hasSuffix(".tmp") }.count == 2)
        #expect(outcome.warnings.contains { $0.contains("removed 1 temporary file") })
    }

    @Test(arguments: ["../escape.png", "/tmp/absolute.png", "alpha/../../x.png", "alpha/\u{0}x.png", "alpha//x.png", "alpha/.hidden.png", "alpha/CON.png", "a\\b.png", ""])
    func outputPathsThatLeaveTheFolderAreRefused(path: String) throws {
        let scratch = ScratchFolder(), outside = ScratchFolder()
        defer { scratch.remove(); outside.remove() }
        let job = jobs[0]
        let outcome = try BatchRunner.run([job], options: options(scratch.path), shouldStop: { false }) { _ in
            RenderResult(files: [OutputFile(path: "alpha/fine.png", bytes: tinyPNG), OutputFile(path: path, bytes: tinyPNG)])
        }
        #expect(try outcome.report().jobs.first?.status == .failed)
        #expect(outcome.exitStatus == 2)
        #expect(try outcome.manifest().entries.isEmpty)
        // Paths are all checked before anything is written: not even the good file appears.
        #expect(Set(scratch.files().keys) == ["manifest.json", "report.json", "junit.xml", "review-data.js", "index.html"])
        #expect(outside.files().isEmpty)
    }

    @Test func symbolicLinksInsideTheOutputFolderAreNotFollowed() throws {
        let scratch = ScratchFolder(), outside = ScratchFolder()
        defer { scratch.remove(); outside.remove() }
        symlink(outside.path, scratch.path + "/alpha")
        let job = jobs[0]
        let outcome = try BatchRunner.run([job], options: options(scratch.path), shouldStop: { false }, render: FakeRenderer().render)
        #expect(try outcome.report().jobs.first?.status == .failed)
        #expect(try outcome.report().jobs.first?.errors?.first?.contains("symbolic link") == true)
        #expect(outside.files().isEmpty)
    }

    @Test func stoppingMidwayWritesAPartialManifestAndTheNextRunFinishes() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let renderer = FakeRenderer()
        let outcome = try BatchRunner.run(jobs, options: options(scratch.path, workers: 1), shouldStop: { renderer.callCount >= 5 },
                                          render: renderer.render)
        #expect(outcome.exitStatus == 130)
        #expect(outcome.summary.interrupted)
        #expect(outcome.summary.rendered == 5)
        #expect(outcome.summary.notRun == jobs.count - 5)
        #expect(try outcome.manifest().entries.count == 5)
        #expect(!scratch.files().keys.contains { $0.hasSuffix(".tmp") })

        let rest = FakeRenderer()
        let finish = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }, render: rest.render)
        #expect(rest.callCount == jobs.count - 5)
        #expect(finish.summary.unchanged == 5)
        #expect(try finish.manifest().entries.count == jobs.count)
    }

    /// A run stopped before some jobs keeps their previous entries (read back from its spool) in the manifest, and
    /// reports them not run with their previous files and findings.
    @Test func anInterruptedRunKeepsThePreviousEntriesOfTheJobsItDidNotReach() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let before = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }, render: FakeRenderer().render).manifest()
        let renderer = FakeRenderer()
        let stopped = try BatchRunner.run(jobs, options: options(scratch.path, workers: 1, force: true), shouldStop: { renderer.callCount >= 3 },
                                          render: renderer.render)
        #expect(stopped.summary.notRun == jobs.count - 3)
        let previous = Dictionary(uniqueKeysWithValues: before.entries.map { ($0.key, $0) })
        let notRun = try stopped.report().jobs.filter { $0.status == .notRun }
        #expect(notRun.count == jobs.count - 3)
        for job in notRun {
            let entry = try #require(previous[job.job.key])
            #expect(job.files == entry.files.map(\.path))
            #expect(job.findings == entry.findings)
        }
        let after = try stopped.manifest()
        #expect(after.entries.map(\.key) == before.entries.map(\.key))
        for entry in after.entries where notRun.contains(where: { $0.job.key == entry.key }) {
            #expect(entry == previous[entry.key])
        }
    }

    @Test func aJobWithBadInputFailsAloneAndIsRetriedNextTime() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let renderer = FakeRenderer()
        let broken = jobs[3].key
        let outcome = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }) { job in
            if job.key == broken {
                throw InputError(at: SourceLocation(file: job.screen.path, line: 2, column: 1), "view tree too deep")
            }
            return try renderer.render(job)
        }
        #expect(outcome.exitStatus == 2)
        #expect(outcome.summary.failed == 1)
        #expect(try outcome.report().jobs.first { $0.job.key == broken }?.errors == ["Templates/alpha.yml:2:1: error: view tree too deep"])
        #expect(try !outcome.manifest().entries.contains { $0.key == broken })
        let again = FakeRenderer()
        _ = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }, render: again.render)
        #expect(again.renderedKeys == [broken])
    }

    @Test func anUnreadableManifestIsAWarningAndEverythingRendersAgain() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        writeText("{ not json", to: scratch.path + "/manifest.json")
        let renderer = FakeRenderer()
        let outcome = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }, render: renderer.render)
        #expect(renderer.callCount == jobs.count)
        #expect(outcome.warnings.contains { $0.contains("manifest.json:1:1: error: not a Bezel manifest") })
    }

    @Test func junitIsValidXMLWithOneCasePerJobAndAFailurePerFailingJob() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        _ = try BatchRunner.run(jobs, options: options(scratch.path), shouldStop: { false }, render: FakeRenderer().render)
        let script = """
            import xml.etree.ElementTree as E
            root = E.parse('\(scratch.path)/junit.xml').getroot()
            cases = list(root.iter('testcase'))
            failed = [c for c in cases if c.find('failure') is not None]
            suites = list(root.iter('testsuite'))
            assert root.tag == 'testsuites'
            assert int(root.get('tests')) == len(cases)
            assert int(root.get('failures')) == len(failed)
            assert sum(int(s.get('tests')) for s in suites) == len(cases)
            print(len(cases), len(failed), len(suites))
            """
        writeText(script, to: scratch.path + "/check.py")
        let result = shell("python3 '\(scratch.path)/check.py' 2>&1")
        #expect(result.status == 0, "\(result.output)")
        // Slide Over in 3 orientations per screen has an error finding; fail-on error fails exactly those.
        #expect(result.output.trimmingCharacters() == "\(jobs.count) \(screens.count * 3) \(screens.count)")
    }
}

extension FakeRenderer {
    /// The findings the fake reports for `jobs`, counted by severity.
    func findingsTotal(_ jobs: [RenderJob]) -> SeverityCounts {
        var counts = SeverityCounts()
        for job in jobs {
            if job.profile.orientation.isLandscape { counts.add(.warning) }
            if job.profile.window == .slideOver { counts.add(.error) }
        }
        return counts
    }
}

extension String {
    func trimmingCharacters() -> String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        return String(text)
    }
}
