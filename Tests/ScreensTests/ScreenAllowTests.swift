@testable import Diagnostics
@testable import Screens
import Testing

/// The template's top-level `allow:`: the spellings a view's `allow:` takes, each entry with its own
/// line and column, and for bad entries the same errors as on a view.
@Suite struct ScreenAllowTests {
    @Test func everySpellingIsReadWithItsLocation() throws {
        let screen = try ScreenLoader.parse(text: """
            screen: player
            statusBar: hidden
            allow:
              - status-bar-hidden
              - { rule: letterboxed, reason: "legacy launch images until 2.0" }
              - rule: gesture-zone
            views:
              - { id: v, kind: view, allow: [corner-clip] }
            """, file: "p.yml")
        #expect(screen.allow == [
            Allowance(rule: "status-bar-hidden", location: SourceLocation(file: "p.yml", line: 4, column: 5)),
            Allowance(rule: "letterboxed", reason: "legacy launch images until 2.0",
                      location: SourceLocation(file: "p.yml", line: 5, column: 5)),
            Allowance(rule: "gesture-zone", location: SourceLocation(file: "p.yml", line: 6, column: 5)),
        ])
        #expect(screen.allowance(for: "letterboxed")?.reason == "legacy launch images until 2.0")
        #expect(screen.allowance(for: "corner-clip") == nil)  // the view's entry stays the view's
        #expect(screen.views[0].allow.map(\.rule) == ["corner-clip"])
        #expect(screen.location(of: "allow") == SourceLocation(file: "p.yml", line: 3, column: 1))

        // A single entry is a list of one; null and a missing key mean none.
        let single = try ScreenLoader.parse(text: "screen: v\nallow: status-bar-hidden\n", file: "s.yml")
        #expect(single.allow == [Allowance(rule: "status-bar-hidden", location: SourceLocation(file: "s.yml", line: 2, column: 8))])
        #expect(try ScreenLoader.parse(text: "screen: v\nallow: ~\n", file: "s.yml").allow == [])
        #expect(try ScreenLoader.parse(text: "screen: v\n", file: "s.yml").allow == [])
    }

    /// Entries the view form accepts (`true` and `42` are rule ids by form; the Checks stage warns about them)…
    static let accepted = [
        "unsafe-overlap", "[unsafe-overlap, gesture-zone]", "[{ rule: corner-clip }]", "[]", "42", "true",
        "[unsafe-overlap, { rule: status-bar-hidden, reason: \"video: full screen\" }]",
    ]
    /// …and entries it refuses (a single entry in mapping form included: only a plain id may stand alone).
    static let refused = [
        "{ rule: corner-clip, reason: photo }", "{}", "[Unsafe Overlap]", "[\"\"]", "[~]", "[unsafe-overlap, ~]",
        "[{ reason: no rule }]", "[{ rule: a, why: b }]", "[{ rule: a, reasn: b }]", "[{ rule: [a] }]",
        "[{ rule: a, reason: [b] }]", "[{ rule: a, rule: b }]", "[[a]]", "[{ rule: a, reason: { b: c } }]", "[a_b, A, -]",
        "[\(Array(repeating: "a", count: 101).joined(separator: ", "))]",
    ]

    /// Each entry written once at the top (`allow: ENTRY` on line 2, value at column 8) and once on a view
    /// (line 3, value at column 32): both forms read the same rules and reasons, or report the same messages
    /// at the same place inside the entry, one line down and 24 columns right.
    @Test(arguments: accepted + refused) func topLevelAndViewFormsAgree(_ entry: String) throws {
        let topLevel = "screen: a\nallow: \(entry)\n"
        let onView = "screen: a\nviews:\n  - {id: v, kind: view, allow: \(entry)}\n"
        let topErrors = Fixtures.errors(topLevel), viewErrors = Fixtures.errors(onView)
        #expect(topErrors.map(Self.shifted) == viewErrors, "\(entry)")
        #expect(topErrors.isEmpty == Self.accepted.contains(entry), "\(entry): \(topErrors)")
        if topErrors.isEmpty {
            let top = try ScreenLoader.parse(text: topLevel, file: "t.yml").allow
            let view = try ScreenLoader.parse(text: onView, file: "t.yml").views[0].allow
            #expect(top.map(\.rule) == view.map(\.rule) && top.map(\.reason) == view.map(\.reason))
            #expect(top.allSatisfy { $0.location.line == 2 } && view.allSatisfy { $0.location.line == 3 })
            #expect(top.map { $0.location.column + 24 } == view.map(\.location.column))
        }
    }

    /// `t.yml:2:C: error: … (first at line 2, column D)` → `t.yml:3:C+24: error: … (first at line 3, column D+24)`.
    static func shifted(_ diagnostic: String) -> String {
        let parts = diagnostic.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[1] == "2", let column = Int(parts[2]) else { return "unshiftable: \(diagnostic)" }
        let message = parts[3].replacing(#/line 2, column (\d+)/#) { match in "line 3, column \((Int(match.1) ?? -100) + 24)" }
        return "\(parts[0]):3:\(column + 24):\(message)"
    }
}
