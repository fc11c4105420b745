@testable import Checks
@testable import Devices
@testable import Geometry
@testable import Screens
import Testing

/// scroll-content-hidden, double-inset, footer-exposed and refresh-exposed.
@Suite struct ScrollRuleTests {
    static func list(behaviour: String, navigationBar: String = "", inset: String = "", extra: String = "") throws -> Screen {
        try Harness.screen("""
            screen: t
            \(navigationBar.isEmpty ? "" : "controller: { navigationBar: \(navigationBar) }")
            views:
              - id: list
                kind: table
                pin: { top: superview, bottom: superview, leading: superview, trailing: superview }
                rows: 30
                rowHeight: 64
                contentInsetAdjustmentBehavior: \(behaviour)
                \(inset.isEmpty ? "" : "contentInset: \(inset)")
                \(extra)
            """)
    }

    /// Seed 000 rule 3: a full-screen list with `never` starts under the top strip by exactly the window's top
    /// inset and ends under the bottom one; `automatic` keeps both clear — on every profile.
    @Test func neverHidesFirstAndLastContentAutomaticDoesNot() throws {
        let never = try Self.list(behaviour: "never"), automatic = try Self.list(behaviour: "automatic")
        // contentInsetAdjustmentBehavior is iOS 11+: the iPhone 5 and 5c, whose last iOS is 10, have no `never`.
        for profile in Harness.everyProfile where profile.ios >= 11 {
            #expect(try Harness.findings("scroll-content-hidden", automatic, on: profile).isEmpty, "\(profile.slug)")
            let found = try Harness.findings("scroll-content-hidden", never, on: profile)
            let insets = profile.safeAreaInsets ?? EdgeInsets(top: profile.statusBarHeight ?? 0)
            let first = found.first { $0.message.contains("first content") }
            let last = found.first { $0.message.contains("last content") }
            #expect(first?.amount == (insets.top > 0 ? insets.top : nil), "\(profile.slug)")
            #expect(last?.amount == (insets.bottom > 0 ? insets.bottom : nil), "\(profile.slug)")
        }
    }

    /// Near miss: a `never` list that starts exactly at the safe area's top.
    @Test func neverBelowTheSafeAreaIsSilent() throws {
        let screen = try Harness.screen("""
            screen: t
            views:
              - id: list
                kind: table
                pin: { top: safeArea, bottom: safeArea, leading: superview, trailing: superview }
                rows: 30
                rowHeight: 64
                contentInsetAdjustmentBehavior: never
            """)
        for profile in Harness.everyProfile {
            #expect(try Harness.findings("scroll-content-hidden", screen, on: profile).isEmpty, "\(profile.slug)")
        }
    }

    /// Seed 002's worked example: contentInset (64, 0, 60, 0) under a custom bar with the system bar hidden;
    /// on iPhone 8 the safe area (20, 0, 0, 0) is added: adjustedContentInset 84, content 20 pt too low.
    static let seed002 = """
        screen: t
        controller: { navigationBar: { hidden: true } }
        views:
          - id: list
            kind: table
            pin: { top: superview, bottom: superview, leading: superview, trailing: superview }
            rows: 30
            rowHeight: 64
            contentInset: { top: CONTENT_TOP, left: 0, bottom: 60, right: 0 }
            EXTRA
          - { id: bar, kind: view, bleed: true, pin: { top: superview, leading: superview, trailing: superview }, height: 64 }
        """

    static func seedScreen(contentTop: Int = 64, extra: String = "", controller: String = "") throws -> Screen {
        var text = seed002.replacingOccurrences(of: "CONTENT_TOP", with: "\(contentTop)").replacingOccurrences(of: "EXTRA", with: extra)
        if !controller.isEmpty {
            text = text.replacingOccurrences(of: "controller: { navigationBar: { hidden: true } }", with: controller)
        }
        return try Harness.screen(text)
    }

    @Test func doubleInsetSeed002() throws {
        let eight = try Harness.profile("iphone-8", ios: 11)
        let found = try Harness.findings("double-inset", Self.seedScreen(), on: eight)
        #expect(found.map(\.amount) == [20])
        #expect(found.first?.message.contains("adjustedContentInset.top 84") == true)
        #expect(found.first?.fix.contains("additionalSafeAreaInsets.top -20") == true)
        // iPhone X: the status bar is 44, so the shift is 44 at the top (and the bottom 60 gets 34 on top).
        let x = try Harness.findings("double-inset", Self.seedScreen(), on: Harness.profile("iphone-x", ios: 11))
        #expect(x.compactMap(\.amount).sorted() == [34, 44])
    }

    /// Seed 002: "contentInset (64,0,0,0) while the system also sets a 64 pt safe-area inset shifts content by 64 pt".
    @Test func doubleInsetUnderTheSystemNavigationBar() throws {
        let screen = try Self.list(behaviour: "automatic", navigationBar: "{ title: T }", inset: "{ top: 64, left: 0, bottom: 0, right: 0 }")
        let found = try Harness.findings("double-inset", screen, on: Harness.profile("iphone-8", ios: 11))
        #expect(found.map(\.amount) == [64])
    }

    /// The three cures of seed 002 each silence the rule.
    @Test func doubleInsetCures() throws {
        let eight = try Harness.profile("iphone-8", ios: 11)
        // 1. contentInset set to cancel the safe area: 44 + 20 = 64, the custom bar's height.
        #expect(try Harness.findings("double-inset", Self.seedScreen(contentTop: 44), on: eight).isEmpty)
        // 2. behaviour never.
        #expect(try Harness.findings("double-inset", Self.seedScreen(extra: "contentInsetAdjustmentBehavior: never"), on: eight).isEmpty)
        // 3. additionalSafeAreaInsets (-20, 0, 0, 0) on the controller.
        let cure3 = try Self.seedScreen(controller: "controller: { navigationBar: { hidden: true }, additionalSafeAreaInsets: { top: -20, left: 0, bottom: 0, right: 0 } }")
        #expect(try Harness.findings("double-inset", cure3, on: eight).isEmpty)
    }

    /// Near miss: a small padding inset under a navigation bar is no double inset.
    @Test func paddingIsNotADoubleInset() throws {
        let screen = try Self.list(behaviour: "automatic", navigationBar: "{ title: T }", inset: "{ top: 10, left: 0, bottom: 0, right: 0 }")
        for profile in Harness.everyProfile where profile.idiom == .phone {
            #expect(try Harness.findings("double-inset", screen, on: profile).isEmpty, "\(profile.slug)")
        }
    }

    static let footerList = """
        screen: t
        controller: { navigationBar: { title: T, hidden: HIDDEN } }
        views:
          - id: comments
            kind: table
            pin: { top: superview, bottom: superview, leading: superview, trailing: superview }
            rows: 12
            rowHeight: 72
            contentInsetAdjustmentBehavior: BEHAVIOUR
            refreshControl: true
            loadMoreFooter: { height: 44 }
        """

    static func footerScreen(_ behaviour: String, hidden: Bool = true) throws -> Screen {
        try Harness.screen(footerList.replacingOccurrences(of: "BEHAVIOUR", with: behaviour).replacingOccurrences(of: "HIDDEN", with: "\(hidden)"))
    }

    /// Seed 000: with `never` the 44 pt footer loads at the screen's bottom edge, so it shows in the home-indicator
    /// area by the bottom inset (34 on iPhone X portrait, 21 in landscape); `automatic` with the seed's mask keeps
    /// it out; a phone without a bottom inset has no such area.
    @Test func footerExposedSweep() throws {
        let never = try Self.footerScreen("never"), automatic = try Self.footerScreen("automatic", hidden: false)
        for profile in Harness.everyProfile {
            let bottom = profile.safeAreaInsets?.bottom ?? 0
            let found = try Harness.findings("footer-exposed", never, on: profile)
            #expect(found.map(\.amount) == (bottom > 0 ? [min(bottom, 44)] : []), "\(profile.slug)")
            #expect(try Harness.findings("footer-exposed", automatic, on: profile).isEmpty, "\(profile.slug)")
        }
        // `always` has no mask in the seed's code: at rest the footer's top peeks out below the last row.
        let always = try Harness.findings("footer-exposed", Self.footerScreen("always"), on: Harness.profile("iphone-x"))
        #expect(always.map(\.amount) == [34])
    }

    /// Seed 000: the refresh control is exposed under a full-screen top (no navigation bar): with `never` it
    /// refreshes under the status bar; under a navigation bar it is covered.
    @Test func refreshExposed() throws {
        let x = try Harness.profile("iphone-x")
        #expect(try Harness.findings("refresh-exposed", Self.footerScreen("never"), on: x).map(\.amount) == [44])
        #expect(try Harness.findings("refresh-exposed", Self.footerScreen("automatic"), on: x).map(\.amount) == [44])
        #expect(try Harness.findings("refresh-exposed", Self.footerScreen("automatic", hidden: false), on: x).isEmpty)
        // Landscape iPhone: no status bar, no top strip.
        #expect(try Harness.findings("refresh-exposed", Self.footerScreen("never"), on: Harness.profile("iphone-x", .landscapeLeft)).isEmpty)
    }
}
