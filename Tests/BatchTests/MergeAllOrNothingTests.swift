@testable import Batch
@testable import Output
@testable import Project
@testable import Reports
@testable import Diagnostics
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `bezel report merge` writes all or nothing: a failure in any folder, or in any write, leaves the
/// target folder as it was (issue 9: no images without the manifest that lists them).
@Suite struct MergeAllOrNothingTests {
    let jobs = RenderMatrix.jobs(screens: ["alpha", "beta"].map { FakeCatalogue.screen($0) }, profiles: FakeCatalogue.profiles)

    /// The bad-input corpus's merge folders, each with a defect the merge must refuse.
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus/merge").path

    /// A good shard rendered by renderer `v`, the corpus folders' renderer, so the defect is what fails.
    func goodShard() throws -> ScratchFolder {
        let folder = ScratchFolder()
        _ = try BatchRunner.run(jobs, options: BatchOptions(output: OutputFolder(folder.path), rendererVersion: "v"),
                                shouldStop: { false }, render: FakeRenderer().render)
        return folder
    }

    /// A good folder followed by a damaged one: the merge fails and creates no target folder at all, and
    /// an existing target folder keeps exactly its files.
    @Test(arguments: ["hash", "missing-file", "link", "escape", "escape-hidden", "no-report", "not-json", "empty"])
    func aBadFolderAfterAGoodOneLeavesTheTargetUntouched(bad: String) throws {
        let good = try goodShard(), scratch = ScratchFolder()
        defer { good.remove(); scratch.remove() }
        let fresh = scratch.path + "/merged/out"
        #expect(throws: InputError.self) { try ReportMerger.merge([good.path, Self.corpus + "/" + bad], into: fresh) }
        #expect(!OutputFolder.exists(scratch.path + "/merged"))

        let existing = scratch.path + "/existing"
        try OutputFolder(existing).write("kept\n", to: OutputPath("notes.txt"))
        #expect(throws: InputError.self) { try ReportMerger.merge([good.path, Self.corpus + "/" + bad], into: existing) }
        let kept = scratch.files(under: "existing")
        #expect(kept.keys.sorted() == ["existing/notes.txt"])
        #expect(kept["existing/notes.txt"] == Array("kept\n".utf8))
    }

    /// A write that fails after others (here `index.html` is a folder, the last of the report files)
    /// takes every earlier write back: copied images and new folders go, the replaced manifest returns,
    /// and no kept old content (a temporary link) is left.
    @Test func aFailedWriteTakesTheEarlierWritesBack() throws {
        let good = try goodShard(), target = ScratchFolder()
        defer { good.remove(); target.remove() }
        let old = Array("{\"old\": true}\n".utf8)
        try OutputFolder(target.path).write(old, to: OutputPath("manifest.json"))
        mkdir(target.path + "/index.html", 0o755)
        #expect(target.files().keys.sorted() == ["manifest.json"])

        // Its manifest is not Bezel's: the merge writes there only when told to (`OutputOwnership`).
        #expect(throws: InputError.self) { try ReportMerger.merge([good.path], into: target.path, forceOutput: true) }
        #expect(target.files().keys.sorted() == ["manifest.json"])
        #expect(target.files()["manifest.json"] == old)
        #expect(!OutputFolder.exists(target.path + "/alpha"))
        #expect(OutputFolder.fileKind(target.path + "/index.html") == S_IFDIR)

        // Without the obstacle the same merge succeeds and leaves no temporary behind.
        rmdir(target.path + "/index.html")
        let outcome = try ReportMerger.merge([good.path], into: target.path, forceOutput: true)
        #expect(outcome.filesCopied == jobs.count * 2)
        #expect(target.files()["manifest.json"] == good.files()["manifest.json"])
        #expect(!target.files().keys.contains { $0.hasSuffix(".tmp") })
    }
}
