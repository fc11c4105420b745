@testable import Checks
@testable import Devices
@testable import Screens
import Testing

/// The template's top-level `allow:`: it silences a rule's findings for the whole screen, those about the
/// screen itself (no view) and those of any view, while a view's own entry for the rule keeps its reason.
@Suite struct ScreenAllowanceTests {
    /// A full-screen player that hides the status bar (DOMAIN.md rule 7: hiding it needs a reason), with a
    /// button pinned to the screen's bottom edge instead of the safe area (the sticky-button mistake).
    static let player = """
        screen: player
        statusBar: hidden
        SCREEN_ALLOW
        views:
          - id: send
            kind: button
            text: Send
            pin: { bottom: superview, leading: margins, trailing: margins }
            height: 50
            VIEW_ALLOW
        """

    static func screen(top: String = "", view: String = "") throws -> Screen {
        try Harness.screen(player.replacingOccurrences(of: "SCREEN_ALLOW", with: top).replacingOccurrences(of: "VIEW_ALLOW", with: view))
    }

    /// status-bar-hidden has no view; the screen's entry allows it on every profile where it fires, with the
    /// reason, and changes nothing else: the same findings in the same order, none failing at any threshold.
    @Test func screenAllowanceCoversAFindingWithoutAView() throws {
        let plain = try Self.screen()
        let allowed = try Self.screen(top: "allow: [{ rule: status-bar-hidden, reason: \"video plays full screen\" }]")
        var fired = 0
        for profile in Harness.everyProfile {
            let before = try Harness.findings(plain, on: profile), after = try Harness.findings(allowed, on: profile)
            #expect(before.map(\.message) == after.map(\.message), "\(profile.slug)")
            for (old, new) in zip(before, after) {
                if new.rule == "status-bar-hidden" {
                    fired += 1
                    #expect(new.viewID == nil && !old.isAllowed)
                    #expect(new.allowedReason == "video plays full screen")
                    #expect(!new.fails(at: .info) && old.fails(at: .info))
                } else {
                    // The allowed finding is not drawn, so the badges after it are numbered one lower.
                    var renumbered = new
                    renumbered.badge = old.badge
                    #expect(renumbered == old, "\(profile.slug): \(new.rule)")
                    #expect(new.badge == nil || (old.badge ?? 0) - (new.badge ?? 0) <= 1)
                }
            }
        }
        // Seed 003: the notched iPhone X in portrait is where hiding the status bar loses it; iPhone 8 gains the strip.
        #expect(try Harness.findings("status-bar-hidden", allowed, on: Harness.profile("iphone-x")).map(\.allowedReason) == ["video plays full screen"])
        #expect(try Harness.findings("status-bar-hidden", allowed, on: Harness.profile("iphone-8")).isEmpty)
        #expect(fired > 20)
    }

    /// A screen entry also covers views' findings, for its rule only.
    @Test func screenAllowanceCoversViewFindingsOfItsRuleOnly() throws {
        let x = try Harness.profile("iphone-x")
        let found = try Harness.findings(Self.screen(top: "allow: unsafe-overlap"), on: x)
        let overlaps = found.filter { $0.rule == "unsafe-overlap" }
        #expect(!overlaps.isEmpty && overlaps.allSatisfy { $0.viewID == "send" && $0.allowedReason == "" })
        #expect(found.contains { $0.rule == "gesture-zone" && $0.viewID == "send" && !$0.isAllowed })
        #expect(found.contains { $0.rule == "status-bar-hidden" && !$0.isAllowed })
        let report = CheckReport(evaluations: [.init(screen: "player", file: "test.yml", profile: x, findings: found)], failOn: .error)
        #expect(report.fails == found.contains { !$0.isAllowed && $0.severity >= .error })
    }

    /// Both lists name the rule: the view's reason is reported (the closer statement); where the view's list
    /// does not name it, the screen's applies.
    @Test func viewReasonWins() throws {
        let x = try Harness.profile("iphone-x")
        let screen = try Self.screen(
            top: "allow: [{ rule: unsafe-overlap, reason: screen }, { rule: gesture-zone, reason: screen }]",
            view: "allow: [{ rule: unsafe-overlap, reason: view }]")
        let found = try Harness.findings(screen, on: x)
        #expect(found.filter { $0.rule == "unsafe-overlap" }.map(\.allowedReason).allSatisfy { $0 == "view" })
        #expect(found.filter { $0.rule == "gesture-zone" }.map(\.allowedReason).allSatisfy { $0 == "screen" })
        #expect(found.contains { $0.rule == "unsafe-overlap" } && found.contains { $0.rule == "gesture-zone" })
        // A view entry without a reason still wins over the screen's reason.
        let bare = try Harness.findings("unsafe-overlap", Self.screen(top: "allow: [{ rule: unsafe-overlap, reason: screen }]", view: "allow: [unsafe-overlap]"), on: x)
        #expect(!bare.isEmpty && bare.allSatisfy { $0.allowedReason == "" })
    }

    /// letterboxed is an error without a view; allowed at screen level it no longer fails the run.
    @Test func allowedLetterboxingDoesNotFail() throws {
        let legacy = try Harness.template("legacy-letterboxed")
        var allowedLegacy = legacy
        allowedLegacy.allow = [Allowance(rule: "letterboxed", reason: "launch images until 2.0", location: legacy.location)]
        let x = try Harness.profile("iphone-x")
        let before = try Harness.findings(legacy, on: x), after = try Harness.findings(allowedLegacy, on: x)
        #expect(before.map(\.rule) == ["letterboxed"] && before.allSatisfy { $0.fails(at: .error) })
        #expect(after.map(\.allowedReason) == ["launch images until 2.0"] && after.allSatisfy { !$0.fails(at: .info) })
    }

    /// Unknown ids in the screen's list are warned about like the views' ones, in template order.
    @Test func unknownScreenAllowanceIsReported() throws {
        let screen = try Harness.screen("""
            screen: player
            views:
              - { id: send, kind: button, allow: [unsafe-overlapp] }
            allow: [status-bar-hidden, { rule: status-bar-hiden }, letterbox]
            """, file: "p.yml")
        #expect(RuleRegistry.unknownAllowances(in: screen).map(\.description) == [
            "p.yml:3:39: warning: unknown check rule 'unsafe-overlapp' in allow: of view 'send'; did you mean 'unsafe-overlap'?",
            "p.yml:4:28: warning: unknown check rule 'status-bar-hiden' in allow: of screen 'player'; did you mean 'status-bar-hidden'?",
            "p.yml:4:56: warning: unknown check rule 'letterbox' in allow: of screen 'player'; did you mean 'letterboxed'?",
        ])
        #expect(RuleRegistry.unknownAllowances(in: try Self.screen(top: "allow: [status-bar-hidden, letterboxed]")).isEmpty)
    }
}
