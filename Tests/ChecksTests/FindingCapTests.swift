@testable import Checks
@testable import Devices
@testable import Screens
import Testing

/// One rule's findings on one screen are capped (`FindingCap`): at most 8 per view, 100 per screen,
/// the rest counted in one summary finding that keeps the rule's severity and draws nothing.
@Suite struct FindingCapTests {
    /// `count` views in a row, each 100 pt wide and one point right of the one before: views i and j
    /// overlap (partly, neither containing the other) exactly when 0 < j − i < 100.
    static func staircase(_ count: Int) throws -> Screen {
        var text = "screen: t\nviews:\n"
        for k in 0..<count {
            text += "  - { id: v\(k), kind: view, pin: { top: safeArea, leading: superview + \(k) }, width: 100, height: 40 }\n"
        }
        return try Harness.screen(text)
    }

    @Test func overlapsBeyondTheCapAreCountedInOneSummary() throws {
        let count = 150
        // Pairs i < j with j − i < 100, counted independently of the rule.
        var pairs = 0
        for i in 0..<count { for j in (i + 1)..<count where j - i < 100 { pairs += 1 } }
        let found = try Harness.findings(try Self.staircase(count), on: try Harness.profile("iphone-x"))
            .filter { $0.rule == "sibling-overlap" }
        #expect(found.count == FindingCap.perScreen + 1)
        let summaries = found.filter { $0.region == nil }
        #expect(summaries.count == 1)
        #expect(summaries.first?.message == "\(pairs - FindingCap.perScreen) more 'sibling-overlap' findings on this screen are not listed "
            + "(at most 8 per view and 100 per screen are)")
        #expect(summaries.first?.badge == nil)
        // No view is named by more than eight of the listed ones.
        var perView: [String: Int] = [:]
        for finding in found { if let view = finding.viewID { perView[view, default: 0] += 1 } }
        #expect(perView.values.allSatisfy { $0 <= FindingCap.perView })
    }

    @Test func aFewFindingsAreKeptAsTheyAre() throws {
        let found = try Harness.findings(try Self.staircase(3), on: try Harness.profile("iphone-x")).filter { $0.rule == "sibling-overlap" }
        #expect(found.count == 3)
        #expect(found.allSatisfy { $0.region != nil })
    }
}
