@testable import Checks
@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing
@testable import Text

/// hard-coded-offset, letterboxed, status-bar-hidden, offscreen and text-truncated.
@Suite struct ScreenRuleTests {
    static func pinnedList(top: String) throws -> Screen {
        try Harness.screen("""
            screen: t
            views:
              - id: list
                kind: table
                pin: { top: \(top), bottom: superview, leading: superview, trailing: superview }
                rows: 30
                rowHeight: 64
            """)
    }

    /// Seed 000: `superview + 20` is right exactly where the root's safe area starts 20 pt down (iPhone 8 and
    /// the other home-button phones in portrait) and wrong everywhere else, by the difference.
    @Test func hardCodedTwentySweep() throws {
        let screen = try Self.pinnedList(top: "superview + 20")
        for profile in Harness.everyProfile {
            let layout = try LayoutEngine.layout(screen: screen, profile: profile)
            let found = try Harness.findings("hard-coded-offset", screen, on: profile)
            let top = layout.safeAreaInsets.top
            #expect(found.map(\.amount) == (abs(top - 20) > 0.5 ? [abs(top - 20)] : []), "\(profile.slug)")
        }
        #expect(try Harness.findings("hard-coded-offset", screen, on: Harness.profile("iphone-8")).isEmpty)
        let x = try Harness.findings("hard-coded-offset", screen, on: Harness.profile("iphone-x"))
        #expect(x.map(\.amount) == [24])
        #expect(x.first?.location.line == 5)
    }

    /// Near misses: a constant that is no bar height, and a bar-height constant inside a container that sits
    /// in the safe area (its safe inset is zero, so 20 pt there is spacing).
    @Test func ordinarySpacingIsSilent() throws {
        let x = try Harness.profile("iphone-x")
        #expect(try Harness.findings("hard-coded-offset", Self.pinnedList(top: "superview + 12"), on: x).isEmpty)
        let nested = try Harness.screen("""
            screen: t
            views:
              - id: box
                kind: view
                pin: { top: safeArea, bottom: safeArea, leading: superview, trailing: superview }
                views:
                  - { id: l, kind: label, text: "", pin: { top: superview + 20, leading: superview }, width: 10, height: 10 }
            """)
        #expect(try Harness.findings("hard-coded-offset", nested, on: x).isEmpty)
        // The safe area itself is never a hard-coded offset.
        #expect(try Harness.findings("hard-coded-offset", Self.pinnedList(top: "safeArea"), on: x).isEmpty)
    }

    @Test func letterboxedOnNotchedPhonesOnly() throws {
        let legacy = try Harness.screen("screen: t\nlaunchScreen: legacy\n")
        for profile in Harness.everyProfile where profile.idiom == .phone {
            let found = try Harness.findings("letterboxed", legacy, on: profile)
            let layout = try LayoutEngine.layout(screen: legacy, profile: profile)
            #expect(found.count == (layout.isLetterboxed ? 1 : 0), "\(profile.slug)")
        }
        #expect(try Harness.findings("letterboxed", legacy, on: Harness.profile("iphone-x")).count == 1)
        #expect(try Harness.findings("letterboxed", legacy, on: Harness.profile("iphone-8")).isEmpty)
        #expect(try Harness.findings("letterboxed", Harness.screen("screen: t\n"), on: Harness.profile("iphone-x")).isEmpty)
    }

    @Test func statusBarHiddenIsInformationOnNotchedPhonesInPortrait() throws {
        let hidden = try Harness.screen("screen: t\nstatusBar: hidden\n")
        let found = try Harness.findings("status-bar-hidden", hidden, on: Harness.profile("iphone-x"))
        #expect(found.map(\.severity) == [.info])
        #expect(found.first?.location.line == 2)
        #expect(try Harness.findings("status-bar-hidden", hidden, on: Harness.profile("iphone-x", .landscapeLeft)).isEmpty)
        #expect(try Harness.findings("status-bar-hidden", hidden, on: Harness.profile("iphone-8")).isEmpty)
        #expect(try Harness.findings("status-bar-hidden", Harness.screen("screen: t\n"), on: Harness.profile("iphone-x")).isEmpty)
    }

    @Test func offscreen() throws {
        let x = try Harness.profile("iphone-x")
        let screen = try Harness.screen("""
            screen: t
            views:
              - { id: gone, kind: image, pin: { top: safeArea, leading: superview + 400 }, width: 50, height: 50 }
              - { id: wide, kind: image, pin: { top: safeArea + 100, leading: superview }, width: 400, height: 50 }
              - { id: exact, kind: image, pin: { top: safeArea + 200, leading: superview }, width: 375, height: 50 }
            """)
        let found = try Harness.findings("offscreen", screen, on: x)
        #expect(found.map(\.viewID) == ["gone", "wide"])
        #expect(found.map(\.severity) == [.error, .warning])
        #expect(found.last?.amount == 25)
        // The 400 pt view fits an iPad but not a 320 pt iPhone SE.
        #expect(try Harness.findings("offscreen", screen, on: Harness.profile("ipad-air-11")).map(\.viewID) == [])
    }

    static func label(_ text: String, width: Double, lines: Int = 1, height: Double = 30) throws -> Screen {
        try Harness.screen("""
            screen: t
            views:
              - { id: l, kind: label, text: "\(text)", pin: { top: safeArea, leading: margins }, width: \(width), height: \(height), lines: \(lines) }
            """)
    }

    /// The label is exactly as wide as its text in body (17 pt): it fits; a point less than the text less the
    /// substitute font's measured error (`SubstituteWidthBound.systemText`: within it, `text-tight`) and it is cut.
    @Test func truncationAtTheMeasuredWidth() throws {
        let text = "Reply to everyone"
        let natural = Harness.typesetter.width(of: text, font: Text.TextStyle.body.font())
        let x = try Harness.profile("iphone-x")
        #expect(try Harness.findings("text-truncated", Self.label(text, width: natural), on: x).isEmpty)
        let width = natural / (1 + SubstituteWidthBound.systemText) - 1
        let cut = try Harness.findings("text-truncated", Self.label(text, width: width), on: x)
        #expect(cut.count == 1)
        #expect(abs((cut.first?.amount ?? 0) - (natural - width)) < 1e-9)
    }

    /// Text stress: 20 % of room is enough for the plain text but not for the 40 % longer pseudo-localisation,
    /// nor for the text at the AX5 Dynamic Type size (53 pt body instead of 17).
    @Test func pseudoLocalizationAndContentSize() throws {
        let text = "Reply to everyone"
        let natural = Harness.typesetter.width(of: text, font: Text.TextStyle.body.font())
        let screen = try Self.label(text, width: natural * 1.2)
        let x = try Harness.profile("iphone-x")
        #expect(try Harness.findings("text-truncated", screen, on: x).isEmpty)
        for mode in [PseudoLocalization.accented] {
            let found = try Harness.findings("text-truncated", screen, on: x, options: CheckOptions(pseudoLocalization: mode))
            #expect(found.count == 1)
        }
        let large = try Harness.findings("text-truncated", screen, on: x, options: CheckOptions(contentSize: .accessibilityExtraExtraExtraLarge))
        #expect(large.count == 1)
    }

    /// Multi-line labels: two lines of room for text that needs more.
    @Test func multiLineLabel() throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        let lineHeight = Harness.typesetter.metrics(for: Text.TextStyle.body.font()).lineHeight
        let x = try Harness.profile("iphone-x")
        let short = try Self.label(text, width: 150, lines: 0, height: 2 * lineHeight)
        #expect(try Harness.findings("text-truncated", short, on: x).count == 1)
        let tall = try Self.label(text, width: 150, lines: 0, height: 20 * lineHeight)
        #expect(try Harness.findings("text-truncated", tall, on: x).isEmpty)
    }

    /// A navigation title that fits a 414 pt phone is cut on the 320 pt iPhone SE (1st generation).
    @Test func navigationTitleOnTheSmallestPhone() throws {
        let title = "Comments, replies and mentions"
        let width = Harness.typesetter.width(of: title, font: SystemFont.navigationTitle.font)
        #expect(width > 320 - 120 && width < 414 - 120)
        let screen = try Harness.screen("screen: t\ncontroller: { navigationBar: { title: \"\(title)\" } }\n")
        #expect(try Harness.findings("text-truncated", screen, on: Harness.profile("iphone-se-gen1", ios: 13)).count == 1)
        #expect(try Harness.findings("text-truncated", screen, on: Harness.profile("iphone-8-plus", ios: 13)).isEmpty)
    }
}
