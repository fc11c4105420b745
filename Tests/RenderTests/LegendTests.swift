import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Testing

@Suite struct LegendTests {
    static func strings(_ displayList: DisplayList) -> [String] {
        (displayList.layer(.legend)?.nodes ?? []).compactMap { node -> String? in
            if case .text(let run) = node { return run.string }
            return nil
        }
    }

    /// Issue 14: a landscape legend stopped at five findings. Now 24 findings on a landscape iPhone are all
    /// listed, in report order, in columns that widen the canvas, every line inside it.
    @Test func aLandscapeLegendListsEveryFinding() throws {
        let screen = try RenderFixtures.template("toon-contacts")
        let profile = try RenderFixtures.profile("iphone-x", .landscapeLeft)
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let markers = (1...24).map {
            FindingMarker(number: $0, severity: .warning, rule: "text-truncated", region: Rect(x: 100, y: 100, width: 50, height: 20),
                          message: "view 'label\($0)' text is cut off by 12 pt at 17 pt regular")
        }
        let builder = DisplayListBuilder(text: DisplayListText(typesetter: RenderFixtures.typesetter))
        let displayList = builder.build(screen: screen, layout: layout, profile: profile, findings: markers)
        let lines = Self.strings(displayList)
        var next = 0
        for n in 1...24 {
            // Each entry's badge number, its rule, then its message, after the previous entry's.
            let badge = try #require(lines[next...].firstIndex(of: "\(n)"), "badge \(n) missing")
            #expect(lines[badge + 1] == "text-truncated")
            #expect(lines[badge + 2].hasPrefix("view 'label\(n)'"), "\(lines[badge + 2])")
            next = badge + 1
        }
        #expect(!lines.contains { $0.hasPrefix("+") })
        let art = DeviceArt(profile: profile, frame: .device)
        #expect(displayList.size.width >= art.size.width + 2 * 300, "more than one column")
        let canvas = Rect(origin: .zero, size: displayList.size)
        for node in displayList.layer(.legend)?.nodes ?? [] {
            guard case .text(let run) = node, let box = run.lineBox else { continue }
            #expect(canvas.contains(box), "\(run.string) at \(box) outside \(displayList.size)")
        }
    }

    /// Hostile screens: hundreds of findings list the first `maximumEntries` (100) and count the rest, so
    /// even with five-line messages on the largest iPad at `--scale 4` the PNG stays inside the reader's
    /// pixel budget (docs/robustness.md, "Overlay placement").
    @Test func hundredsOfFindingsStayWithinThePixelBudget() throws {
        let screen = try RenderFixtures.template("toon-contacts")
        let profile = try RenderFixtures.profile("ipad-pro-13", .landscapeLeft)
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let long = String(repeating: "a view whose text is cut off by twelve points ", count: 12)
        let markers = (1...300).map {
            FindingMarker(number: $0, severity: .warning, rule: "text-truncated", region: Rect(x: 10, y: 100, width: 50, height: 20), message: long)
        }
        let displayList = DisplayListBuilder(text: DisplayListText(typesetter: RenderFixtures.typesetter)).build(screen: screen, layout: layout, profile: profile, findings: markers)
        let lines = Self.strings(displayList)
        let overflow = try #require(lines.first { $0.hasPrefix("+") })
        #expect(overflow.hasPrefix("+200 more findings (101–300"), "\(overflow)")
        let (width, height) = DisplayListRasterizer(scale: 4).pixelSize(of: displayList)
        let budget = PNGDecoder.Limits.standard
        #expect(width <= budget.maximumSide && height <= budget.maximumSide && width * height <= budget.maximumPixels, "\(width)×\(height)")
    }
}
