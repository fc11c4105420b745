import Checks
import Geometry
import Layout
import Drawing
import Screens
import Testing
@testable import Text

/// Issue 14: one typesetter for the picture and the check. On every Template (the multi-script
/// `world-languages` among them) and two profiles, each label's drawn lines are the lines `text-truncated`
/// measured: the same strings, the same widths, as many lines as the check counted, one line height apart,
/// and a single line cut with "…" exactly when the check reported it cut. `text-styles` holds the text style
/// keys: its weights and sizes are the checked ones, and its justified paragraph's lines are the checked lines,
/// each but the last stretched to the label's width by its word spaces alone.
@Suite struct LineBoxTests {
    @Test func drawnLineBoxesEqualTheCheckedOnesOnEveryTemplate() throws {
        let screens = try RenderFixtures.allTemplates()
        #expect(screens.contains { $0.name == "world-languages" })
        #expect(screens.contains { $0.name == "text-styles" })
        var justifiedLines = 0
        let typesetter = RenderFixtures.typesetter
        var labels = 0
        for screen in screens {
            for device in ["iphone-15-pro", "iphone-se"] {
                let profile = try RenderFixtures.profile(device)
                guard let (layout, findings) = try? Checker.check(screen: screen, profile: profile, typesetter: typesetter) else { continue }
                let displayList = DisplayListBuilder(text: DisplayListText(typesetter: typesetter)).build(screen: screen, layout: layout, profile: profile)
                for view in layout.views {
                    guard let spec = screen.allViews.first(where: { $0.id == view.id }), spec.kind == .label,
                        let text = spec.text, !text.isEmpty, view.frame.width > 0, view.frame.height > 0
                    else { continue }
                    labels += 1
                    let place = "\(screen.name) \(device) \(spec.id)"
                    let font = ViewTypography.font(for: spec)
                    let runs = TrackedLabelTests.drawnRuns(displayList, view: spec.id)
                    // Within the substitute font's measured error the check says `text-tight` instead: the picture,
                    // set in the substitute, cuts the text all the same.
                    let cut = findings.contains { ($0.rule == "text-truncated" || $0.rule == "text-tight") && $0.viewID == spec.id }
                    if (spec.lines ?? 1) == 1 {
                        try #require(runs.count == 1, "\(place)")
                        let measured = typesetter.width(of: text, font: font)
                        #expect(cut == !Typesetter.fits(measured: measured, in: view.frame.width), "\(place)")
                        if cut {
                            #expect(runs[0].string.hasSuffix("…") && runs[0].width <= view.frame.width + 1e-9, "\(place)")
                        } else {
                            #expect(runs[0].string == text && runs[0].width == measured, "\(place)")
                        }
                    } else {
                        let needed = typesetter.wrap(text, font: font, width: view.frame.width)
                        let shown = typesetter.shownLineCount(height: view.frame.height, font: font, lines: spec.lines ?? 1)
                        #expect(cut == (needed.lines.count > shown), "\(place)")
                        try #require(runs.count == min(shown, needed.lines.count), "\(place)")
                        for (index, run) in runs.enumerated() {
                            if index < runs.count - 1 || !cut {
                                #expect(run.string == needed.lines[index].text, "\(place) line \(index)")
                                if spec.textAlignment == .justified, index < runs.count - 1, run.string.contains(" ") {
                                    // Stretched to the frame: the line box spans it, the spaces took the difference.
                                    justifiedLines += 1
                                    #expect(abs(run.width - view.frame.width) < 1e-9 && run.wordSpacing > 0, "\(place) line \(index)")
                                    let spaces = Double(run.string.filter { $0 == " " }.count)
                                    #expect(abs(needed.lines[index].width + spaces * run.wordSpacing - run.width) < 1e-9, "\(place) line \(index)")
                                } else {
                                    #expect(run.width == needed.lines[index].width && run.wordSpacing == 0, "\(place) line \(index)")
                                }
                            } else {
                                #expect(run.string.hasSuffix("…") && run.width <= view.frame.width + 1e-9, "\(place)")
                            }
                            #expect(run.origin.x == runs[0].origin.x, "\(place)")
                            if index > 0 { #expect(abs(run.origin.y - runs[index - 1].origin.y - needed.lineHeight) < 1e-9, "\(place)") }
                        }
                    }
                    for run in runs {
                        let spaces = Double(run.string.filter { $0 == " " }.count)
                        #expect(abs(run.width - spaces * run.wordSpacing - typesetter.width(of: run.string, font: font)) < 1e-9, "\(place)")
                        #expect(run.fontSize == font.size && run.fontWeight == font.weight.cssWeight, "\(place)")
                    }
                }
            }
        }
        #expect(labels >= 20)
        #expect(justifiedLines >= 4, "\(justifiedLines)")
    }

    /// The multi-script screen draws every character with a glyph of the chain: no `.notdef` anywhere.
    @Test func worldLanguagesDrawsNoNotdef() throws {
        let screen = try RenderFixtures.template("world-languages")
        let typesetter = RenderFixtures.typesetter
        for spec in screen.allViews {
            guard let text = spec.text else { continue }
            let line = typesetter.layout(text, font: ViewTypography.font(for: spec))
            #expect(!line.hasMissingGlyphs, "\(spec.id): \(text)")
        }
    }
}
