@testable import Checks
@testable import Devices
import Foundation
@testable import Layout
@testable import Screens
import Testing
@testable import Text

/// Shared pieces of the check tests: catalogue profiles, template parsing and one-call checking.
enum Harness {
    /// The typesetter over the pinned fonts, loaded once.
    static let typesetter: Typesetter = {
        do { return try Typesetter.standard() } catch { fatalError("fonts missing: \(error)") }
    }()

    /// The package's root folder (Tests/ChecksTests/Support/Harness.swift is three levels down).
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var templatesFolder: String { root.appendingPathComponent("Templates").path }

    /// A catalogue profile.
    static func profile(
        _ id: String, _ orientation: Orientation = .portrait, window: WindowMode = .full, ios: Int = Catalogue.newestIOS
    ) throws -> Profile {
        let device = try #require(Catalogue.device(id: id))
        return try device.profile(ios: device.closestIOS(to: ios), orientation: orientation, window: window)
    }

    /// Every profile whose hardware is known, on the newest iOS: the sweep set.
    static let everyProfile: [Profile] = Catalogue.all.flatMap { device in
        ((try? device.profiles()) ?? []).filter(ProfilePlan.hasKnownHardware)
    }

    /// A screen from YAML text.
    static func screen(_ yaml: String, file: String = "test.yml") throws -> Screen {
        try ScreenLoader.parse(text: yaml, file: file)
    }

    /// All findings of `screen` on `profile`.
    static func findings(_ screen: Screen, on profile: Profile, options: CheckOptions = .standard) throws -> [Finding] {
        try Checker.check(screen: screen, profile: profile, typesetter: typesetter, options: options).findings
    }

    /// The findings of one rule.
    static func findings(_ rule: String, _ screen: Screen, on profile: Profile, options: CheckOptions = .standard) throws -> [Finding] {
        try findings(screen, on: profile, options: options).filter { $0.rule == rule }
    }

    /// A template from `Templates/`, named in locations as `Templates/NAME.yml` (as `bezel check` run from the
    /// package root names it).
    static func template(_ name: String) throws -> Screen {
        let text = try String(contentsOfFile: templatesFolder + "/" + name + ".yml", encoding: .utf8)
        return try ScreenLoader.parse(text: text, file: "Templates/\(name).yml")
    }
}
