@testable import Diagnostics
@testable import Screens
import Testing

/// Pin values, read through the loader: `ANCHOR`, `ANCHOR + N`, `ANCHOR - N` with any spacing.
@Suite struct PinExpressionTests {
    /// The pin `edge: value` on view `b`, which has a sibling `list` (and `my-view`) before it.
    static func pin(_ edge: String, _ value: String) throws -> Pin? {
        let quoted = "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
        let screen = try ScreenLoader.parse(
            text: "screen: p\nviews:\n  - {id: list, kind: view}\n  - {id: my-view, kind: view}\n  - id: b\n    kind: view\n    pin: { \(edge): \(quoted) }\n",
            file: "p.yml")
        return screen.views[2].pins[Edge(rawValue: edge) ?? .top]
    }

    @Test func issueExamples() throws {
        #expect(try Self.pin("bottom", "safeArea + 8")?.anchor == .safeArea)
        #expect(try Self.pin("bottom", "safeArea + 8")?.constant == 8)
        #expect(try Self.pin("top", "list.bottom + 8")?.anchor == .sibling(id: "list", edge: .bottom))
        #expect(try Self.pin("top", "list.bottom + 8")?.constant == 8)
        #expect(try Self.pin("leading", "superview - 4")?.anchor == .superview)
        #expect(try Self.pin("leading", "superview - 4")?.constant == -4)
        #expect(try Self.pin("trailing", "margins")?.anchor == .margins)
        #expect(try Self.pin("trailing", "margins")?.constant == 0)
        #expect(try Self.pin("leading", "readable")?.anchor == .readable)
    }

    @Test func locationIsTheValue() throws {
        // `    pin: { top: '…' }`: the quote opens at column 17 of line 7.
        #expect(try Self.pin("top", "safeArea")?.location == Diagnostics.SourceLocation(file: "p.yml", line: 7, column: 17))
    }

    /// Every guide and every sibling edge on the pinned edge's axis, with every spacing around the sign,
    /// both signs and several kinds of N.
    @Test func sweepOfAnchorsSpacingAndConstants() throws {
        let guides: [(String, Anchor)] = [("superview", .superview), ("safeArea", .safeArea), ("margins", .margins), ("readable", .readable)]
        let spacings: [(String, String)] = [("", ""), (" ", " "), ("", " "), (" ", ""), ("  ", "\t"), ("\t", "  ")]
        let operands: [(String, Double, Bool)] = [("8", 8, false), ("0", 0, false), ("12.5", 12.5, false), ("100000", 100_000, false), ("system", 8, true)]
        var checked = 0
        for edge in Edge.allCases {
            var anchors = guides
            for sibling in ["list", "my-view"] {
                for other in Edge.allCases where other.isHorizontal == edge.isHorizontal {
                    anchors.append(("\(sibling).\(other.rawValue)", .sibling(id: sibling, edge: other)))
                }
            }
            for (anchorText, anchor) in anchors {
                let bare = try Self.pin(edge.rawValue, anchorText)
                #expect(bare == Pin(anchor: anchor, location: bare?.location ?? .init(file: "", line: 0, column: 0)))
                for (before, after) in spacings {
                    for (sign, factor) in [("+", 1.0), ("-", -1.0)] {
                        for (operand, magnitude, isSystem) in operands {
                            let text = " " + anchorText + before + sign + after + operand + " "
                            let pin = try Self.pin(edge.rawValue, text)
                            #expect(pin?.anchor == anchor, "\(text)")
                            #expect(pin?.constant == factor * magnitude, "\(text)")
                            #expect(pin?.isSystemSpacing == isSystem, "\(text)")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == 6 * (4 + 2 * 3) * 6 * 2 * 5)
    }

    @Test(arguments: [
        "safeArea +", "safeArea + + 8", "safeArea ++8", "safeArea * 2", "safeArea + 8 px", "safeArea + .5",
        "safeArea + 8.", "safeArea + 1e3", "safeArea + -8", "", "safeArea 8", "list.bottom.top",
    ])
    func malformedPinsAreErrors(text: String) {
        let errors = Fixtures.errors("screen: p\nviews:\n  - {id: list, kind: view}\n  - {id: b, kind: view, pin: {top: '\(text)'}}\n")
        #expect(errors.count == 1 && errors[0].hasPrefix("t.yml:4:36: error: 'top' must be ANCHOR, ANCHOR + N or ANCHOR - N"), "\(text): \(errors)")
    }

    @Test func unknownAnchorsSuggestGuidesAndSiblings() {
        func error(_ value: String) -> String? {
            Fixtures.errors("screen: p\nviews:\n  - {id: header, kind: view}\n  - {id: b, kind: view, pin: {top: \(value)}}\n").first
        }
        #expect(error("safearea") == "t.yml:4:36: error: unknown anchor 'safearea'; did you mean 'safeArea'?")
        #expect(error("superveiw - 4") == "t.yml:4:36: error: unknown anchor 'superveiw'; did you mean 'superview'?")
        #expect(error("margin+8") == "t.yml:4:36: error: unknown anchor 'margin'; did you mean 'margins'?")
        #expect(error("safe-8") == "t.yml:4:36: error: unknown anchor 'safe'; did you mean 'safeArea'?")
        #expect(error("haeder.bottom") == "t.yml:4:36: error: no view 'haeder' among the siblings of 'b'; did you mean 'header'?")
        #expect(error("safeArea.top") == "t.yml:4:36: error: a guide is written without an edge: 'safeArea' (the pinned edge picks the guide's edge)")
        #expect(error("header.middle") == "t.yml:4:36: error: unknown edge 'middle' in 'header.middle'")
    }

    @Test func pinsThatAreNotText() {
        #expect(Fixtures.errors("screen: p\nviews:\n  - {id: b, kind: view, pin: {top: [1]}}\n")
            == ["t.yml:3:36: error: 'top' must be a pin such as 'safeArea + 8', got a list"])
        #expect(Fixtures.errors("screen: p\nviews:\n  - {id: b, kind: view, pin: {top: 20}}\n")
            == ["t.yml:3:36: error: 'top' needs an anchor: write 'superview + 20' or 'safeArea + 20'"])
        #expect(Fixtures.errors("screen: p\nviews:\n  - {id: b, kind: view, pin: {top: -4.5}}\n")
            == ["t.yml:3:36: error: 'top' needs an anchor: write 'superview - 4.5' or 'safeArea - 4.5'"])
        #expect(Fixtures.errors("screen: p\nviews:\n  - {id: b, kind: view, pin: {top: '+ 8'}}\n")
            == ["t.yml:3:36: error: 'top' needs an anchor: write 'superview + 8' or 'safeArea + 8'"])
    }
}
