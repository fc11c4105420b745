import Devices
import Foundation
import Geometry
import Screens
import Testing

/// Views of the app's own class, in a XIB the test writes, on light and dark:
/// - `red`: a `ChartView` whose document gives it an opaque red background (`red="1"`);
/// - `yellow`: a `GaugeView` in `systemYellowColor`, which differs between the appearances;
/// - `plain`: a `BadgeView` with no colour.
/// The app's code draws over a view's background colour, which its layer paints beneath its content
/// (https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor), and Interface Builder's canvas
/// shows the colour: the coloured ones show it inside the placeholder's dashed outline
/// (docs/research/controls.md §15); the one with no colour is the grey box (systemGray5). All three keep the outline.
@Suite struct CustomViewColourTests {
    typealias RGB = ControlDrawingTests.RGB

    static func project() throws -> AssetProject {
        let project = try AssetProject("custom-view-colour")
        try project.write("Main.xib", AssetProject.xib([
            AssetProject.fixed("view", id: "red", x: 20, y: 100, width: 160, height: 120, attributes: #"customClass="ChartView""#,
                               body: #"<color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#),
            AssetProject.fixed("view", id: "yellow", x: 200, y: 100, width: 160, height: 120, attributes: #"customClass="GaugeView""#,
                               body: #"<color key="backgroundColor" systemColor="systemYellowColor"/>"#),
            AssetProject.fixed("view", id: "plain", x: 20, y: 260, width: 160, height: 120, attributes: #"customClass="BadgeView""#),
        ].joined(separator: "\n"), resources: #"<systemColor name="systemYellowColor"><color red="1" green="0.8" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>"#))
        return project
    }

    @Test(arguments: ControlDrawingTests.appearances) func aCustomViewShowsTheColourItsDocumentGives(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
        let yellow = appearance == .dark ? RGB(r: 255, g: 214, b: 10) : RGB(r: 255, g: 204, b: 0)
        for (id, colour) in [("red", RGB(r: 255, g: 0, b: 0)), ("yellow", yellow), ("plain", drawn.over(.systemGray5))] {
            let frame = try drawn.frame(id)
            // A corner band inside the outline, clear of the class name in the middle.
            let inside = drawn.pixels(in: Rect(x: frame.minX + 3, y: frame.minY + 3, width: 30, height: 20))
            #expect(!inside.isEmpty && inside.allSatisfy { $0.near(colour) }, "\(id): \(Set(inside))")
            // The dashed outline, in systemGray2, along the top edge.
            let edge = drawn.pixels(in: Rect(x: frame.minX + 2, y: frame.minY, width: frame.width - 4, height: 1))
            #expect(edge.contains { $0.near(drawn.over(.systemGray2), 8) }, "\(id) outline: \(Set(edge))")
        }
    }
}
