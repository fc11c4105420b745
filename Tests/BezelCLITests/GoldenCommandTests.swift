@testable import BezelCLI
import Foundation
@testable import Goldens
@testable import PNG
@testable import Raster
import Testing
import TestSupport

/// `bezel render --golden` end to end, on one small template and two devices at scale 1.
///
/// One baseline run records the goldens; each test works on its own copy of that project (templates,
/// goldens, output with its manifest), so most runs skip their images as unchanged and only compare.
@Suite(.serialized) struct GoldenCommandTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let screen = "toon-contacts"
    static let keys = ["toon-contacts/iphone-se-portrait", "toon-contacts/iphone-x-portrait"]

    /// A project folder: `Templates/toon-contacts.yml`, `bezel.yml` (absolute paths), `Goldens`, `Output`.
    struct Project {
        let path: String
        var config: String { path + "/bezel.yml" }
        var goldens: String { path + "/Goldens" }
        var output: String { path + "/Output" }

        func golden(_ key: String, _ suffix: String = ".png") -> String { goldens + "/" + key + suffix }
        func out(_ key: String, _ suffix: String = ".png") -> String { output + "/" + key + suffix }

        /// Runs `bezel render --config bezel.yml` plus `extra`; returns the status and standard error.
        func render(_ extra: [String] = []) -> (status: Int32, err: String) {
            let captured = CapturedConsole()
            let status = BezelCommandLine.run(["render", "--config", config, "--jobs", "2"] + extra, console: captured.console)
            return (status, captured.standardError)
        }

        func report() throws -> [String: Any] {
            let data = try Data(contentsOf: URL(fileURLWithPath: output + "/report.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }

        /// Each job's `golden` object from report.json, by key.
        func goldenResults() throws -> [String: [String: Any]] {
            var results: [String: [String: Any]] = [:]
            for job in try report()["jobs"] as? [[String: Any]] ?? [] {
                let key = (job["job"] as? [String: Any])?["key"] as? String ?? ""
                results[key] = job["golden"] as? [String: Any]
            }
            return results
        }
    }

    static func makeProject() throws -> Project {
        let path = try ScratchFolder.make("golden-cli")
        try FileManager.default.createDirectory(atPath: path + "/Templates", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "/Templates/toon-contacts.yml", toPath: path + "/Templates/toon-contacts.yml")
        let config = """
            templates: [\(path)/Templates]
            output: \(path)/Output
            devices: iphone-se,iphone-x
            orientations: [portrait]
            formats: [png]
            scale: 1
            golden: \(path)/Goldens

            """
        try config.write(toFile: path + "/bezel.yml", atomically: true, encoding: .utf8)
        return Project(path: path)
    }

    /// The project after one recording run (outside CI, default `--record missing`), and that run's result.
    static let baseline: Result<(Project, Int32, String), any Error> = Result {
        let project = try makeProject()
        let run = project.render()
        return (project, run.status, run.err)
    }

    /// A fresh copy of the recorded baseline project, with paths rewritten to the copy.
    static func recordedProject() throws -> Project {
        let (base, _, _) = try baseline.get()
        let copy = try makeProject()
        for folder in ["Goldens", "Output"] {
            try FileManager.default.copyItem(atPath: base.path + "/" + folder, toPath: copy.path + "/" + folder)
        }
        return copy
    }

    static func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { Array($0) } }

    // MARK: -

    @Test func aFirstRunRecordsEveryGoldenAndASecondRunMatchesThem() throws {
        let (base, status, err) = try Self.baseline.get()
        #expect(status == 0, "\(err)")
        #expect(err.contains("goldens: 0 matched, 0 changed, 2 new, 0 orphaned"), "\(err)")
        for key in Self.keys {
            #expect(Self.bytes(base.golden(key)) == Self.bytes(base.out(key)), "\(key).png recorded from the output")
            #expect(Self.bytes(base.golden(key, ".layout.json")) == Self.bytes(base.out(key, ".layout.json")), "\(key).layout.json")
            // The layout golden is the `bezel layout --json` text.
            let layout = try #require(Self.bytes(base.golden(key, ".layout.json")))
            #expect(String(decoding: layout, as: UTF8.self).hasPrefix("{\n  \"screen\": \"toon-contacts\","))
        }
        let project = try Self.recordedProject()
        let again = project.render()
        #expect(again.status == 0, "\(again.err)")
        #expect(again.err.contains("0 images rendered") && again.err.contains("2 unchanged"), "\(again.err)")
        #expect(again.err.contains("goldens: 2 matched, 0 changed, 0 new, 0 orphaned"), "\(again.err)")
    }

    @Test func onCIAFreshRecordingFailsTheRun() throws {
        // CI from the environment (injected), default --record none: nothing written, exit 1.
        let project = try Self.recordedProject()
        try FileManager.default.removeItem(atPath: project.goldens)
        let captured = CapturedConsole(environment: ["CI": "true"])
        let status = BezelCommandLine.run(["render", "--config", project.config], console: captured.console)
        #expect(status == 1, "\(captured.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.golden(Self.keys[0])))
        #expect(captured.standardError.contains("2 images have no golden (CI records none"), "\(captured.standardError)")

        // --ci with an explicit --record missing writes the goldens and still fails: nobody reviewed them.
        let recorded = project.render(["--ci", "--record", "missing"])
        #expect(recorded.status == 1, "\(recorded.err)")
        for key in Self.keys { #expect(Self.bytes(project.golden(key)) == Self.bytes(project.out(key))) }
        #expect(recorded.err.contains("2 goldens written on CI"), "\(recorded.err)")

        // The same goldens, now committed: CI passes.
        #expect(project.render(["--ci"]).status == 0)
    }

    @Test func aMovedViewIsReportedInWordsAndAcceptedWithThePrintedCommand() throws {
        let project = try Self.recordedProject()
        let template = project.path + "/Templates/toon-contacts.yml"
        let text = try String(contentsOfFile: template, encoding: .utf8)
        let moved = text.replacingOccurrences(of: "top: superview, bottom", with: "top: superview + 34, bottom")
        #expect(moved != text)
        try moved.write(toFile: template, atomically: true, encoding: .utf8)

        let run = project.render()
        #expect(run.status == 1, "\(run.err)")
        #expect(run.err.contains("toon-contacts: view `list` moved 34 pt down on 2 profiles"), "\(run.err)")
        let results = try project.goldenResults()
        for key in Self.keys {
            let golden = try #require(results[key])
            #expect(golden["status"] as? String == "changed")
            #expect(golden["failsRun"] as? Bool == true)
            // Golden and diff are copied beside the output, for the review page.
            #expect(golden["goldenPath"] as? String == key + ".golden.png")
            #expect(golden["diffPath"] as? String == key + ".diff.png")
            #expect(Self.bytes(project.out(key, ".golden.png")) == Self.bytes(project.golden(key)))
            #expect(FileManager.default.fileExists(atPath: project.out(key, ".diff.png")))
            #expect((golden["differentPixels"] as? Int ?? 0) > 0)
        }

        // The review page's accept command for one profile, run as printed.
        let accept = try #require(try project.report()["acceptCommand"] as? String)
        let words = (accept + " --record changed --only " + Self.keys[0]).split(separator: " ").map(String.init)
        #expect(Array(words.prefix(2)) == ["bezel", "render"])
        let captured = CapturedConsole()
        #expect(BezelCommandLine.run(Array(words.dropFirst()), console: captured.console) == 0, "\(captured.standardError)")
        #expect(Self.bytes(project.golden(Self.keys[0])) == Self.bytes(project.out(Self.keys[0])))
        #expect(Self.bytes(project.golden(Self.keys[0], ".layout.json")) == Self.bytes(project.out(Self.keys[0], ".layout.json")))
        #expect(Self.bytes(project.golden(Self.keys[1])) != Self.bytes(project.out(Self.keys[1])), "the other profile is not accepted")

        let after = project.render()
        #expect(after.status == 1)
        #expect(after.err.contains("goldens: 1 matched, 1 changed"), "\(after.err)")
        #expect(after.err.contains("toon-contacts/iphone-x-portrait: view `list` moved 34 pt down"), "\(after.err)")
    }

    /// Flips the red of one pixel of the PNG at `path`: a change of exactly one pixel.
    static func changeOnePixel(of path: String) throws {
        var image = try PNGFile.readStraight(path)
        var pixel = image[3, 3]
        pixel.r ^= 0x80
        image[3, 3] = pixel
        try PNGFile.write(image, to: path)
    }

    @Test func skippedJobsAreStillComparedWithTheirGoldens() throws {
        let project = try Self.recordedProject()
        // Change one pixel of one golden; the outputs' inputs are unchanged, so nothing is drawn again.
        let path = project.golden(Self.keys[1])
        try Self.changeOnePixel(of: path)
        let run = project.render()
        #expect(run.status == 1, "\(run.err)")
        #expect(run.err.contains("0 images rendered") && run.err.contains("2 unchanged"), "\(run.err)")
        let results = try project.goldenResults()
        #expect(results[Self.keys[0]]?["status"] as? String == "matched")
        #expect(results[Self.keys[1]]?["status"] as? String == "changed")
        #expect(results[Self.keys[1]]?["differentPixels"] as? Int == 1)
        // Tolerance from the command line lets it pass.
        #expect(project.render(["--max-diff-pixels", "1"]).status == 0)
    }

    @Test func aGoldenOfAnotherSizeFailsWithBothSizes() throws {
        let project = try Self.recordedProject()
        let actual = try PNGFile.readStraight(project.out(Self.keys[0]))
        try PNGFile.write(try #require(StraightImage(width: 10, height: 10)), to: project.golden(Self.keys[0]))
        let run = project.render()
        #expect(run.status == 1, "\(run.err)")
        #expect(run.err.contains("sizes differ: golden 10×10, actual \(actual.width)×\(actual.height)"), "\(run.err)")
    }

    @Test func aCorruptGoldenIsBadInputNamedWithItsPath() throws {
        let project = try Self.recordedProject()
        let path = project.golden(Self.keys[0])
        var bytes = try #require(Self.bytes(path))
        let idat = Array("IDAT".utf8)
        let at = try #require((4..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == idat })
        let length = bytes[at - 4..<at].reduce(0) { $0 << 8 | Int($1) }
        bytes[at + 4 + length] ^= 0x40  // the stored CRC
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let run = project.render()
        #expect(run.status == 2, "\(run.err)")
        #expect(run.err.contains("\(path): CRC error in IDAT"), "\(run.err)")
    }

    /// Issue 18: the report records the SHA-256 of every review copy (golden copy, diff image, orphaned
    /// golden), as `sha256sum` computes it; `report merge` copies them only when the bytes match, and a
    /// copy changed after the run stops the merge.
    @Test func reviewCopiesCarryHashesThatReportMergeChecks() throws {
        let project = try Self.recordedProject()
        let path = project.golden(Self.keys[1])
        try Self.changeOnePixel(of: path)
        try FileManager.default.createDirectory(atPath: project.goldens + "/gone", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: project.golden(Self.keys[0]), toPath: project.golden("gone/iphone-x-portrait"))
        #expect(project.render().status == 1)

        func sha256sum(_ file: String) throws -> String {
            String(try Subprocess.run(["sha256sum", file]).output.prefix(64))
        }
        let golden = try #require(try project.goldenResults()[Self.keys[1]])
        let copies = [("goldenPath", "goldenSHA256"), ("diffPath", "diffSHA256")].map { (golden[$0.0] as? String, golden[$0.1] as? String) }
        #expect(copies.count == 2)
        for (copy, hash) in copies {
            let file = try #require(copy)
            #expect(hash == (try sha256sum(project.output + "/" + file)), "\(file)")
        }
        let orphan = try #require((try project.report()["orphanedGoldens"] as? [[String: Any]])?.first)
        let orphanCopy = try #require(orphan["goldenPath"] as? String)
        #expect(orphan["sha256"] as? String == (try sha256sum(project.output + "/" + orphanCopy)))

        let merged = project.path + "/Merged"
        let captured = CapturedConsole()
        #expect(BezelCommandLine.run(["report", "merge", project.output, "--out", merged], console: captured.console) == 1,
                "\(captured.standardError)")
        for file in copies.compactMap(\.0) + [orphanCopy] {
            #expect(FileManager.default.contents(atPath: merged + "/" + file) == FileManager.default.contents(atPath: project.output + "/" + file))
        }

        let diff = try #require(copies[1].0)
        try Data("not the diff this run wrote".utf8).write(to: URL(fileURLWithPath: project.output + "/" + diff))
        let tampered = CapturedConsole()
        #expect(BezelCommandLine.run(["report", "merge", project.output, "--out", project.path + "/Merged2"], console: tampered.console) == 2)
        #expect(tampered.standardError.contains("'\(project.output)/\(diff)' does not match the SHA-256 its report records"),
                "\(tampered.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.path + "/Merged2/" + diff))
    }

    @Test func orphanedGoldensAreListedInScopeAndPruned() throws {
        let project = try Self.recordedProject()
        // A deleted screen's golden, and a profile the project no longer renders.
        let orphans = ["gone/iphone-x-portrait", "toon-contacts/iphone-x-landscape-left"]
        try FileManager.default.createDirectory(atPath: project.goldens + "/gone", withIntermediateDirectories: true)
        for key in orphans { try FileManager.default.copyItem(atPath: project.golden(Self.keys[0]), toPath: project.golden(key)) }

        let listed = project.render()
        #expect(listed.status == 0, "orphans are listed, they do not fail the run: \(listed.err)")
        let reported = try project.report()["orphanedGoldens"] as? [[String: Any]] ?? []
        #expect(reported.compactMap { $0["key"] as? String } == orphans)
        for entry in reported {
            let copy = try #require(entry["goldenPath"] as? String)
            #expect(FileManager.default.fileExists(atPath: project.output + "/" + copy), "the page shows a copy inside the output folder")
        }

        // Narrowed runs judge only what they cover: one device, or one --only key, finds no orphan
        // among the other goldens of the project.
        _ = project.render(["--devices", "iphone-se"])
        #expect((try project.report()["orphanedGoldens"] as? [Any])?.count == orphans.count)
        _ = project.render(["--only", Self.keys[0]])
        let onlyReported = try project.report()["orphanedGoldens"] as? [[String: Any]] ?? []
        #expect(onlyReported.compactMap { $0["key"] as? String } == ["toon-contacts/iphone-x-landscape-left"])

        // Files Bezel never recorded as goldens (copied in by hand here) are kept, and said so (issue 18).
        let refused = project.render(["--prune"])
        #expect(refused.status == 0)
        #expect(refused.err.contains("kept 2 files that Bezel did not record as goldens"), "\(refused.err)")
        for key in orphans { #expect(FileManager.default.fileExists(atPath: project.golden(key))) }

        // Once the ledger records them (as a run that wrote them would have), they are pruned.
        let ledger = try GoldenLedger(folder: project.goldens)
        for key in orphans {
            ledger.note(key + ".png", try #require(FileManager.default.contents(atPath: project.golden(key))).map { $0 })
        }
        try ledger.save()
        let pruned = project.render(["--prune"])
        #expect(pruned.status == 0)
        #expect(pruned.err.contains("pruned 2 orphaned goldens"), "\(pruned.err)")
        for key in orphans { #expect(!FileManager.default.fileExists(atPath: project.golden(key))) }
        #expect(!FileManager.default.fileExists(atPath: project.goldens + "/gone"))
        for key in Self.keys { #expect(FileManager.default.fileExists(atPath: project.golden(key))) }
    }

    @Test func goldenFlagsWithoutAGoldensFolderAreUsageErrors() {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(
            ["render", Self.root + "/Templates/toon-contacts.yml", "--device", "iphone-se", "--record", "all", "--out", "/tmp/never-written-golden"],
            console: captured.console)
        #expect(status == 2)
        #expect(captured.standardError.contains("--record needs a goldens folder"))
        #expect(BezelCommandLine.run(["render", "--golden", "g", "--record", "chnaged"], console: captured.console) == 2)
        #expect(captured.standardError.contains("did you mean 'changed'"), "\(captured.standardError)")
    }
}
