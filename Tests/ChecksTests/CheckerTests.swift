@testable import Checks
@testable import Devices
@testable import Screens
import Foundation
import Testing

/// The checker's own duties: severity overrides, disabled rules, `allow:`, order and determinism.
@Suite struct CheckerTests {
    static let sticky = """
        screen: t
        views:
          - id: send
            kind: button
            text: Send
            pin: { bottom: superview, leading: margins, trailing: margins }
            height: 50
            ALLOW
        """

    static func screen(allow: String = "") throws -> Screen {
        try Harness.screen(sticky.replacingOccurrences(of: "ALLOW", with: allow))
    }

    @Test func allowedFindingsAreKeptWithTheirReasonAndNeverFail() throws {
        let x = try Harness.profile("iphone-x")
        let screen = try Self.screen(allow: "allow: [{ rule: unsafe-overlap, reason: \"kiosk mode hides the home indicator\" }]")
        let found = try Harness.findings(screen, on: x)
        let allowed = found.filter { $0.rule == "unsafe-overlap" }
        #expect(!allowed.isEmpty)
        #expect(allowed.allSatisfy { $0.allowedReason == "kiosk mode hides the home indicator" })
        #expect(allowed.allSatisfy { !$0.fails(at: .info) })
        // The other rules still report.
        #expect(found.contains { $0.rule == "gesture-zone" && !$0.isAllowed })
        let bare = try Harness.findings(Self.screen(allow: "allow: [unsafe-overlap]"), on: x).filter { $0.rule == "unsafe-overlap" }
        #expect(bare.allSatisfy { $0.allowedReason == "" })
    }

    @Test func severityOverridesAndDisabledRules() throws {
        let x = try Harness.profile("iphone-x")
        let options = CheckOptions(severityOverrides: ["unsafe-overlap": .info], disabledRules: ["gesture-zone"])
        let found = try Harness.findings(try Self.screen(), on: x, options: options)
        #expect(found.filter { $0.rule == "unsafe-overlap" }.allSatisfy { $0.severity == .info })
        #expect(!found.contains { $0.rule == "gesture-zone" })
        let report = CheckReport(evaluations: [.init(screen: "t", file: "t.yml", profile: x, findings: found)], failOn: .warning)
        #expect(report.fails == found.contains { $0.severity >= .warning })
    }

    @Test func unknownAllowanceIsReportedWithASuggestion() throws {
        let screen = try Self.screen(allow: "allow: [unsafe-overlapp]")
        let warnings = RuleRegistry.unknownAllowances(in: screen)
        #expect(warnings.count == 1)
        #expect(warnings.first?.description.contains("did you mean 'unsafe-overlap'?") == true)
        #expect(warnings.first?.location?.line == 8)
    }

    @Test func registryIsCompleteAndOrdered() {
        #expect(RuleRegistry.ids == [
            "unsafe-overlap", "sensor-housing", "corner-clip", "gesture-zone", "scroll-content-hidden", "hidden-behind-sibling",
            "double-inset", "footer-exposed", "refresh-exposed", "hard-coded-offset", "letterboxed", "status-bar-hidden",
            "text-truncated", "text-tight", "offscreen", "sibling-overlap", "constraint-conflict",
        ])
        #expect(Set(RuleRegistry.ids).count == RuleRegistry.all.count)
        for rule in RuleRegistry.all {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" })
            #expect(!rule.statement.isEmpty && !rule.help.isEmpty)
        }
    }

    /// Same input, same list; and the list is in `Finding.precedes` order.
    @Test func deterministicOrder() throws {
        let screen = try Harness.template("sticky-button")
        for profile in Harness.everyProfile.prefix(60) {
            let a = try Harness.findings(screen, on: profile), b = try Harness.findings(screen, on: profile)
            #expect(a == b)
            #expect(a == a.sorted(by: Finding.precedes))
        }
    }
}

/// docs/rules.md has one section per rule, in registry order, each with the rule's default severity.
@Suite struct RulesDocumentTests {
    @Test func oneSectionPerRule() throws {
        let text = try String(contentsOfFile: Harness.root.appendingPathComponent("docs/rules.md").path, encoding: .utf8)
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("## `") }.map { String($0.dropFirst(4).dropLast()) }
        #expect(headings == RuleRegistry.ids)
        for rule in RuleRegistry.all {
            #expect(text.contains("**Default severity:** \(rule.defaultSeverity.rawValue). \(rule.statement)"))
        }
    }
}
