@testable import Batch
@testable import Output
@testable import Project
@testable import Reports
@testable import Run
@testable import Diagnostics
import Foundation
import Testing

/// A shard whose job was skipped as unchanged and then failed its golden check: the report keeps the files
/// of the job's earlier render, the manifest has no entry for a failed job. The merge takes the shard (the
/// job failed, with no files, since no manifest vouches for them); a list naming anything but that job's own
/// files is still refused by name.
@Suite struct MergeFailedUnchangedJobTests {
    let jobs = RenderMatrix.jobs(screens: ["alpha", "beta"].map { FakeCatalogue.screen($0) }, profiles: FakeCatalogue.profiles)

    struct GoldenCheckFailed: Error, CustomStringConvertible {
        var description: String { "the golden cannot be read" }
    }

    /// Renders the shard, then runs it again with the golden check of `failing` throwing.
    func shard(failing: String) throws -> ScratchFolder {
        let folder = ScratchFolder()
        let options = BatchOptions(output: OutputFolder(folder.path), rendererVersion: "v")
        _ = try BatchRunner.run(jobs, options: options, shouldStop: { false }, render: FakeRenderer().render)
        _ = try BatchRunner.run(
            jobs, options: options, shouldStop: { false },
            checkUnchanged: { job, _ in
                if job.key == failing { throw GoldenCheckFailed() }
                return nil
            }, render: FakeRenderer().render)
        return folder
    }

    @Test func aFailedUnchangedJobMergesWithoutItsUnvouchedFiles() throws {
        let failing = jobs[0].key
        let source = try shard(failing: failing), target = ScratchFolder()
        defer { source.remove(); target.remove() }
        // What the run wrote: the job failed, its report lists its earlier files, the manifest has no entry.
        let report = try #require(try BatchReport.read(from: OutputFolder(source.path)))
        let job = try #require(report.jobs.first { $0.job.key == failing })
        #expect(job.status == .failed && !job.files.isEmpty)
        let manifest = try #require(try Manifest.read(from: OutputFolder(source.path)))
        #expect(!manifest.entries.contains { $0.key == failing })

        let outcome = try ReportMerger.merge([source.path], into: target.path + "/merged")
        let merged = try #require(outcome.report.jobs.first { $0.job.key == failing })
        #expect(merged.status == .failed && merged.files.isEmpty && merged.errors == job.errors)
        #expect(outcome.report.jobs.count == jobs.count)
        #expect(outcome.manifest.entries.count == jobs.count - 1)
    }

    /// The same shard with the failed job's list replaced by a URL, a path out of the folder or another
    /// job's file: refused, naming the file.
    @Test(arguments: ["http://127.0.0.1:8766/leak/x.png", "../../../../etc/passwd", "OTHER"])
    func aHostileListOfAFailedJobIsRefusedByName(_ listed: String) throws {
        let failing = jobs[0].key
        let source = try shard(failing: failing), target = ScratchFolder()
        defer { source.remove(); target.remove() }
        let file = listed == "OTHER" ? jobs[1].key + ".svg" : listed
        let folder = OutputFolder(source.path)
        var report = try #require(try BatchReport.read(from: folder))
        let index = try #require(report.jobs.firstIndex { $0.job.key == failing })
        report.jobs[index].files = [file]
        try folder.write(try JSONEncoder().encode(report).map { $0 }, to: OutputPath(BatchReport.fileName))
        let error = try #require(throws: InputError.self) { try ReportMerger.merge([source.path], into: target.path + "/merged") }
        #expect(error.description.contains("lists the file '\(file)', which the manifest of"))
    }
}
