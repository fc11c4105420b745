@testable import Batch
import Diagnostics
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
        let screens = [FakeCatalogue.screen("alpha"), FakeCatalogue.screen("beta")]
        let all = RenderMatrix.jobs(screens: screens, profiles: FakeCatalogue.profiles)
        // Half of each screen, so that a batch of two or more has two suites in its JUnit file.
        let jobs = Array(all.filter { $0.screen.name == "alpha" }.prefix((count + 1) / 2) + all.filter { $0.screen.name == "beta" }.prefix(count / 2))
        let odd = "line\nbreak, tab\t, quote \" back\\slash </script><!-- & é 漢字 \u{2028} 🙂 /slash"
        return try BatchRunner.run(
            jobs, options: BatchOptions(output: OutputFolder(scratch.path), rendererVersion: "t"), shouldStop: { false }
        ) { job in
            let index = jobs.firstIndex(of: job) ?? 0
            if index % 5 == 4 { throw InputError("bad input in \(job.key): \(odd)") }
            let findings = index % 3 == 0
                ? [fakeFinding("clipped", .error, odd, view: "view-\(index)", on: job), fakeFinding("r", .info, "plain", on: job, allowedReason: odd)]
                : []
            return RenderResult(files: [OutputFile(path: job.key + ".png", bytes: tinyPNG)], findings: findings)
        }
    }

    @Test(arguments: [0, 1, 2, 12])
    func filesAreTheWholeDocumentsEncodedAtOnce(jobs count: Int) throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let outcome = try Self.batch(jobs: count, in: scratch)
        #expect(outcome.report.jobs.count == count)
        let folder = OutputFolder(scratch.path)
        #expect(readAll(scratch.path + "/" + Manifest.fileName) == (try outcome.manifest.encoded()))
        #expect(readAll(scratch.path + "/" + BatchReport.fileName) == (try outcome.report.encoded()))
        // JUnit: the cases made and written one at a time, against the document built whole.
        #expect(readAll(scratch.path + "/" + JUnitReport.fileName) == Array(JUnitReport.document(for: outcome.report).xml.utf8))
        #expect(JUnitReport.document(for: outcome.report).suites.count == min(count, 2))
        // The page embeds the report with each template's link, encoded whole by Foundation and escaped whole.
        var links: [String: String] = [:]
        for template in Set(outcome.report.jobs.map(\.job.template)) {
            let link = ReviewPage.relativeLink(fromFolder: folder.root, to: template)
            if link != "..", !link.hasPrefix("../") { links[template] = link }
        }
        let data = try BatchJSON.encodeCompact(ReviewPage.PageData(report: outcome.report, templateLinks: links))
        let title = "Bezel review — \(count) image\(count == 1 ? "" : "s")"
        let page = ReviewPage.head(title: title) + JSONString.embeddableInScript(data) + ReviewPage.tail
        #expect(readAll(scratch.path + "/" + ReviewPage.fileName) == Array(page.utf8))
        // A merge writes the same four files from the same documents.
        let merged = try ReportFiles.bytes(manifest: outcome.manifest, report: outcome.report, for: folder)
        for (path, bytes) in merged {
            #expect(readAll(folder.fileSystemPath(path)) == bytes, "\(path)")
        }
    }

    /// A document without the array where it should be is an error, not a file missing its jobs.
    @Test func aMissingArrayIsAnError() {
        struct Top: Encodable { var other: [Int] = [] }
        #expect(throws: InputError.self) { try BatchJSON.encode(Top(), key: "entries", elements: [1, 2]) { _ in } }
        #expect(throws: InputError.self) { try BatchJSON.encodeCompact(Top(), key: "entries", elements: [1, 2]) { _ in } }
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
