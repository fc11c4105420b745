@testable import Checks
@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Raster
@testable import Render
@testable import Drawing
@testable import Screens
import Testing

/// Issue 14: a finding is drawn as an outline outside its region, so the view keeps its own colours
/// (the old translucent tint turned #0A84FF muted and #E9E9EB peach).
@Suite struct FindingOutlineTests {
    @Test func aViewsFillIsUnchangedInsideItsFindingsOutline() throws {
        let screen = try ScreenLoader.parse(text: """
            screen: tint
            views:
              - id: blue
                kind: view
                color: "#0A84FF"
                pin: { top: safeArea + 100, leading: superview + 60 }
                width: 120
                height: 80
              - id: grey
                kind: view
                color: "#E9E9EB"
                pin: { top: safeArea + 300, leading: superview + 60 }
                width: 120
                height: 80
            """, file: "tint.yml")
        let profile = try Catalogue.device(named: "iphone-15-pro").profile(ios: 17, orientation: .portrait, window: .full)
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let expected: [String: RGBA] = ["blue": RGBA(r: 0x0A, g: 0x84, b: 0xFF), "grey": RGBA(r: 0xE9, g: 0xE9, b: 0xEB)]
        let views = layout.views.filter { expected[$0.id] != nil }
        let markers = views.enumerated().map { index, view in
            FindingMarker(number: index + 1, severity: index == 0 ? .error : .warning, rule: "r", region: view.frame, message: "m")
        }
        let builder = DisplayListBuilder(text: DisplayListText(typesetter: OverlayPlacementTests.typesetter), options: DisplayListOptions(overlays: [.findings]))
        let displayList = builder.build(screen: screen, layout: layout, profile: profile, findings: markers)
        let scale = 3.0
        let pixels = DisplayListRasterizer(scale: scale).render(displayList)
        let badges = OverlayAudit.firstShapes(in: displayList.layer(.findings)?.nodes ?? [], idPrefix: "badge-")
        #expect(badges.count == 2)
        let origin = DeviceArt(profile: profile, frame: .device).screenRect.origin
        var checked = 0
        for view in views {
            let colour = try #require(expected[view.id])
            let region = view.frame.offsetBy(dx: origin.x, dy: origin.y)
            // Every pixel whose square lies inside the region and off the badges keeps the view's colour.
            for py in Int((region.minY * scale).rounded(.up))..<Int((region.maxY * scale).rounded(.down)) {
                for px in Int((region.minX * scale).rounded(.up))..<Int((region.maxX * scale).rounded(.down)) {
                    let square = Rect(x: Double(px) / scale, y: Double(py) / scale, width: 1 / scale, height: 1 / scale)
                    guard !badges.contains(where: { $0.intersects(square) }) else { continue }
                    if pixels[px, py] != colour {
                        Issue.record("\(view.id) at (\(px), \(py)): \(pixels[px, py]) instead of \(colour)")
                        return
                    }
                    checked += 1
                }
            }
            // The outline is there, just outside the region: along the pixel row above its top edge, the
            // severity's colour (Theme: error #FF3B30 solid, warning #FF9500 dashed).
            let outline = view.id == "blue" ? RGBA(r: 0xFF, g: 0x3B, b: 0x30) : RGBA(r: 0xFF, g: 0x95, b: 0x00)
            let row = Int((region.minY * scale).rounded(.down)) - 1
            let xs = Int((region.minX * scale).rounded(.up))..<Int((region.maxX * scale).rounded(.down))
            #expect(xs.filter { pixels[$0, row] == outline }.count > xs.count / 2, "\(view.id)")
        }
        #expect(checked > 2 * 100 * 60 * 9, "\(checked) pixels checked")
    }
}
