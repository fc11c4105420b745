import Devices
import Geometry
import Layout
import Render
import Scene
import Testing

@Suite struct LegendTests {
    /// Hundreds of findings must not grow the image beyond the device: the legend lists what fits and
    /// counts the rest (the report lists them all).
    @Test func manyFindingsKeepTheImageTheDevicesHeight() throws {
        let screen = try RenderFixtures.template("toon-contacts")
        let profile = try RenderFixtures.profile("iphone-x")
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let markers = (1...200).map {
            FindingMarker(number: $0, severity: .warning, rule: "text-truncated", region: Rect(x: 10, y: 100, width: 50, height: 20),
                          message: "view 'label\($0)' text is cut off by 12 pt at 17 pt regular")
        }
        let builder = SceneBuilder(text: SceneText(typesetter: RenderFixtures.typesetter))
        let few = builder.build(screen: screen, layout: layout, profile: profile, findings: Array(markers.prefix(2)))
        let many = builder.build(screen: screen, layout: layout, profile: profile, findings: markers)
        let art = DeviceArt(profile: profile, frame: .device)
        #expect(many.size.height == art.size.height + 28)
        #expect(many.size == few.size)
        let legend = try #require(many.layer(.legend))
        let lines = legend.nodes.compactMap { node -> String? in
            if case .text(let run) = node { return run.string }
            return nil
        }
        let overflow = try #require(lines.first { $0.hasPrefix("+") })
        #expect(overflow.hasSuffix("–200 in report.json)"), "\(overflow)")
    }
}
