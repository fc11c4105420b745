import Foundation
import TestSupport
import Testing
@testable import BezelCLI

/// A change that reads the same on many profiles (a colour, so every image differs in pixels and none in layout)
/// is one group in the terminal and on the review page; the accept command the terminal prints, run as printed,
/// accepts exactly those changes: a second screen changed the same way but outside the run's selection keeps its
/// difference.
@Suite(.serialized) struct AcceptGroupTests {
    /// Two copies of the green view (`Templates/green-view-margins.yml`), on 46 iPhones in portrait.
    static func makeProject() throws -> GoldenCommandTests.Project {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-accept-group-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path + "/Templates", withIntermediateDirectories: true)
        let text = try String(contentsOfFile: GoldenCommandTests.root + "/Templates/green-view-margins.yml", encoding: .utf8)
        for name in ["green", "other"] {
            try text.replacingOccurrences(of: "screen: green-view-margins", with: "screen: \(name)")
                .write(toFile: path + "/Templates/\(name).yml", atomically: true, encoding: .utf8)
        }
        let config = """
            templates: [\(path)/Templates]
            output: \(path)/Output
            devices: \(devices)
            orientations: [portrait]
            formats: [png]
            scale: 1
            golden: \(path)/Goldens

            """
        try config.write(toFile: path + "/bezel.yml", atomically: true, encoding: .utf8)
        return GoldenCommandTests.Project(path: path)
    }

    /// Every iPhone from the iPhone 5 on, but the 5s: 46 profiles in portrait.
    static let devices = "'iphone-1*,iphone-x*,iphone-se*,iphone-6*,iphone-7*,iphone-8*,iphone-air,iphone-5,iphone-5c'"
    static let profiles = 46

    static func recolour(_ project: GoldenCommandTests.Project, _ name: String) throws {
        let file = project.path + "/Templates/\(name).yml"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "#34C759", with: "#2E9E4A").write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test func oneChangeOnManyProfilesIsOneGroupAndItsPrintedCommandAcceptsIt() throws {
        try #require(HeadlessChromium.path != nil, "\(HeadlessChromium.missing)")
        let project = try Self.makeProject()
        defer { try? FileManager.default.removeItem(atPath: project.path) }
        let recorded = project.render()
        #expect(recorded.status == 0, "\(recorded.err)")
        let keys = try (project.report()["jobs"] as? [[String: Any]] ?? []).compactMap { ($0["job"] as? [String: Any])?["key"] as? String }
        let green = keys.filter { $0.hasPrefix("green/") }
        #expect(green.count == Self.profiles, "\(green.count) profiles")

        try Self.recolour(project, "green")
        try Self.recolour(project, "other")
        // This run selects one screen; the other one's change is not in its selection.
        let changed = project.render(["--only", "green"])
        #expect(changed.status == 1, "\(changed.err)")
        let groupLine = "  green: pixels differ, layout the same on \(green.count) profiles\n"
        #expect(changed.err.contains("bezel: golden changes:\n" + groupLine), "\(changed.err)")
        #expect(changed.err.components(separatedBy: "pixel").count - 1 == 1, "one line for the group:\n\(changed.err)")
        let prefix = "bezel: to accept these \(green.count) changes after review: "
        let acceptLine = try #require(changed.err.split(separator: "\n").first { $0.hasPrefix(prefix) }, "\(changed.err)")
        let command = String(acceptLine.dropFirst(prefix.count))
        #expect(command == "bezel render --config \(project.config) --only green --record changed", "\(command)")

        // The page: one golden group of every green profile, with the same command.
        let (json, _) = try HeadlessChromium.selfTest("file://\(project.output)/index.html#selftest", profile: project.path + "/chromium-profile")
        let page = try JSONDecoder().decode(ReviewPageSelfTest.self, from: json)
        #expect(page.errors.isEmpty, "\(page.errors)")
        let groups = try #require(page.goldenGroups)
        #expect(groups.count == 1 && groups.first?.count == green.count && groups.first?.screen == "green", "\(groups)")
        #expect(page.acceptAll == command)

        // Run it as printed: every green golden is rewritten, the other screen's golden is not.
        let words = command.split(separator: " ").map(String.init)
        let captured = CapturedConsole()
        #expect(BezelCommandLine.run(Array(words.dropFirst()), console: captured.console) == 0, "\(captured.standardError)")
        #expect(captured.standardError.contains("bezel: updated \(green.count) goldens"), "\(captured.standardError)")
        let again = project.render()
        #expect(again.status == 1, "\(again.err)")
        #expect(again.err.contains("goldens: \(green.count) matched, \(keys.count - green.count) changed"), "\(again.err)")
        #expect(again.err.contains("  other: pixels differ, layout the same on \(keys.count - green.count) profiles\n"), "\(again.err)")
    }
}
