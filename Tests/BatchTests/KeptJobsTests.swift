@testable import Batch
@testable import Output
@testable import Project
@testable import Reports
import Foundation
@testable import Run
import Testing

/// Issue 17: an unsharded run that plans part of the matrix (`--only`, an accept) keeps the report's
/// jobs of the rest, as it keeps their manifest entries, so `report.json` and the review page describe
/// the whole folder.
@Suite struct KeptJobsTests {
    let jobs = RenderMatrix.jobs(screens: ["alpha", "beta"].map { FakeCatalogue.screen($0) }, profiles: FakeCatalogue.profiles)

    func run(_ jobs: [RenderJob], in folder: String, keep: Bool = true) throws -> BatchOutcome {
        try BatchRunner.run(jobs, options: BatchOptions(output: OutputFolder(folder), rendererVersion: "t", keepOtherEntries: keep),
                            shouldStop: { false }, render: FakeRenderer().render)
    }

    @Test func aPartialRunKeepsTheOtherJobsMarkedAndCounted() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let full = try run(jobs, in: scratch.path)
        #expect(full.summary.keptFromEarlierRuns == nil)
        #expect(try full.report().jobs.allSatisfy { $0.fromEarlierRun == nil })

        // Two jobs from the middle of the matrix, as `--only` plans them (their own matrix of two).
        let selected = [jobs[3], jobs[5]]
        let partial = try run(selected, in: scratch.path)
        let report = try partial.report()
        #expect(try report.jobs.map(\.job.key) == full.report().jobs.map(\.job.key), "every job, in the whole matrix's order")
        #expect(try report.jobs.map(\.order) == full.report().jobs.map(\.order))
        let earlier = report.jobs.filter { $0.fromEarlierRun == true }.map(\.job.key)
        #expect(earlier == jobs.map(\.key).filter { $0 != jobs[3].key && $0 != jobs[5].key })
        #expect(report.summary.jobs == jobs.count)
        #expect(report.summary.keptFromEarlierRuns == jobs.count - 2)
        #expect(report.summary.unchanged == 2 && report.summary.rendered == 0, "this run's counts are its own")
        #expect(report.summary.findings == full.summary.findings, "findings are the union's")
        #expect(try partial.manifest().entries.count == jobs.count)
        #expect(SummaryText.lines(for: report, outputFolder: OutputFolder(scratch.path))
            .contains("bezel: kept \(jobs.count - 2) images of earlier runs in the report (not selected this run; counted below)\n"))
        // The page says so.
        let data = readText(scratch.path + "/review-data.js")
        #expect(data.contains("\"keptFromEarlierRuns\":\(jobs.count - 2)"))

        // A full run again: nothing kept, and report.json and index.html are byte for byte those of a
        // folder that never saw a partial run (two full runs: the second finds everything unchanged).
        _ = try run(jobs, in: scratch.path)
        let other = ScratchFolder()
        defer { other.remove() }
        _ = try run(jobs, in: other.path)
        _ = try run(jobs, in: other.path)
        for file in ["report.json", "index.html", "review-data.js", "junit.xml"] {
            let bytes = readAll(scratch.path + "/" + file)
            #expect(bytes != nil && bytes == readAll(other.path + "/" + file), "\(file)")
        }
    }

    @Test func keptFindingsDoNotDecideThisRunsExitStatus() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let full = try run(jobs, in: scratch.path)
        #expect(full.exitStatus == 1, "slide-over jobs have error findings")
        let portrait = try #require(jobs.first { $0.profile.window == .full && !$0.profile.orientation.isLandscape })
        let partial = try run([portrait], in: scratch.path)
        #expect(partial.summary.findings.error > 0, "the kept errors are counted")
        #expect(partial.exitStatus == 0, "but this run's one job has none")
        // junit.xml agrees: the kept jobs are skipped, not failed again.
        let junit = readText(scratch.path + "/junit.xml")
        #expect(junit.contains("<testsuites name=\"bezel\" tests=\"\(jobs.count)\" failures=\"0\" errors=\"0\" skipped=\"\(jobs.count - 1)\">"), "\(junit.prefix(200))")
    }

    @Test func jobsWhoseFilesAreGoneAreNotKept() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        _ = try run(jobs, in: scratch.path)
        let gone = jobs[2]
        unlink(scratch.path + "/" + gone.key + ".png")
        let partial = try run([jobs[0]], in: scratch.path)
        #expect(try !partial.report().jobs.contains { $0.job.key == gone.key })
        #expect(try partial.report().jobs.count == jobs.count - 1)
    }

    @Test func anUnreadableReportIsAWarningAndKeepsNoJobs() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        _ = try run(jobs, in: scratch.path)
        try "{ not json".write(toFile: scratch.path + "/report.json", atomically: true, encoding: .utf8)
        let partial = try run([jobs[0]], in: scratch.path)
        #expect(try partial.report().jobs.map(\.job.key) == [jobs[0].key])
        #expect(partial.warnings.contains { $0.contains("report.json") && $0.contains("the report lists only this run's images") }, "\(partial.warnings)")
        #expect(try partial.manifest().entries.count == jobs.count, "the manifest still keeps them")
    }

    @Test func shardedRunsKeepNothing() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        _ = try run(jobs, in: scratch.path)
        let partial = try run([jobs[0]], in: scratch.path, keep: false)
        #expect(try partial.report().jobs.count == 1 && partial.summary.keptFromEarlierRuns == nil)
    }

    /// A kept job's files come from its manifest entry, which the run checked on disk, not from the earlier
    /// report: a report edited to list a URL or a path out of the folder does not bring it to the page.
    @Test func aKeptJobListsTheFilesOfItsManifestEntry() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        _ = try run(jobs, in: scratch.path)
        let kept = jobs[0].key
        let path = scratch.path + "/report.json"
        let original = readText(path)
        let entry = try #require(try Manifest.read(from: OutputFolder(scratch.path))?.entries.first { $0.key == kept })
        let file = try #require(entry.files.first?.path)
        var edited = original
        let listed = "\"" + file + "\""
        let range = try #require(edited.range(of: listed))
        edited.replaceSubrange(range, with: "\"http://127.0.0.1:8766/leak/x.png\", \"../../../../etc/passwd\"")
        try edited.write(toFile: path, atomically: true, encoding: .utf8)

        let partial = try run([jobs[3]], in: scratch.path)
        let job = try #require(try partial.report().jobs.first { $0.job.key == kept })
        #expect(job.fromEarlierRun == true)
        #expect(job.files == entry.files.map(\.path))
        let page = readText(scratch.path + "/index.html")
        #expect(!page.contains("127.0.0.1") && !page.contains("etc/passwd"))
    }
}
