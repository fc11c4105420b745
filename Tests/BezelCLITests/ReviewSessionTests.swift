import Foundation
@testable import PNG
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import Testing
@testable import BezelCLI
@testable import Raster

/// Issue 17's review session, as a team would do it on a pull request: record goldens, change the
/// template, render (three changed goldens), accept one with the command the review page prints, render
/// again. The page (opened in headless Chromium, `#selftest`) must list every image at every step, the
/// accepted one as matching, with no golden copy or diff image of it left on disk.
@Suite(.serialized) struct ReviewSessionTests {
    static func makeProject() throws -> GoldenCommandTests.Project {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-review-session-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path + "/Templates", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: GoldenCommandTests.root + "/Templates/toon-contacts.yml", toPath: path + "/Templates/toon-contacts.yml")
        let config = """
            templates: [\(path)/Templates]
            output: \(path)/Output
            devices: iphone-se,iphone-x,iphone-15-pro
            orientations: [portrait]
            formats: [png]
            scale: 1
            golden: \(path)/Goldens

            """
        try config.write(toFile: path + "/bezel.yml", atomically: true, encoding: .utf8)
        return GoldenCommandTests.Project(path: path)
    }

    static func page(_ project: GoldenCommandTests.Project) throws -> ReviewPageSelfTest {
        let (json, _) = try HeadlessChromium.selfTest("file://\(project.output)/index.html#selftest", profile: project.path + "/chromium-profile")
        return try JSONDecoder().decode(ReviewPageSelfTest.self, from: json)
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func acceptingOneOfThreeChangesKeepsTheOtherTwoOnThePage() throws {
        try #require(HeadlessChromium.path != nil, "\(HeadlessChromium.missing)")
        let project = try Self.makeProject()
        defer { try? FileManager.default.removeItem(atPath: project.path) }
        let recorded = project.render()
        #expect(recorded.status == 0, "\(recorded.err)")
        let keys = try Self.page(project).items.map(\.key)
        #expect(keys.count == 3, "\(keys)")

        let template = project.path + "/Templates/toon-contacts.yml"
        let text = try String(contentsOfFile: template, encoding: .utf8)
        try text.replacingOccurrences(of: "top: superview, bottom", with: "top: superview + 34, bottom")
            .write(toFile: template, atomically: true, encoding: .utf8)
        let changed = project.render()
        #expect(changed.status == 1, "\(changed.err)")
        let before = try Self.page(project)
        #expect(before.items.map(\.golden) == ["changed", "changed", "changed"])
        for item in before.items {
            #expect(item.diff.map { Self.exists(project.output + "/" + $0) } == true, "\(item.key) diff")
        }
        // The template lives beside the output folder, not in it: named on the page, never linked.
        #expect(before.links.allSatisfy { !$0.hasPrefix("..") && !$0.hasPrefix("/") }, "\(before.links)")

        // Accept the first one exactly as the page prints the command.
        let accepted = keys[0]
        let accept = try #require(try project.report()["acceptCommand"] as? String)
        let words = (accept + " --record changed --only " + accepted).split(separator: " ").map(String.init)
        #expect(Array(words.prefix(2)) == ["bezel", "render"])
        let captured = CapturedConsole()
        #expect(BezelCommandLine.run(Array(words.dropFirst()), console: captured.console) == 0, "\(captured.standardError)")
        #expect(!Self.exists(project.out(accepted, ".golden.png")) && !Self.exists(project.out(accepted, ".diff.png")),
                "the accepted image's review copies are removed")
        // The terminal lists this run's change only, and says the report kept the other two.
        #expect(captured.standardError.contains("bezel: kept 2 images of earlier runs in the report"), "\(captured.standardError)")
        #expect(captured.standardError.contains("\(accepted): view `list` moved 34 pt down"), "\(captured.standardError)")
        #expect(!captured.standardError.contains("profiles"), "\(captured.standardError)")

        // The accept run's page: all three, the two others kept from the earlier run with their diffs.
        let afterAccept = try Self.page(project)
        #expect(afterAccept.errors.isEmpty)
        #expect(afterAccept.items.map(\.key) == keys)
        #expect(afterAccept.assembled?.contains("2 images kept from earlier runs") == true, "\(afterAccept.assembled ?? "nil")")
        for item in afterAccept.items.dropFirst() {
            #expect(item.earlier && item.golden == "changed", "\(item.key)")
            #expect(item.diff.map { Self.exists(project.output + "/" + $0) } == true, "\(item.key) diff")
            #expect(item.goldenCopy.map { Self.exists(project.output + "/" + $0) } == true, "\(item.key) golden copy")
        }
        let acceptedItem = try #require(afterAccept.items.first)
        #expect(!acceptedItem.earlier && acceptedItem.diff == nil && acceptedItem.goldenCopy == nil)
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: project.output + "/manifest.json"))) as? [String: Any]
        #expect((manifest?["entries"] as? [Any])?.count == 3, "the manifest keeps the other two")

        // Render again: the accepted one matches, the other two are still changed with their diffs.
        let again = project.render()
        #expect(again.status == 1, "\(again.err)")
        #expect(again.err.contains("goldens: 1 matched, 2 changed"), "\(again.err)")
        let after = try Self.page(project)
        #expect(after.items.map(\.key) == keys)
        #expect(after.items.map(\.golden) == ["matched", "changed", "changed"])
        #expect(after.assembled == nil, "a full run is not assembled")
        for item in after.items.dropFirst() {
            #expect(item.diff.map { Self.exists(project.output + "/" + $0) } == true, "\(item.key) diff")
        }
        #expect(!Self.exists(project.out(accepted, ".golden.png")) && !Self.exists(project.out(accepted, ".diff.png")))
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: project.output).filter {
            $0.hasPrefix(accepted) && ($0.hasSuffix(".golden.png") || $0.hasSuffix(".diff.png"))
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// Screenshots of the viewer on the first changed image, at 375 (a phone, through a frame: headless
    /// Chromium lays out no window under 500 px), 1280 and 2560 px wide. `BEZEL_SCREENSHOTS=docs/images`
    /// keeps them (how docs/images/review-*.png were made).
    @Test func screenshotsOfTheViewer() throws {
        try #require(HeadlessChromium.path != nil, "\(HeadlessChromium.missing)")
        let project = try Self.makeProject()
        defer { try? FileManager.default.removeItem(atPath: project.path) }
        let recorded = project.render()
        #expect(recorded.status == 0, "\(recorded.err)")
        let template = project.path + "/Templates/toon-contacts.yml"
        let text = try String(contentsOfFile: template, encoding: .utf8)
        try text.replacingOccurrences(of: "top: superview, bottom", with: "top: superview + 34, bottom")
            .write(toFile: template, atomically: true, encoding: .utf8)
        let changed = project.render()
        #expect(changed.status == 1, "\(changed.err)")
        try HeadlessChromium.writeFrame("Output/index.html#selftest-open", width: 375, height: 780, to: project.path + "/frame.html")
        let keep = getenv("BEZEL_SCREENSHOTS").map { String(cString: $0) } ?? ""
        for (width, height, url) in [(375, 780, "file://\(project.path)/frame.html"),
                                     (1280, 800, "file://\(project.output)/index.html#selftest-open"),
                                     (2560, 1440, "file://\(project.output)/index.html#selftest-open")] {
            let file = project.path + "/review-\(width).png"
            let result = try HeadlessChromium.screenshot(url, to: file, profile: project.path + "/chromium-profile", windowSize: "\(width),\(height)")
            #expect(result.status == 0, "\(result.error)")
            let image = try PNGFile.readStraight(file)
            #expect(image.width == width && image.height == height)
            // Not blank: the viewer's toolbar, images and text give many colours.
            var colours = Set<UInt32>()
            for y in stride(from: 0, to: image.height, by: 7) {
                for x in stride(from: 0, to: image.width, by: 7) {
                    let p = image[x, y]
                    colours.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b))
                }
            }
            #expect(colours.count > 20, "\(width) px: \(colours.count) colours")
            if !keep.isEmpty {
                try? FileManager.default.removeItem(atPath: keep + "/review-\(width).png")
                try FileManager.default.copyItem(atPath: file, toPath: keep + "/review-\(width).png")
            }
        }
    }
}
