@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// The shipped templates: each loads, says whether it is correct or which mistake it shows, lays out without
/// errors on every profile, and shows its seed number.
@Suite struct TemplateTests {
    static let folder: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/LayoutTests/TemplateTests.swift
        return parts.joined(separator: "/") + "/Templates"
    }()

    static let names = [
        "toon-contacts", "fullscreen-list", "comments-load-more", "comments-load-more-fixed", "custom-tab-bar-49",
        "custom-tab-bar-83", "custom-tab-bar-circle", "status-bar-offset-20", "double-content-inset", "grouped-table",
        "youku-grid", "green-view-margins", "fullscreen-video", "legacy-letterboxed", "sticky-button", "rtl-settings",
    ]

    static func load(_ name: String) throws -> Screen {
        try ScreenLoader.load(path: "\(folder)/\(name).yml")
    }

    @Test(arguments: names)
    func loadsAndSaysWhatItShows(name: String) throws {
        let screen = try Self.load(name)
        #expect(screen.name == name)
        let summary = try #require(screen.summary)
        #expect(summary.hasPrefix("Correct") || summary.hasPrefix("Mistake") || summary.hasPrefix("Shows"))
    }

    @Test(arguments: names)
    func laysOutOnEveryProfile(name: String) throws {
        let screen = try Self.load(name)
        for profile in CatalogueSweepTests.profiles {
            let result = try LayoutEngine.layout(screen: screen, profile: profile)
            #expect(result.views.count >= screen.allViews.count)
        }
    }

    @Test func doubleContentInsetShowsSeed002() throws {
        let profile = try #require(Catalogue.device(id: "iphone-8")).profile(ios: 11)
        let result = try LayoutEngine.layout(screen: Self.load("double-content-inset"), profile: profile)
        #expect(result.view("list")?.scroll?.adjustedContentInset == EdgeInsets(top: 84, bottom: 60))
    }

    @Test func statusBarOffsetIsSilentOnIPhone8AndWrongOnIPhoneX() throws {
        let screen = try Self.load("status-bar-offset-20")
        let eight = try LayoutEngine.layout(screen: screen, profile: try #require(Catalogue.device(id: "iphone-8")).profile(ios: 16))
        #expect(eight.view("list")?.safeAreaInsets.top == 0)
        let x = try LayoutEngine.layout(screen: screen, profile: try #require(Catalogue.device(id: "iphone-x")).profile(ios: 16))
        #expect(x.view("list")?.safeAreaInsets.top == 24)
    }

    @Test func customTabBarUnderTheHomeIndicator() throws {
        let x = try #require(Catalogue.device(id: "iphone-x")).profile(ios: 16)
        let bad = try LayoutEngine.layout(screen: Self.load("custom-tab-bar-49"), profile: x)
        #expect(bad.view("tabs")?.safeAreaInsets.bottom == 34)
        let good = try LayoutEngine.layout(screen: Self.load("custom-tab-bar-circle"), profile: x)
        #expect(good.view("tabBar")?.frame.height == 104)
        #expect(good.safeAreaInsets.bottom == 104)
    }

    @Test func legacyAppIsLetterboxedOnNotchedPhonesOnly() throws {
        let screen = try Self.load("legacy-letterboxed")
        for profile in CatalogueSweepTests.profiles where profile.idiom == .phone {
            let result = try LayoutEngine.layout(screen: screen, profile: profile)
            #expect(result.isLetterboxed == (profile.sensorHousing.kind != .none), "\(profile.slug)")
        }
    }
}
