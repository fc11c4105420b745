@testable import Batch
@testable import Checks
@testable import Diagnostics
import Foundation
@testable import Hashing
@testable import Output
@testable import Project
@testable import Reports
@testable import Run
import Testing
import TestSupport

/// The batch's four closing files are written a piece at a time, the manifest and the report a job at a time
/// (issue 16: encoding the whole matrix's at once took its run from 155 MB to 338 MB). Their bytes must be
/// those of Foundation's encoder given each document whole, the reference here: for no job, one, and several
/// with findings whose text the encoders must escape, a failed job and an empty array in every element.
@Suite struct ReportFilesTests {
    /// A batch of `count` fake jobs: every third with findings full of characters JSON and HTML escape, every
    /// fifth failed (no files, no manifest entry).
    static func batch(jobs count: Int, in scratch: ScratchFolder) throws -> BatchOutcome {
        let jobs = jobs(count)
        return try BatchRunner.run(
            jobs, options: BatchOptions(output: OutputFolder(scratch.path), rendererVersion: "t"), shouldStop: { false }
        ) { job in
            let index = jobs.firstIndex(of: job) ?? 0
            if index % 5 == 4 { throw InputError("bad input in \(job.key): \(odd)") }
            return RenderResult(files: [OutputFile(path: job.key + ".png", bytes: tinyPNG)], findings: findings(index, job))
        }
    }

    /// The batch's jobs: half of each screen, so that a batch of two or more has two suites in its JUnit file.
    static func jobs(_ count: Int) -> [RenderJob] {
        let screens = [FakeCatalogue.screen("alpha"), FakeCatalogue.screen("beta")]
        let all = RenderMatrix.jobs(screens: screens, profiles: FakeCatalogue.profiles)
        return Array(all.filter { $0.screen.name == "alpha" }.prefix((count + 1) / 2) + all.filter { $0.screen.name == "beta" }.prefix(count / 2))
    }

    static let odd = "line\nbreak, tab\t, quote \" back\\slash </script><!-- & é 漢字 \u{2028} 🙂 /slash"

    /// What the `index`th job of `batch` finds.
    static func findings(_ index: Int, _ job: RenderJob) -> [Finding] {
        index % 3 == 0
            ? [fakeFinding("clipped", .error, odd, view: "view-\(index)", on: job), fakeFinding("r", .info, "plain", on: job, allowedReason: odd)]
            : []
    }

    /// The run keeps its jobs' records on disk until its files are written (issue 16): what it reads back is what
    /// the jobs reported, and the spool leaves nothing in the folder.
    @Test func theRecordsReadBackAreWhatTheJobsReported() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let outcome = try Self.batch(jobs: 12, in: scratch)
        let given = Self.jobs(12)
        let jobs = try outcome.report().jobs
        #expect(Set(jobs.map(\.job.key)) == Set(given.map(\.key)))
        for job in jobs {
            let key = job.job.key
            guard let index = given.firstIndex(where: { $0.key == key }) else { continue }
            #expect(job.status == (index % 5 == 4 ? .failed : .rendered), "\(key)")
            if job.status == .failed {
                #expect(job.errors?.count == 1)
                // As the terminal shows the diagnostic: on one line (`Diagnostic.description`).
                #expect(job.errors?.first?.hasSuffix("bad input in \(key): \(TerminalText.oneLine(Self.odd))") == true)
            } else {
                #expect(job.findings == Self.findings(index, given[index]).sorted(by: Finding.precedes))
                #expect(job.files == [key + ".png"])
            }
        }
        let entries = try outcome.manifest().entries
        #expect(entries.map(\.key) == jobs.filter { $0.status != .failed }.map(\.job.key).sorted())
        #expect(entries.allSatisfy { $0.files.map(\.sha256) == [SHA256.hash(tinyPNG).hex] })
        #expect(outcome.errors == jobs.filter { $0.status == .failed }.flatMap { $0.errors ?? [] })
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        #expect(!names.contains { $0.hasPrefix(".") && $0 != ".bezel.lock" }, "\(names)")
    }

    @Test(arguments: [0, 1, 2, 12])
    func filesAreTheWholeDocumentsEncodedAtOnce(jobs count: Int) throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let outcome = try Self.batch(jobs: count, in: scratch)
        #expect(try outcome.report().jobs.count == count)
        let folder = OutputFolder(scratch.path)
        #expect(readAll(scratch.path + "/" + Manifest.fileName) == (try outcome.manifest().encoded()))
        #expect(readAll(scratch.path + "/" + BatchReport.fileName) == (try outcome.report().encoded()))
        // JUnit: the cases made and written one at a time, against the document built whole.
        #expect(readAll(scratch.path + "/" + JUnitReport.fileName) == Array(JUnitReport.document(for: try outcome.report()).xml.utf8))
        #expect(JUnitReport.document(for: try outcome.report()).suites.count == min(count, 2))
        // The page's data, written a job at a time: read back, every job's key, status and findings (message and
        // fix through the string table) are the report's, in its order.
        let report = try outcome.report()
        let script = String(decoding: readAll(scratch.path + "/" + ReviewPageData.fileName) ?? [], as: UTF8.self)
        let prefix = "window.BEZEL_REVIEW = "
        #expect(script.hasPrefix(prefix) && script.hasSuffix(";\n"))
        let decoded = try JSONSerialization.jsonObject(with: Data(script.dropFirst(prefix.count).dropLast(2).utf8)) as? [String: Any]
        let strings = decoded?["strings"] as? [String] ?? []
        let jobs = decoded?["jobs"] as? [[Any]] ?? []
        #expect(jobs.count == report.jobs.count)
        for (row, job) in zip(jobs, report.jobs) {
            #expect((row[0] as? Int).map { strings[$0] } == job.job.key)
            #expect((row[9] as? Int).map { strings[$0] } == job.status.rawValue)
            let findings = row[14] as? [[Int]] ?? []
            #expect(findings.map { strings[$0[2]] } == job.findings.map(\.message))
            #expect(findings.map { strings[$0[3]] } == job.findings.map(\.fix))
        }
        #expect(readAll(scratch.path + "/" + ReviewPage.fileName) == Array(ReviewPage.html(for: report).utf8))
        // A merge writes the same five files from the same documents.
        let merged = try ReportFiles.bytes(manifest: try outcome.manifest(), report: try outcome.report(), for: folder)
        for (path, bytes) in merged {
            #expect(readAll(folder.fileSystemPath(path)) == bytes, "\(path)")
        }
    }

    /// A document without the array where it should be is an error, not a file missing its jobs.
    @Test func aMissingArrayIsAnError() {
        struct Top: Encodable { var other: [Int] = [] }
        #expect(throws: InputError.self) { try BatchJSON.encode(Top(), key: "entries", elements: RecordStream([1, 2])) { _ in } }
        #expect(throws: InputError.self) { try BatchJSON.encodeCompact(Top(), key: "entries", elements: RecordStream([1, 2])) { _ in } }
    }

    /// An atomic file given up before it is committed leaves nothing behind, not even its temporary file.
    @Test func aFileThatFailsHalfWayLeavesNothing() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let folder = OutputFolder(scratch.path)
        #expect(throws: InputError.self) {
            try folder.write(to: OutputPath("half.json")) { (file) throws(InputError) in
                try file.write(Array(repeating: 0x20, count: 3 << 20))
                throw InputError("the encoder failed")
            }
        }
        #expect(shell("ls -A '\(scratch.path)'").output.isEmpty)
    }
}
