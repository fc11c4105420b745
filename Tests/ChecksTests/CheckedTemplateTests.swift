@testable import Checks
@testable import Devices
@testable import Layout
@testable import Screens
import Testing

/// Every template on every profile `bezel check` uses for it: the correct ones produce nothing, each mistake
/// produces its finding exactly where it really happens.
@Suite struct CheckedTemplateTests {
    static let correct = [
        "comments-load-more-fixed", "custom-tab-bar-circle", "fullscreen-list", "fullscreen-video", "green-view-margins",
        "grouped-table", "rtl-settings", "settings", "sign-in", "text-styles", "toon-contacts", "tv-home", "world-languages",
        "youku-grid",
    ]

    static func findingsByProfile(_ name: String) throws -> [(profile: Profile, layout: LaidOutScreen, findings: [Finding])] {
        let screen = try Harness.template(name)
        return try ProfilePlan().profiles(for: screen).map { profile in
            let (layout, findings) = try Checker.check(screen: screen, profile: profile, typesetter: Harness.typesetter)
            return (profile, layout, findings)
        }
    }

    @Test(arguments: correct) func correctTemplatesAreSilent(_ name: String) throws {
        let results = try Self.findingsByProfile(name)
        // Every phone and iPad profile, or both Apple TVs for the tvOS screen; text-styles and sign-in are
        // portrait only (`orientations: portrait`), every iPhone and every iPad window in portrait.
        #expect(name == "tv-home" ? results.count == 2 : ["text-styles", "sign-in"].contains(name) ? results.count > 200 : results.count > 300)
        for (profile, _, findings) in results {
            let unexpected = findings.filter { !$0.isAllowed }
            #expect(unexpected.isEmpty, "\(name) on \(profile.slug): \(unexpected.map(\.message))")
            // Only fullscreen-video allows anything: it hides the status bar on purpose and says so in its
            // screen-level allow:, so the rule's note is kept, allowed, with that reason.
            let allowed = findings.filter(\.isAllowed)
            if name == "fullscreen-video" {
                #expect(allowed.allSatisfy { $0.rule == "status-bar-hidden" && $0.allowedReason == Self.videoReason }, "\(profile.slug)")
            } else {
                #expect(allowed.isEmpty, "\(name) on \(profile.slug)")
            }
        }
    }

    static let videoReason = "full-screen video playback hides the status bar on purpose"

    /// fullscreen-video's screen-level allow: is what silences the note: on the iPhone X in portrait (seed 003:
    /// hiding the status bar there loses it) the note is there and allowed; on iPhone 8 there is none.
    @Test func fullscreenVideoAllowsTheStatusBarNote() throws {
        let results = try Self.findingsByProfile("fullscreen-video")
        let x = try #require(results.first { $0.profile.slug == "iphone-x-portrait" })
        #expect(x.findings.map(\.rule) == ["status-bar-hidden"])
        #expect(x.findings.map(\.allowedReason) == [Self.videoReason])
        let eight = try #require(results.first { $0.profile.slug == "iphone-8-portrait" })
        #expect(eight.findings.isEmpty)
    }

    /// Every template is either listed as correct here or named by a mistake test below.
    @Test func everyTemplateIsClassified() throws {
        let files = try TemplateFinder.templates(in: [Harness.templatesFolder]).map { path in
            String(path.split(separator: "/").last!)
        }
        let mistakes = ["comments-load-more", "custom-tab-bar-49", "custom-tab-bar-83", "double-content-inset",
                        "legacy-letterboxed", "status-bar-offset-20", "sticky-button"]
        #expect(Set(files) == Set((Self.correct + mistakes).map { $0 + ".yml" } + Self.correctDocuments + Self.mistakeDocuments))
    }

    /// The Interface Builder documents in Templates/: the correct ones, and the one that shows a mistake.
    static let correctDocuments = ["legacy-guides.storyboard", "mail.storyboard", "notes-split.storyboard"]
    static let mistakeDocuments = ["signup-form.storyboard"]

    static func documentFindings(_ file: String) throws -> [(screen: Screen, profile: Profile, layout: LaidOutScreen, findings: [Finding])] {
        let screens = try ScreenLoader.screens(path: Harness.templatesFolder + "/" + file)
        return try screens.flatMap { screen in
            try ProfilePlan().profiles(for: screen).map { profile in
                let (layout, findings) = try Checker.check(screen: screen, profile: profile, typesetter: Harness.typesetter)
                return (screen, profile, layout, findings)
            }
        }
    }

    /// Every scene of the correct documents, on every phone and iPad profile: no finding.
    @Test(arguments: correctDocuments) func correctDocumentsAreSilent(_ file: String) throws {
        let results = try Self.documentFindings(file)
        #expect(results.count > 600)
        for (screen, profile, _, findings) in results {
            #expect(findings.isEmpty, "\(screen.name) on \(profile.slug): \(findings.map(\.message))")
        }
    }

    /// The sign-up form fills the window with its scroll view and puts the 50 pt button on top of it, pinned
    /// to the safe area's bottom. Its content is too short to scroll, so UIKit's automatic inset adjusts
    /// nothing: on the iPhone 8 in portrait the form starts under the 20 pt status bar and ends far above
    /// the button; in landscape (375 pt tall, no status bar) the form's end runs behind the button, by its
    /// content height less the button's top (375 − 50 = 325).
    @Test func signUpFormHidesItsContentBehindTheButtonOrTheStatusBar() throws {
        let results = try Self.documentFindings("signup-form.storyboard")
        let portrait = try #require(results.first { $0.profile.slug == "iphone-8-portrait" })
        #expect(portrait.findings.map(\.rule) == ["scroll-content-hidden"])
        #expect(portrait.findings.map(\.amount) == [20])
        let landscape = try #require(results.first { $0.profile.slug == "iphone-8-landscape-left" })
        let content = try #require(landscape.layout.view("sgn-scr")?.scroll?.contentSize.height)
        #expect(content > 325)
        #expect(landscape.findings.map(\.rule) == ["hidden-behind-sibling"])
        #expect(landscape.findings.map(\.amount) == [content - 325])
    }

    /// Seed 000's Toon list: the footer shows in the home-indicator area exactly on the windows with a bottom
    /// inset, by min(inset, 44); the refresh control under the status bar wherever there is a top strip.
    @Test func commentsLoadMore() throws {
        for (profile, layout, findings) in try Self.findingsByProfile("comments-load-more") {
            let bottom = profile.safeAreaInsets?.bottom ?? 0
            let footer = findings.filter { $0.rule == "footer-exposed" }
            #expect(footer.map(\.amount) == (bottom > 0 ? [min(bottom, 44)] : []), "\(profile.slug)")
            // The navigation bar is hidden, so the root's safe top is the window's top strip (status bar, housing,
            // or the 4 pt of status-bar area a Slide Over window overlaps).
            #expect(findings.contains { $0.rule == "refresh-exposed" } == (layout.safeAreaInsets.top > 0), "\(profile.slug)")
        }
    }

    /// Toon's 49 pt custom tab bar pinned to the screen's bottom: right on home-button phones (no finding at
    /// all on iPhone 8), its buttons under the home indicator on every profile with a home indicator.
    @Test func customTabBar49() throws {
        for (profile, _, findings) in try Self.findingsByProfile("custom-tab-bar-49") {
            let overlaps = findings.filter { $0.rule == "unsafe-overlap" && $0.severity == .error && $0.message.contains("home-indicator") }
            let hasArea = profile.hasHomeIndicator && (profile.safeAreaInsets?.bottom ?? 0) > 0
            #expect(overlaps.count == (hasArea ? 3 : 0), "\(profile.slug)")
            if !profile.hasHomeIndicator && profile.idiom == .phone { #expect(findings.isEmpty, "\(profile.slug)") }
        }
    }

    /// The 83 pt bar is right on a 375x812 phone in portrait; its mistake ("34 pt too tall on home-button
    /// phones") leaves no safe-area symptom, so no rule reports it there. In landscape on Face ID phones its
    /// full-width buttons reach into the side insets, which is real.
    @Test func customTabBar83() throws {
        let results = try Self.findingsByProfile("custom-tab-bar-83")
        for (profile, _, findings) in results where profile.idiom == .phone && profile.orientation == .portrait {
            #expect(findings.isEmpty, "\(profile.slug): \(findings.map(\.message))")
        }
        let x = try #require(results.first { $0.profile.slug == "iphone-x-landscape-left" })
        // The engine's thirds of 812 pt end a billionth of a point from the edge: compared to the printed precision.
        #expect(x.findings.contains { $0.rule == "unsafe-overlap" && $0.viewID == "tab_me" && abs(($0.amount ?? 0) - 44) < 1e-6 })
    }

    /// Seed 002: 20 pt too low on iPhone 8 (adjustedContentInset 84), 44 on iPhone X.
    @Test func doubleContentInset() throws {
        let results = try Self.findingsByProfile("double-content-inset")
        let eight = try #require(results.first { $0.profile.slug == "iphone-8-portrait" })
        #expect(eight.findings.filter { $0.rule == "double-inset" }.map(\.amount) == [20])
        #expect(eight.findings.count == 1)
        let x = try #require(results.first { $0.profile.slug == "iphone-x-portrait" })
        #expect(x.findings.filter { $0.rule == "double-inset" }.compactMap(\.amount).sorted() == [34, 44])
    }

    @Test func legacyLetterboxed() throws {
        for (profile, layout, findings) in try Self.findingsByProfile("legacy-letterboxed") {
            #expect(findings.map(\.rule) == (layout.isLetterboxed ? ["letterboxed"] : []), "\(profile.slug)")
        }
    }

    /// The acceptance case: the 20 pt offset is silent on iphone-8 and fires on iphone-x.
    @Test func statusBarOffset20() throws {
        let results = try Self.findingsByProfile("status-bar-offset-20")
        let eight = try #require(results.first { $0.profile.slug == "iphone-8-portrait" })
        #expect(eight.findings.isEmpty)
        let x = try #require(results.first { $0.profile.slug == "iphone-x-portrait" })
        #expect(x.findings.filter { $0.rule == "hard-coded-offset" }.map(\.amount) == [24])
        #expect(x.findings.contains { $0.rule == "scroll-content-hidden" && $0.amount == 24 })
        for (profile, layout, findings) in results {
            let wrong = abs(layout.safeAreaInsets.top - 20) > 0.5
            #expect(findings.contains { $0.rule == "hard-coded-offset" } == wrong, "\(profile.slug)")
        }
    }

    @Test func stickyButton() throws {
        for (profile, _, findings) in try Self.findingsByProfile("sticky-button") {
            let bottom = profile.safeAreaInsets?.bottom ?? 0
            let send = findings.filter { $0.rule == "unsafe-overlap" && $0.viewID == "send" && $0.message.contains("bottom") == false && $0.region?.maxY == profile.windowSize.height }
            #expect(send.compactMap(\.amount).contains(bottom) == (bottom > 0), "\(profile.slug)")
            if profile.deviceID == "iphone-8" { #expect(findings.isEmpty, "\(profile.slug)") }
        }
    }
}
