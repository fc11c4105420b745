@testable import Batch
@testable import BezelCLI
@testable import Checks
@testable import Devices
@testable import Diagnostics
import Foundation
@testable import Project
@testable import Render
@testable import Run
@testable import Screens
import Testing
@testable import Text

@Suite(.serialized) struct RenderCommandTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-render-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func oneDeviceWritesItsImageNamedByProfile() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(
            ["render", Self.root + "/Templates/toon-contacts.yml", "--device", "iphone-8", "--orientation", "landscape-left",
             "--scale", "1", "--out", out, "--quiet"],
            console: captured.console)
        #expect(status == ExitStatus.success, "\(captured.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out + "/toon-contacts").sorted()
        #expect(files == ["iphone-8-landscape-left.layout.json", "iphone-8-landscape-left.png", "iphone-8-landscape-left.svg"])
        // Issue 12: one image is no batch: no manifest, cache or run reports, only the lock every writer takes.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [".bezel.lock", "toon-contacts"])
        let png = try Data(contentsOf: URL(fileURLWithPath: out + "/toon-contacts/iphone-8-landscape-left.png"))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// What a run draws as a stand-in is named four ways: the terminal's one summary line, report.json's
    /// `summary.notDrawnExactly`, each image's layout JSON (`notDrawnExactly`) and the review page's data. The
    /// template, written here, holds a map view and a view of the app's own class.
    @Test func placeholdersAreNamedOnTheTerminalInTheReportsAndTheLayout() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let template = out + "/stand-ins.yml"
        try """
            screen: stand-ins
            views:
              - { id: map, kind: map, width: 200, height: 100, pin: { top: safeArea + 20, leading: superview + 20 } }
              - { id: chart, kind: custom, customClass: ChartView, width: 200, height: 100, pin: { top: safeArea + 140, leading: superview + 20 } }
            """.write(toFile: template, atomically: true, encoding: .utf8)
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(
            ["render", template, "--devices", "iphone-15-pro,iphone-se", "--scale", "1", "--out", out + "/Output", "--fail-on", "never"],
            console: captured.console)
        #expect(status == ExitStatus.success, "\(captured.standardError)")
        let note = captured.standardError.split(separator: "\n").filter { $0.contains("not drawn exactly") }
        #expect(note == ["bezel: note: not drawn exactly: 1 map view (map), 1 custom view (ChartView)"], "\(captured.standardError)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/Output/report.json"))) as? [String: Any]
        let summary = try #require(report?["summary"] as? [String: Any])
        #expect((summary["notDrawnExactly"] as? [String])?.sorted() == ["stand-ins: custom view ChartView (chart)", "stand-ins: map view map (map)"])
        let layout = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: out + "/Output/stand-ins/iphone-se-portrait.layout.json"))) as? [String: Any]
        let named = try #require(layout?["notDrawnExactly"] as? [[String: String]])
        #expect(named.map { $0["id"] ?? "" }.sorted() == ["chart", "map"])
        let page = try String(contentsOfFile: out + "/Output/review-data.js", encoding: .utf8)
        #expect(page.contains("stand-ins: map view map (map)") && page.contains("stand-ins: custom view ChartView (chart)"))
    }

    /// Issue 12: one option vocabulary: render takes check's `--orientations` and `--windows` too.
    @Test func renderTakesChecksSpellingsOfTheSelection() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(
            ["render", Self.root + "/Templates/toon-contacts.yml", "--devices", "ipad-pro-11", "--orientations", "landscape-right",
             "--windows", "slide-over", "--format", "svg", "--scale", "1", "--out", out, "--quiet"],
            console: captured.console)
        #expect(status == ExitStatus.success, "\(captured.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out + "/toon-contacts").filter { $0.hasSuffix(".svg") }
        #expect(files == ["ipad-pro-11-landscape-right-slide-over.svg"])
    }

    /// Issue 12: the image draws the text the checks measured: `--pseudo-localize` and `--content-size`
    /// change the drawn text as they change the findings (the picture used to ignore both).
    @Test func theTextStressIsDrawn() throws {
        func svg(_ extra: [String]) throws -> String {
            let out = try scratch()
            defer { try? FileManager.default.removeItem(atPath: out) }
            let captured = CapturedConsole()
            let status = BezelCommandLine.run(
                ["render", Self.root + "/Templates/sticky-button.yml", "--device", "iphone-x", "--format", "svg", "--out", out,
                 "--quiet", "--fail-on", "never"] + extra, console: captured.console)
            #expect(status == ExitStatus.success, "\(captured.standardError)")
            return try String(contentsOfFile: out + "/sticky-button/iphone-x-portrait.svg", encoding: .utf8)
        }
        let plain = try svg([])
        #expect(plain.contains(">发送<") && plain.contains("font-size=\"17\" fill=\"#ffffff\">发送"))
        let pseudo = try svg(["--pseudo-localize", "accented"])
        #expect(pseudo.contains(">[发送 ]<"), "the button's title as the check measured it")
        // Without the findings overlay there are no badges, and no legend listing them.
        #expect(plain.contains(">Findings<"))
        #expect(!(try svg(["--no-overlays"])).contains(">Findings<"))
        #expect(!(try svg(["--overlays", "safe-area"])).contains(">Findings<"))
        let large = try svg(["--content-size", "AX3"])
        #expect(!large.contains("font-size=\"17\" fill=\"#ffffff\">发送"), "the title at the AX3 size")
        #expect(large.contains(">发送<"))
    }

    /// Issue 12: one cell drawn alone (`--device`: `SingleImage`) and the same cell drawn by the batch (a
    /// one-device selection, `--devices`) give the same files byte for byte; the single image prints its
    /// findings as `bezel check` prints them and exits by `--fail-on`, and writes no manifest or report.
    @Test func oneImageAloneIsTheBatchsCellByteForByte() throws {
        let alone = try scratch(), batch = try scratch()
        defer {
            try? FileManager.default.removeItem(atPath: alone)
            try? FileManager.default.removeItem(atPath: batch)
        }
        let template = Self.root + "/Templates/comments-load-more.yml"
        let single = CapturedConsole()
        let status = BezelCommandLine.run(["render", template, "--device", "iphone-x", "--scale", "1", "--out", alone], console: single.console)
        let batched = CapturedConsole()
        let batchStatus = BezelCommandLine.run(
            ["render", template, "--devices", "iphone-x", "--orientation", "portrait", "--scale", "1", "--out", batch, "--quiet"],
            console: batched.console)
        #expect(status == batchStatus && status == ExitStatus.findings, "\(single.standardError)")
        let names = ["iphone-x-portrait.png", "iphone-x-portrait.svg", "iphone-x-portrait.layout.json"]
        #expect(try FileManager.default.contentsOfDirectory(atPath: alone + "/comments-load-more").sorted() == names.sorted())
        for name in names {
            let a = try Data(contentsOf: URL(fileURLWithPath: alone + "/comments-load-more/" + name))
            let b = try Data(contentsOf: URL(fileURLWithPath: batch + "/comments-load-more/" + name))
            #expect(a == b, "\(name) differs between the single image and the batch")
        }
        #expect(!FileManager.default.fileExists(atPath: alone + "/manifest.json"))
        #expect(!FileManager.default.fileExists(atPath: alone + "/report.json"))
        #expect(FileManager.default.fileExists(atPath: batch + "/manifest.json"))
        // Its findings as `bezel check` prints them for that one profile, in the same words.
        let check = CapturedConsole()
        #expect(BezelCommandLine.run(["check", template, "--devices", "iphone-x", "--orientations", "portrait"], console: check.console)
            == ExitStatus.findings)
        #expect(!check.standardOutput.isEmpty && single.standardOutput == check.standardOutput)
        // The badges drawn are the findings report.json numbers: the batch's report lists the same ones.
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: batch + "/report.json"))) as? [String: Any]
        let job = try #require((report?["jobs"] as? [[String: Any]])?.first)
        let badges = (job["findings"] as? [[String: Any]] ?? []).compactMap { $0["badge"] as? Int }
        #expect(!badges.isEmpty && badges == Array(1...badges.count))
    }

    /// A file of a batch's cell written after the batch's manifest (a single image drawn with other inputs
    /// into the same folder keeps no manifest) is drawn again by the next batch, even at the recorded size.
    @Test func aFileNewerThanTheManifestIsDrawnAgain() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = ["render", Self.root + "/Templates/green-view-margins.yml", "--devices", "iphone-x", "--orientation", "portrait",
                   "--scale", "1", "--out", out, "--quiet", "--fail-on", "never"]
        func statuses() throws -> [String] {
            let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json"))) as? [String: Any]
            return (report?["jobs"] as? [[String: Any]] ?? []).compactMap { $0["status"] as? String }
        }
        #expect(BezelCommandLine.run(run, console: CapturedConsole().console) == 0)
        #expect(BezelCommandLine.run(run, console: CapturedConsole().console) == 0)
        #expect(try statuses() == ["unchanged"])
        // Same bytes and size, written later than the manifest: the batch cannot know what is in it.
        let png = out + "/green-view-margins/iphone-x-portrait.png"
        let manifestWritten = try FileManager.default.attributesOfItem(atPath: out + "/manifest.json")[.modificationDate] as? Date
        try FileManager.default.setAttributes([.modificationDate: (manifestWritten ?? Date()).addingTimeInterval(5)], ofItemAtPath: png)
        #expect(BezelCommandLine.run(run, console: CapturedConsole().console) == 0)
        #expect(try statuses() == ["rendered"])
        #expect(BezelCommandLine.run(run, console: CapturedConsole().console) == 0)
        #expect(try statuses() == ["unchanged"])
    }

    @Test func renderingTwiceGivesTheSameBytesAtAnyJobCount() throws {
        let first = try scratch(), second = try scratch()
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        let common = ["render", Self.root + "/Templates/green-view-margins.yml", "--devices", "iphone-se,iphone-x", "--scale", "1", "--quiet"]
        #expect(BezelCommandLine.run(common + ["--out", first, "--jobs", "1"], console: CapturedConsole().console) == 0)
        #expect(BezelCommandLine.run(common + ["--out", second, "--jobs", "2"], console: CapturedConsole().console) == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: first + "/green-view-margins").sorted()
        #expect(names.count == 24)  // 2 devices × 3 orientations × png, svg, layout.json and the review page's thumbnail
        #expect(names.filter { $0.hasSuffix(".thumb.png") }.count == 6)
        for name in names {
            let a = try Data(contentsOf: URL(fileURLWithPath: first + "/green-view-margins/" + name))
            let b = try Data(contentsOf: URL(fileURLWithPath: second + "/green-view-margins/" + name))
            #expect(a == b, "\(name) differs between --jobs 1 and --jobs 2")
        }
        // The run's own files too: no wall time, no job-count trace (both scratch folders sit at the same
        // depth, so the review page's relative links to the templates are the same).
        for name in ["manifest.json", "report.json", "junit.xml", "review-data.js", "index.html"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: first + "/" + name))
            let b = try Data(contentsOf: URL(fileURLWithPath: second + "/" + name))
            #expect(a == b, "\(name) differs between --jobs 1 and --jobs 2")
        }
    }

    /// As `bezel check`: a profile whose safe area no source gives is drawn but not judged, and one note per
    /// run says so. No catalogue device lacks its insets any more (the 17e's are APP17E's), so the test
    /// makes one up: the iPhone 16e's profile with its insets removed, beside the real 16e.
    @Test func profilesWithUnknownSafeAreaAreDrawnButNotChecked() throws {
        let screen = try ScreenLoader.load(path: Self.root + "/Templates/comments-load-more.yml")
        let known = try Catalogue.device(named: "iphone-16e").profile(orientation: .portrait)
        var unknown = known
        unknown.deviceID = "made-up-phone"
        unknown.deviceName = "Made-up phone"
        unknown.safeAreaInsets = nil
        #expect(ProfilePlan.hasKnownHardware(known) && !ProfilePlan.hasKnownHardware(unknown))

        let matrixScreen = MatrixScreen(name: screen.name, path: "comments-load-more.yml", templateHash: "0")
        let imageJob = ImageJob(pipeline: ImagePipeline(typesetter: try Typesetter.standard(), options: RenderOptions(scale: 1)),
                                checkOptions: CheckOptions())
        let drawn = try imageJob.render(job: RenderJob(screen: matrixScreen, profile: unknown), screen: screen)
        let judged = try imageJob.render(job: RenderJob(screen: matrixScreen, profile: known), screen: screen)
        #expect(drawn.findings.isEmpty)
        #expect(!judged.findings.isEmpty)
        #expect(drawn.files.contains { $0.path == "comments-load-more/made-up-phone-portrait.png" && !$0.bytes.isEmpty })

        // One note for the run, however many of its images are unjudged.
        var landscape = unknown
        landscape.orientation = .landscapeLeft
        let jobs = [unknown, known, landscape].map { RenderJob(screen: matrixScreen, profile: $0) }
        let notes = RenderCommand.uncheckedNotes(BatchRequest(config: ProjectConfig(), rendererVersion: "test"), planned: jobs)
        #expect(notes.map(\.description) == ["note: not checked on made-up-phone: its safe-area insets are unknown (no source gives them)"])

        // The real catalogue: the 17e is checked now, with no note.
        let out = try scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(
            ["render", Self.root + "/Templates/comments-load-more.yml", "--devices", "iphone-16e,iphone-17e", "--orientation", "portrait",
             "--scale", "1", "--out", out],
            console: captured.console)
        #expect(status == ExitStatus.findings)
        #expect(!captured.standardError.contains("not checked"), "\(captured.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json"))) as? [String: Any])
        let reportJobs = try #require(report["jobs"] as? [[String: Any]])
        let findings = Dictionary(uniqueKeysWithValues: reportJobs.compactMap { job -> (String, Int)? in
            guard let key = (job["job"] as? [String: Any])?["key"] as? String else { return nil }
            return (key, (job["findings"] as? [Any])?.count ?? -1)
        })
        #expect((findings["comments-load-more/iphone-17e-portrait"] ?? 0) > 0)
        #expect((findings["comments-load-more/iphone-16e-portrait"] ?? 0) > 0)
    }

    /// A screen whose pins break a rule fails on every profile with the same message: it is printed once
    /// (it was printed for each of the batch's images, hundreds of times for the whole matrix), and the
    /// summary counts the images that failed.
    @Test func aScreensErrorIsPrintedOnceForAllItsProfiles() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let template = folder + "/broken.yml"
        try """
            screen: broken
            views:
              - id: box
                kind: view
                pin: { top: safeArea, leading: margins, trailing: margins }
                width: 100
                height: 40
            """.write(toFile: template, atomically: true, encoding: .utf8)
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(
            ["render", template, "--devices", "iphone-se,iphone-x", "--scale", "1", "--out", folder + "/out", "--format", "svg"],
            console: captured.console)
        #expect(status == ExitStatus.badInput)
        let errors = captured.standardError.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors.count == 1, "\(captured.standardError)")
        #expect(errors.first?.hasSuffix("error: view 'box' is over-constrained horizontally: leading, trailing, width are all set; keep two") == true)
        #expect(captured.standardError.contains("6 failed"), "\(captured.standardError)")
    }

    @Test func unknownDeviceIsBadInputWithSuggestions() {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(
            ["render", Self.root + "/Templates/toon-contacts.yml", "--device", "iphone-15-pr", "--out", "/tmp/never-written"],
            console: captured.console)
        #expect(status == ExitStatus.badInput)
        #expect(captured.standardError.contains("iphone-15-pro"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written"))
    }

    @Test func scaleOutsideOneToFourIsRefusedBeforeDrawing() {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(
            ["render", Self.root + "/Templates/toon-contacts.yml", "--device", "iphone-x", "--scale", "100", "--out", "/tmp/never-written-2"],
            console: captured.console)
        #expect(status == ExitStatus.badInput)
        #expect(captured.standardError.contains("--scale must be a number from 1 to 4"))
    }
}
