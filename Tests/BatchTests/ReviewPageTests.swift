@testable import Batch
@testable import Goldens
@testable import Output
@testable import Project
@testable import Reports
@testable import Run
import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The review page opened in headless Chromium (Debian's `chromium`, installed by `.ci/setup --test`).
/// The page's `#selftest` mode clicks through it and writes what it saw into `<pre id="selftest">`;
/// `--dump-dom` prints the DOM after the scripts ran, and Chromium's log shows console errors.
@Suite(.serialized) struct ReviewPageTests {
    typealias SelfTest = ReviewPageSelfTest

    /// Opens `index.html#selftest` in `folder` at `windowSize` and decodes what the page saw.
    static func selfTest(_ folder: String, profile: String, windowSize: String) throws -> (SelfTest, [Substring]) {
        let (json, log) = try HeadlessChromium.selfTest("file://\(folder)/index.html#selftest", profile: profile, windowSize: windowSize)
        let consoleLines = log.split(separator: "\n").filter { $0.contains("CONSOLE") }
        return (try JSONDecoder().decode(SelfTest.self, from: json), consoleLines)
    }

    let screens = ["alpha", "beta"].map { FakeCatalogue.screen($0) }

    /// Renders the fake batch with golden results: Slide Over images "changed" (with a diff image),
    /// split-1/3 ones "new", the rest "matched", plus one orphaned golden.
    func makeBatch(in folder: String) throws -> [RenderJob] {
        let jobs = RenderMatrix.jobs(screens: screens, profiles: FakeCatalogue.profiles)
        let renderer = FakeRenderer()
        let base = renderer.render
        _ = try BatchRunner.run(
            jobs,
            options: BatchOptions(output: OutputFolder(folder), workers: 2, rendererVersion: "test-1", acceptCommand: "bezel render Templates"),
            orphanedGoldens: [OrphanedGolden(key: "removed/iphone-a-portrait", goldenPath: "alpha/iphone-a-portrait.png")],
            shouldStop: { false }
        ) { job in
            var result = try base(job)
            switch job.profile.window {
            case .slideOver:
                result.files.append(OutputFile(path: job.key + ".diff.png", bytes: tinyPNG))
                result.golden = GoldenResult(status: .changed, goldenPath: job.key + ".png", diffPath: job.key + ".diff.png",
                                             differentPixels: 42, message: "view body moved 4 pt", failsRun: true)
            case .splitOneThird:
                result.golden = GoldenResult(status: .new, goldenPath: nil)
            default:
                result.golden = GoldenResult(status: .matched, goldenPath: job.key + ".png", differentPixels: 0)
            }
            return result
        }
        return jobs
    }

    @Test func pageWorksInHeadlessChromium() throws {
        try #require(HeadlessChromium.path != nil, "\(HeadlessChromium.missing)")
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let jobs = try makeBatch(in: scratch.path + "/Output")
        let (selfTest, consoleLines) = try Self.selfTest(scratch.path + "/Output", profile: scratch.path + "/chromium-profile", windowSize: "1280,900")

        #expect(selfTest.errors.isEmpty)
        #expect(consoleLines.isEmpty, "console messages: \(consoleLines)")

        // One card per job plus the orphaned golden; scrolling the gallery shows each once, and only the
        // cards near the window are in the DOM.
        #expect(selfTest.cards == jobs.count + 1)
        #expect(selfTest.scroll?.seen == jobs.count + 1)
        #expect(selfTest.thumbnails == selfTest.cardsInDOM && (selfTest.cardsInDOM ?? 0) > 0)
        // Captions tell the appearance (and the window when it is not full).
        #expect(selfTest.items.first?.caption == "IPHONE-A · portrait · light · iOS 18", "\(selfTest.items.first?.caption ?? "")")
        let slideOver = jobs.filter { $0.profile.window == .slideOver }
        #expect(selfTest.portrait == jobs.filter { $0.profile.orientation == .portrait }.count)
        #expect(selfTest.withErrors == slideOver.count)
        #expect(selfTest.goldenChanged == slideOver.count)
        // The changed images shown are some of each screen's waiting ones (the new ones are not shown): one
        // `--only` each. All of them waiting: the run's selection.
        #expect(selfTest.acceptShown == "bezel render Templates " + slideOver.map { "--only " + $0.key }.joined(separator: " ") + " --record changed")
        #expect(selfTest.acceptAll == "bezel render Templates --record changed")
        // Golden changes grouped: per screen, the changed ones (one message) and the new ones.
        let splitOneThird = jobs.filter { $0.profile.window == .splitOneThird }
        // Changes before new goldens, each screen's in matrix order.
        var expectedGroups: [String] = []
        for name in ["alpha", "beta"] { expectedGroups.append("\(name) \(slideOver.filter { $0.screen.name == name }.count)") }
        for name in ["alpha", "beta"] { expectedGroups.append("\(name) \(splitOneThird.filter { $0.screen.name == name }.count)") }
        let groups = selfTest.goldenGroups?.map { "\($0.screen) \($0.count)" }
        #expect(groups == expectedGroups, "\(String(describing: selfTest.goldenGroups))")
        #expect(selfTest.goldenGroups?.first?.text == "view body moved 4 pt")
        // Filters by rule and device, from the data: FakeRenderer's two rules, the four fake devices.
        #expect(selfTest.rules == ["clipped-by-sensor-housing", "text-truncated"])
        #expect(selfTest.byRule == jobs.filter { $0.profile.orientation.isLandscape }.count)
        #expect(selfTest.devices == Set(jobs.map(\.profile.deviceName)).sorted())
        #expect(selfTest.byDevice == jobs.filter { $0.profile.deviceID == "ipad-a" }.count)
        #expect(selfTest.byStatusEarlier == 0)
        #expect(selfTest.assembled == nil)
        // Badges count in words: "1 error", "1 warning", never "1 errors"; the counts are the findings'.
        for item in selfTest.items where item.key != "removed/iphone-a-portrait" {
            let job = try #require(jobs.first { $0.key == item.key })
            var expected: [String] = []
            if job.profile.window == .slideOver { expected.append("1 error") }
            if job.profile.orientation.isLandscape { expected.append("1 warning") }
            #expect(Array(item.badges.prefix(expected.count)) == expected, "\(item.key)")
        }
        #expect(selfTest.summary.contains("Findings: \(slideOver.count) errors"), "\(selfTest.summary)")
        // The templates (Templates/*.yml from the working directory) are outside the output folder:
        // named, not linked, so nothing breaks once the folder is uploaded.
        #expect(selfTest.links.isEmpty, "\(selfTest.links)")

        // Keyboard: j in the grid, → and k in the viewer, Escape closes.
        #expect(selfTest.focusAfterJ == jobs[1].key)
        #expect(selfTest.viewerOpen == true)
        #expect(selfTest.viewerKey == jobs[0].key)
        #expect(selfTest.viewerFindings == 1)  // "No findings." for a portrait iPhone
        #expect(selfTest.afterArrow == jobs[1].key)
        #expect(selfTest.afterK == jobs[0].key)
        #expect(selfTest.viewerClosed == true)
        let changed = try #require(slideOver.first)
        #expect(selfTest.acceptCommand == "bezel render Templates --record changed --only \(changed.key)")
        // Modes: side by side shows golden, actual and diff; 2 slider, 3 blend, 4 toggle; t flips.
        #expect(selfTest.sidePanes == 3)
        #expect(selfTest.slider == true)
        #expect(selfTest.sliderClip == "inset(0px 80% 0px 0px)")
        #expect(selfTest.blendOpacity == "0.2")
        #expect(selfTest.toggle == ["golden", "actual"])
        #expect(selfTest.modeAfterClick == "side")
        // Zoom (+ key, then the button) and a drag move all three images alike; the wheel zooms out.
        #expect(selfTest.zoomLevel == "156%")
        let transforms = try #require(selfTest.transforms)
        #expect(transforms.count == 3 && Set(transforms).count == 1, "\(transforms)")
        #expect(transforms.first == "translate(30px, 20px) scale(1.5625)")
        #expect(selfTest.zoomAfterWheel == "125%")
        #expect(selfTest.zoomAfterReset == "100%")
        // Wide: the details panel is open beside the image, and folds with its button.
        #expect(selfTest.width == 1280)
        #expect(selfTest.sideOpen == true)
        #expect(selfTest.sideWidth == 380)
        #expect((selfTest.imageWidth ?? 0) + 380 >= 1280 - 20)  // less the page's scroll bar
        #expect(selfTest.sideOpenAfterToggle == false)
        #expect(selfTest.focusOutline == "3px solid var(--focus)")
        #expect(selfTest.overflowX == false)
        #expect(selfTest.unlabelled == 0)

        // 375 px wide (an iPhone): the details start folded and the image takes the whole width.
        // Headless Chromium lays out no window under 500 px, so the page is framed at 375 px.
        try HeadlessChromium.writeFrame("Output/index.html#selftest", width: 375, height: 800, to: scratch.path + "/frame.html")
        let (framed, framedLog) = try HeadlessChromium.selfTest("file://\(scratch.path)/frame.html", profile: scratch.path + "/chromium-profile", windowSize: "600,800")
        let narrow = try JSONDecoder().decode(SelfTest.self, from: framed)
        let narrowConsole = framedLog.split(separator: "\n").filter { $0.contains("CONSOLE") }
        #expect(narrow.errors.isEmpty && narrowConsole.isEmpty, "\(narrow.errors) \(narrowConsole)")
        #expect(narrow.width == 375)
        #expect(narrow.sideOpen == false)
        #expect((narrow.imageWidth ?? 0) >= 375 - 15, "\(narrow.imageWidth ?? 0)")  // less a scroll bar at most
        #expect(narrow.sideOpenAfterToggle == true)
        #expect(narrow.overflowX == false)
        // For looking at the page by hand: BEZEL_KEEP_REVIEW=/some/folder keeps a copy of the output.
        if let keep = getenv("BEZEL_KEEP_REVIEW").map({ String(cString: $0) }), !keep.isEmpty {
            _ = shell("rm -rf '\(keep)' && cp -r '\(scratch.path)/Output' '\(keep)'")
        }
    }

    /// A report merged from shards, or kept from earlier runs, says on the page that it was assembled.
    @Test func pageSaysWhenItWasAssembledFromSeveralRuns() throws {
        try #require(HeadlessChromium.path != nil, "\(HeadlessChromium.missing)")
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let jobs = RenderMatrix.jobs(screens: screens, profiles: FakeCatalogue.profiles).prefix(3)
        var summary = BatchSummary()
        summary.jobs = 3
        summary.shards = ["1/3", "2/3"]
        summary.keptFromEarlierRuns = 1
        var reports = jobs.enumerated().map { JobReport(job: JobInfo($1), order: $0, status: .unchanged, files: [], findings: []) }
        reports[2].fromEarlierRun = true
        let report = BatchReport(summary: summary, jobs: reports, failOn: .error, acceptCommand: "bezel render")
        let folder = OutputFolder(scratch.path + "/Output")
        try folder.create()
        try folder.write(Array(ReviewPage.html(for: report).utf8), to: OutputPath(ReviewPage.fileName))
        try folder.write(Array(ReviewPage.dataScript(for: report, outputFolder: folder).utf8), to: OutputPath(ReviewPageData.fileName))
        let (selfTest, _) = try Self.selfTest(scratch.path + "/Output", profile: scratch.path + "/chromium-profile", windowSize: "1280,900")
        #expect(selfTest.assembled == "Assembled from several runs: merged from 2 shards; 1 image kept from earlier runs (not in the last run's selection).")
        #expect(selfTest.byStatusEarlier == 1)
        #expect(selfTest.items.map(\.earlier) == [false, false, true])
        #expect(selfTest.items[2].badges.contains("earlier run"))
    }

    /// What the run drew as stand-ins (`BatchSummary.notDrawnExactly`, as report.json lists them) is named on the page
    /// under the summary, one line each; a run with none shows nothing there.
    @Test func pageNamesWhatIsNotDrawnExactly() throws {
        try #require(HeadlessChromium.path != nil, "\(HeadlessChromium.missing)")
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let jobs = RenderMatrix.jobs(screens: screens, profiles: FakeCatalogue.profiles).prefix(2)
        let reports = jobs.enumerated().map { JobReport(job: JobInfo($1), order: $0, status: .unchanged, files: [], findings: []) }
        let lines = ["alpha: map view map (map)", "beta: custom view ChartView (chart)"]
        for named in [true, false] {
            var summary = BatchSummary()
            summary.jobs = 2
            summary.notDrawnExactly = named ? lines : nil
            let report = BatchReport(summary: summary, jobs: reports, failOn: .error, acceptCommand: "bezel render")
            let folder = OutputFolder(scratch.path + "/Output-\(named)")
            try folder.create()
            try folder.write(Array(ReviewPage.html(for: report).utf8), to: OutputPath(ReviewPage.fileName))
            try folder.write(Array(ReviewPage.dataScript(for: report, outputFolder: folder).utf8), to: OutputPath(ReviewPageData.fileName))
            let (selfTest, console) = try Self.selfTest(folder.root, profile: scratch.path + "/chromium-profile", windowSize: "1280,900")
            #expect(console.isEmpty, "\(console)")
            #expect(selfTest.notDrawnExactly == (named ? "Not drawn exactly: 2 stand-ins" : nil))
            #expect(selfTest.notDrawnExactlyLines == (named ? lines : []))
        }
    }

    @Test func pageIsSelfContainedAndEscapesItsData() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let job = RenderMatrix.jobs(screens: [FakeCatalogue.screen("alpha")], profiles: FakeCatalogue.profiles)[0]
        let outcome = try BatchRunner.run(
            [job], options: BatchOptions(output: OutputFolder(scratch.path), rendererVersion: "t"), shouldStop: { false }
        ) { job in
            RenderResult(files: [OutputFile(path: job.key + ".png", bytes: tinyPNG)],
                         findings: [fakeFinding("r", .info, "</script><script>alert(1)</script>", on: job)])
        }
        #expect(try outcome.report().jobs.count == 1)
        let html = readText(scratch.path + "/index.html")
        let data = readText(scratch.path + "/review-data.js")
        #expect(!html.contains("</script><script>alert") && !data.contains("</script><script>alert"))
        #expect(data.contains("\\u003c/script\\u003e"))
        #expect(html.contains("<script src=\"review-data.js\"></script>"))
        for remote in ["http://", "https://", "//cdn", "@import"] where html.contains(remote) || data.contains(remote) {
            // Only the SVG namespace-free page: no remote resource of any kind.
            Issue.record("index.html refers to \(remote)")
        }
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
    }

    /// Issue 18: a Prepend mark (U+0600…) before `<` is one `Character` with it, and the page's old
    /// Character-based escaping left `</script>` in an `allow:` reason as it was. Every Prepend mark the
    /// issue names, before `</script>`, `<!--` and `<img onerror>`.
    @Test func prependMarkBeforeScriptIsEscaped() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let marks = [0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD]
            .map { String(Unicode.Scalar($0)!) }
        let reason = marks.map { $0 + "</script><script>document.title='pwned'</script>" + $0 + "<!--" + $0 + "<img src=x onerror=alert(1)>" }.joined()
        let job = RenderMatrix.jobs(screens: [FakeCatalogue.screen("alpha")], profiles: FakeCatalogue.profiles)[0]
        _ = try BatchRunner.run(
            [job], options: BatchOptions(output: OutputFolder(scratch.path), rendererVersion: "t"), shouldStop: { false }
        ) { job in
            RenderResult(files: [OutputFile(path: job.key + ".png", bytes: tinyPNG)],
                         findings: [fakeFinding("r", .warning, "m", on: job, allowedReason: reason)])
        }
        let html = readText(scratch.path + "/index.html")
        let script = readText(scratch.path + "/review-data.js")
        let prefix = "window.BEZEL_REVIEW = "
        #expect(script.hasPrefix(prefix) && script.hasSuffix(";\n"))
        let json = String(script.dropFirst(prefix.count).dropLast(2))
        // Scalar by scalar: the data holds no `<`, `>` or `&` at all, whatever precedes them.
        #expect(!json.unicodeScalars.contains { $0 == "<" || $0 == ">" || $0 == "&" })
        #expect(json.contains(marks[0] + "\\u003c/script\\u003e"))
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        // And the value the page's script reads is the reason, exactly (a finding's tenth field names it in `strings`).
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let jobs = decoded?["jobs"] as? [[Any]]
        let strings = decoded?["strings"] as? [String]
        let finding = (jobs?.first?[14] as? [[Int]])?.first
        let allowed = try #require(finding.flatMap { strings?[$0[9]] })
        #expect(Array(allowed.unicodeScalars) == Array(reason.unicodeScalars))
    }

    /// A template inside the output folder is linked relatively; one outside it (`../chat.yml`, which
    /// breaks once the folder is uploaded as an artifact) is only named.
    @Test func onlyTemplatesInsideTheOutputFolderAreLinked() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let inside = MatrixScreen(name: "inside", path: scratch.path + "/Output/Templates/inside.yml", templateBytes: Array("screen: inside\n".utf8))
        let outside = MatrixScreen(name: "outside", path: scratch.path + "/outside.yml", templateBytes: Array("screen: outside\n".utf8))
        let jobs = RenderMatrix.jobs(screens: [inside, outside], profiles: FakeCatalogue.profiles).filter { $0.profile.deviceID == "iphone-a" }
        let report = BatchReport(summary: BatchSummary(), jobs: jobs.enumerated().map { JobReport(job: JobInfo($1), order: $0, status: .rendered, files: [], findings: []) },
                                 failOn: .error, acceptCommand: "bezel render")
        let data = try ReviewPage.dataScript(for: report, outputFolder: OutputFolder(scratch.path + "/Output"))
        #expect(data.contains("\"templateLinks\":{\"\(inside.path)\":\"Templates/inside.yml\"}"), "\(data.prefix(600))")
        #expect(!data.contains("../outside.yml"))
    }

    @Test func templateLinksAreRelativeToTheOutputFolder() {
        #expect(ReviewPage.relativeLink(fromFolder: "/work/p/Output", to: "/work/p/Templates/a b.yml") == "../Templates/a%20b.yml")
        #expect(ReviewPage.relativeLink(fromFolder: "/work/p/Output/shard-1", to: "/work/p/Templates/x.yml") == "../../Templates/x.yml")
        #expect(ReviewPage.relativeLink(fromFolder: "/a/./b/../c", to: "/a/c/t.yml") == "t.yml")
    }
}

func readText(_ path: String) -> String { String(decoding: readAll(path) ?? [], as: UTF8.self) }
