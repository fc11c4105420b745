import Checks
import Geometry
import Layout
import Drawing
import Screens
import Testing
@testable import Text

/// One typesetter for the picture and the check, with San Francisco's tracking: a multi-line label's drawn
/// lines are the lines `text-truncated` counted, each as wide as the tracked measurement, and they break
/// where the tracked widths break, not where Inter's bare advances would.
@Suite struct TrackedLabelTests {
    static let text = "Tracking pulls every letter of this label closer, so its lines break later than bare advances"

    static func screen(height: Int) throws -> Screen {
        try ScreenLoader.parse(text: """
            screen: tracked
            views:
              - id: note
                kind: label
                text: \(text)
                lines: 0
                pin: { top: safeArea, leading: superview }
                width: 203
                height: \(height)
            """, file: "tracked.yml")
    }

    /// The text runs drawn inside the view's group.
    static func drawnRuns(_ displayList: DisplayList, view: String) -> [TextRun] {
        func collect(_ nodes: [Node], inside: Bool) -> [TextRun] {
            nodes.flatMap { node -> [TextRun] in
                switch node {
                case .text(let run): inside ? [run] : []
                case .group(let group): collect(group.nodes, inside: inside || group.id == "view-\(view)")
                case .shape, .bitmap: []
                }
            }
        }
        return displayList.layers.flatMap { collect($0.nodes, inside: false) }
    }

    @Test(arguments: [200, 60]) func drawnLinesAreTheCheckedLines(height: Int) throws {
        let screen = try Self.screen(height: height)
        let profile = try RenderFixtures.profile("iphone-15-pro")
        let typesetter = RenderFixtures.typesetter
        let (layout, findings) = try Checker.check(screen: screen, profile: profile, typesetter: typesetter)
        let view = try #require(layout.views.first { $0.id == "note" })
        let spec = try #require(screen.views.first { $0.id == "note" })
        let font = ViewTypography.font(for: spec)
        #expect(font.tracking == -26.0 * 17 / 1000)

        // What the check measured: the lines the text needs at the view's width, and how many the frame shows.
        let needed = typesetter.wrap(Self.text, font: font, width: view.frame.width)
        let shown = typesetter.shownLineCount(height: view.frame.height, font: font, lines: 0)
        let truncation = findings.filter { ($0.rule == "text-truncated" || $0.rule == "text-tight") && $0.viewID == "note" }
        #expect(truncation.count == (needed.lines.count > shown ? 1 : 0))
        if let finding = truncation.first {
            #expect(finding.message.contains("needs \(needed.lines.count) lines"), "\(finding.message)")
            #expect(finding.message.contains("shows \(shown)"), "\(finding.message)")
        }
        // Tracking changes where this text breaks at this width.
        let bare = typesetter.wrap(Self.text, font: TextFont(size: 17, isSystemFont: false), width: view.frame.width)
        #expect(bare.lines.map(\.text) != needed.lines.map(\.text))

        // What the picture draws: the same lines (the last cut with "…" when the frame holds fewer),
        // as wide as measured, one line height apart.
        let displayList = DisplayListBuilder(text: DisplayListText(typesetter: typesetter)).build(screen: screen, layout: layout, profile: profile)
        let runs = Self.drawnRuns(displayList, view: "note")
        #expect(runs.count == min(shown, needed.lines.count))
        for (index, run) in runs.enumerated() {
            if index < runs.count - 1 || needed.lines.count <= shown {
                #expect(run.string == needed.lines[index].text)
                #expect(run.width == needed.lines[index].width)
            } else {
                #expect(run.string.hasSuffix("…"))
                #expect(run.width <= view.frame.width + 1e-9)
            }
            #expect(run.width == typesetter.width(of: run.string, font: font))
            #expect(run.letterSpacing == font.tracking)
            if index > 0 { #expect(abs(run.origin.y - runs[index - 1].origin.y - needed.lineHeight) < 1e-9) }
        }
    }
}
