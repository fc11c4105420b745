import Foundation
import TestSupport
import Testing
@testable import BezelCLI

/// The review page of a matrix of more than 2,000 images (small screens on every profile of the catalogue, in
/// both appearances, drawn at scale 1 as PNG only) opened in headless Chromium in real time: the page says how
/// long its first screen took and how much memory its script holds, scrolls its whole gallery with fewer than
/// 1,000 cards in the DOM at every stop, and opens an image in the viewer with its findings and their fixes.
@Suite(.serialized) struct LargeReviewPageTests {
    static let screens = ["plain", "banner"]

    static func makeProject() throws -> GoldenCommandTests.Project {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-large-page-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path + "/Templates", withIntermediateDirectories: true)
        for name in screens {
            // A bar pinned to the screen's top edge: under the status bar or the sensor housing on most profiles,
            // so the matrix has findings to group.
            let template = """
                screen: \(name)
                views:
                  - id: bar
                    kind: view
                    pin: { top: superview, leading: superview, trailing: superview }
                    height: 44
                    color: "#FF9500"

                """
            try template.write(toFile: path + "/Templates/\(name).yml", atomically: true, encoding: .utf8)
        }
        let config = """
            templates: [\(path)/Templates]
            output: \(path)/Output
            devices: all
            formats: [png]
            scale: 1

            """
        try config.write(toFile: path + "/bezel.yml", atomically: true, encoding: .utf8)
        return GoldenCommandTests.Project(path: path)
    }

    struct Measured: Decodable {
        var firstScreen: Int
        var scriptMs: Int
        var items: Int
        var cardsAtStart: Int
        var thumbnailsAtStart: Int
        var problems: String
        var mostCards: Int
        var scrollStops: Int
        var cardsSeen: Int
        var viewerKey: String
        var viewerFindings: Int
        var viewerFixes: Int
        var viewerImage: String?
        var expectedFindings: Int
        var memory: Int?
        var domNodes: Int
        var errors: [String]
    }

    @Test func aPageOfTwoThousandImagesOpensOnItsProblemsAndKeepsTheDOMSmall() throws {
        try #require(HeadlessChromium.path != nil, "\(HeadlessChromium.missing)")
        let project = try Self.makeProject()
        defer { try? FileManager.default.removeItem(atPath: project.path) }
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(["render", "--config", project.config, "--jobs", "2", "--appearance", "both", "--frame", "screen", "--fail-on", "never", "--quiet"],
                                          console: captured.console)
        #expect(status == 0, "\(captured.standardError)")
        let jobs = try project.report()["jobs"] as? [[String: Any]] ?? []
        #expect(jobs.count >= 2000, "\(jobs.count) images")
        // Each PNG has its thumbnail, listed in the manifest with its hash; a few KB, 160 px wide.
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: project.output + "/manifest.json"))) as? [String: Any]
        let entries = manifest?["entries"] as? [[String: Any]] ?? []
        let thumbnails = entries.compactMap { ($0["files"] as? [[String: Any]])?.first { ($0["path"] as? String)?.hasSuffix(".thumb.png") == true } }
        #expect(thumbnails.count == jobs.count)
        var thumbnailBytes = 0
        for file in thumbnails.prefix(50) {
            let path = project.output + "/" + (file["path"] as? String ?? "")
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            thumbnailBytes += data.count
            #expect(data.count < 16_000, "\(path): \(data.count) bytes")
            #expect(data.count > 24 && Array(data[16..<20]) == [0, 0, 0, 160], "\(path) is 160 px wide")
        }
        // The page itself is small; its data file a fraction of report.json.
        let html = try Data(contentsOf: URL(fileURLWithPath: project.output + "/index.html")).count
        let data = try Data(contentsOf: URL(fileURLWithPath: project.output + "/review-data.js")).count
        let report = try Data(contentsOf: URL(fileURLWithPath: project.output + "/report.json")).count
        #expect(html < 100_000 && data < report / 2, "index.html \(html) B, review-data.js \(data) B, report.json \(report) B")

        let (json, log) = try HeadlessChromium.measure("file://\(project.output)/index.html#selftest-scroll", profile: project.path + "/chromium-profile",
                                                       windowSize: "1440,900")
        let measured = try JSONDecoder().decode(Measured.self, from: json)
        let console = log.split(separator: "\n").filter { $0.contains("CONSOLE") }
        print("large review page: \(jobs.count) images; index.html \(html) B, review-data.js \(data) B, report.json \(report) B;"
              + " thumbnails \(thumbnailBytes / max(1, min(50, thumbnails.count))) B on average; first screen \(measured.firstScreen) ms"
              + " (script \(measured.scriptMs) ms); JS heap \((measured.memory ?? 0) / 1_000_000) MB; at most \(measured.mostCards) cards"
              + " in the DOM over \(measured.scrollStops) scroll stops; \(measured.domNodes) elements; \(measured.problems)")
        #expect(measured.errors.isEmpty && console.isEmpty, "\(measured.errors) \(console)")
        #expect(measured.items == jobs.count)
        // The page reaches its first screen (its time is printed above, not asserted: the suite runs beside other
        // tests, and speed goals live in Benchmarks/; the 2 s goal is measured on the whole main job in
        // Benchmarks/results.md, "Review page at full scale"); its memory under 300 MB and the DOM small.
        #expect(measured.firstScreen > 0, "first screen after \(measured.firstScreen) ms")
        #expect((measured.memory ?? Int.max) <= 300_000_000, "JS heap \(measured.memory ?? -1) B")
        #expect(measured.problems.hasPrefix("0 golden groups, ") && !measured.problems.hasSuffix(" 0 finding groups"), "\(measured.problems)")
        #expect(measured.cardsAtStart > 0 && measured.cardsAtStart < 1000 && measured.thumbnailsAtStart == measured.cardsAtStart)
        #expect(measured.mostCards < 1000, "\(measured.mostCards) cards in the DOM")
        #expect(measured.cardsSeen == jobs.count, "scrolling showed \(measured.cardsSeen) of \(jobs.count) cards")
        // The viewer: the full image (not the thumbnail) and every finding with its fix.
        #expect(measured.viewerFindings == measured.expectedFindings && measured.expectedFindings > 0)
        #expect(measured.viewerFixes == measured.expectedFindings)
        #expect(measured.viewerImage.map { $0.hasSuffix(".png") && !$0.hasSuffix(".thumb.png") } == true, "\(measured.viewerImage ?? "nil")")
        #expect(measured.viewerKey.hasPrefix("plain/") || measured.viewerKey.hasPrefix("banner/"))
    }
}
