@testable import Checks
@testable import Devices
@testable import Layout
@testable import Screens
import Testing
@testable import Text

/// A document's long text (over the 2,048 bytes the shaping memo keeps, up to 20,000 characters) is measured once per
/// width, whoever asks: the layout's measurement and `text-truncated`'s line count share one wrap of it, and a second
/// profile of the same width (another iOS of one device) sets none of it again. Counted in characters shaped
/// (`ShapingTally`), not timed.
@Suite struct LongTextWorkTests {
    /// About `count` characters of words no other test uses (`seed` tells texts apart), so no memo already holds them.
    static func text(_ count: Int, seed: Int) -> String {
        let words = ["long", "text", "measured", "once", "per", "width", "wrap\(seed)", "seed\(seed)x"]
        var result = "", state = UInt64(seed)
        while result.count < count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            result += words[Int(state >> 33) % words.count] + " "
        }
        return String(result.prefix(count))
    }

    static func shaped(_ body: () throws -> Void) rethrows -> Int {
        let tally = ShapingTally()
        try ShapingTally.$current.withValue(tally) { try body() }
        return tally.characters
    }

    /// A screen of one label whose text is `text` (longer than a template may write, as a storyboard's may be).
    static func screen(_ text: String, label: String) throws -> Screen {
        var screen = try Harness.screen("""
            screen: t
            views:
              - \(label)
            """)
        screen.views[0].text = text
        return screen
    }

    /// Two profiles of one width: iPhone 15 on iOS 17 and on iOS 18.
    static func profiles() throws -> (Profile, Profile) {
        let first = try Harness.profile("iphone-15", ios: 17), second = try Harness.profile("iphone-15", ios: 18)
        #expect(first.windowFrame == second.windowFrame && first.ios != second.ios)
        return (first, second)
    }

    /// A wrapping label of 5,000 characters as tall as its lines: the first profile wraps it once at its width (the
    /// whole text shaped, then each line: about twice its length) for the layout and the check alike, and a profile
    /// of the same width shapes none of it. Before, the check wrapped it again on every profile (about four times its
    /// length on the first, twice on the second).
    @Test func aWrappingLabelIsWrappedOncePerWidth() throws {
        let text = Self.text(5_000, seed: 81)
        let screen = try Self.screen(text, label: "{ id: l, kind: label, text: x, pin: { top: safeArea, leading: margins, trailing: margins }, lines: 0 }")
        let (first, second) = try Self.profiles()
        var truncated: [Finding] = []
        let once = try Self.shaped { truncated = try Harness.findings("text-truncated", screen, on: first) }
        let again = try Self.shaped { _ = try Harness.findings(screen, on: second) }
        #expect(truncated.isEmpty)
        #expect(once <= 3 * text.count, "\(once) characters shaped on the first profile")
        #expect(again < 100, "\(again) characters shaped on a profile of the same width")
    }

    /// A one-line label of 5,000 characters, cut: its width is measured once, for the layout and the check alike.
    @Test func aOneLineLabelIsMeasuredOnce() throws {
        let text = Self.text(5_000, seed: 82)
        let screen = try Self.screen(text, label: "{ id: l, kind: label, text: x, pin: { top: safeArea, leading: margins }, width: 200, lines: 1 }")
        let (first, second) = try Self.profiles()
        var truncated: [Finding] = []
        let once = try Self.shaped { truncated = try Harness.findings("text-truncated", screen, on: first) }
        let again = try Self.shaped { _ = try Harness.findings(screen, on: second) }
        #expect(truncated.count == 1)
        #expect(once <= text.count + 100, "\(once) characters shaped on the first profile")
        #expect(again < 100, "\(again) characters shaped on a profile of the same width")
    }
}
