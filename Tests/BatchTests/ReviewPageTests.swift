@testable import Batch
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
    struct SelfTest: Decodable {
        var thumbnails: Int
        var cards: Int
        var portrait: Int
        var withErrors: Int
        var goldenChanged: Int
        var viewerOpen: Bool?
        var viewerKey: String?
        var viewerFindings: Int?
        var afterArrow: String?
        var viewerClosed: Bool?
        var acceptCommand: String?
        var slider: Bool?
        var errors: [String]
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
        let result = try HeadlessChromium.dumpDOM("file://\(scratch.path)/Output/index.html#selftest", profile: scratch.path + "/chromium-profile")
        #expect(result.status == 0)
        let dom = result.output
        let start = try #require(dom.range(of: "<pre id=\"selftest\">"), "no self-test output; Chromium log:\n\(result.error)")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let selfTest = try JSONDecoder().decode(SelfTest.self, from: Data(json.utf8))

        #expect(selfTest.errors.isEmpty)
        let consoleLines = result.error.split(separator: "\n").filter { $0.contains("CONSOLE") }
        #expect(consoleLines.isEmpty, "console messages: \(consoleLines)")

        // One thumbnail per job plus the orphaned golden.
        #expect(selfTest.thumbnails == jobs.count + 1)
        #expect(selfTest.cards == jobs.count + 1)
        #expect(selfTest.portrait == jobs.filter { $0.profile.orientation == .portrait }.count)
        #expect(selfTest.withErrors == jobs.filter { $0.profile.window == .slideOver }.count)
        #expect(selfTest.goldenChanged == jobs.filter { $0.profile.window == .slideOver }.count)
        #expect(selfTest.viewerOpen == true)
        #expect(selfTest.viewerKey == jobs[0].key)
        #expect(selfTest.viewerFindings == 1)  // "No findings." for a portrait iPhone
        #expect(selfTest.afterArrow == jobs[1].key)
        #expect(selfTest.viewerClosed == true)
        let changed = try #require(jobs.first { $0.profile.window == .slideOver })
        #expect(selfTest.acceptCommand == "bezel render Templates --record changed --only \(changed.key)")
        #expect(selfTest.slider == true)
        // For looking at the page by hand: BEZEL_KEEP_REVIEW=/some/folder keeps a copy of the output.
        if let keep = getenv("BEZEL_KEEP_REVIEW").map({ String(cString: $0) }), !keep.isEmpty {
            _ = shell("rm -rf '\(keep)' && cp -r '\(scratch.path)/Output' '\(keep)'")
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
                         findings: [Finding(rule: "r", severity: .info, message: "</script><script>alert(1)</script>", profile: job.profile.slug)])
        }
        #expect(outcome.report.jobs.count == 1)
        let html = readText(scratch.path + "/index.html")
        #expect(!html.contains("</script><script>alert"))
        #expect(html.contains("\\u003c/script\\u003e"))
        for remote in ["http://", "https://", "//cdn", "@import"] where html.contains(remote) {
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
                         findings: [Finding(rule: "r", severity: .warning, message: "m", profile: job.profile.slug, allowedReason: reason)])
        }
        let html = readText(scratch.path + "/index.html")
        let data = try #require(html.range(of: "<script type=\"application/json\" id=\"bezel-data\">"))
        let end = try #require(html.range(of: "</script>", range: data.upperBound..<html.endIndex))
        let json = String(html[data.upperBound..<end.lowerBound])
        // Scalar by scalar: the embedded JSON holds no `<`, `>` or `&` at all, whatever precedes them.
        #expect(!json.unicodeScalars.contains { $0 == "<" || $0 == ">" || $0 == "&" })
        #expect(json.contains(marks[0] + "\\u003c/script\\u003e"))
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        // And the value the page's script reads is the reason, exactly.
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let jobs = (decoded?["report"] as? [String: Any])?["jobs"] as? [[String: Any]]
        let findings = jobs?.first?["findings"] as? [[String: Any]]
        #expect((findings?.first?["allowedReason"] as? String).map { Array($0.unicodeScalars) == Array(reason.unicodeScalars) } == true)
    }

    @Test func templateLinksAreRelativeToTheOutputFolder() {
        #expect(ReviewPage.relativeLink(fromFolder: "/work/p/Output", to: "/work/p/Templates/a b.yml") == "../Templates/a%20b.yml")
        #expect(ReviewPage.relativeLink(fromFolder: "/work/p/Output/shard-1", to: "/work/p/Templates/x.yml") == "../../Templates/x.yml")
        #expect(ReviewPage.relativeLink(fromFolder: "/a/./b/../c", to: "/a/c/t.yml") == "t.yml")
    }
}

func readText(_ path: String) -> String { String(decoding: readAll(path) ?? [], as: UTF8.self) }
