import Devices
import Foundation
import Geometry
import Render
import Screens
import TestSupport
import Testing

/// A stopped activity indicator whose document leaves out `hidesWhenStopped` is drawn: Interface Builder writes the
/// attribute only when its "Hides When Stopped" box is ticked, so the box is unticked there and the indicator stays
/// shown when not animating (docs/research/ib-defaults.md §128,
/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped). One with
/// `hidesWhenStopped="YES"` is hidden while stopped, as before. The document is written here, as Xcode 14 saves these
/// indicators; light and dark.
@Suite struct StoppedIndicatorDrawingTests {
    typealias RGB = ControlDrawingTests.RGB

    static let red = #"<color key="color" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    static func render(_ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let project = try AssetProject("stopped-indicator")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.xib", AssetProject.xib([
            // Stopped, the box unticked (no attribute): shown.
            AssetProject.fixed("activityIndicatorView", id: "stopped", x: 60, y: 200, width: 37, height: 37,
                               attributes: #"opaque="NO" style="large""#, body: red),
            // Stopped, the box unticked, the old gray style with no colour: shown in the default grey.
            AssetProject.fixed("activityIndicatorView", id: "gray", x: 160, y: 208, width: 20, height: 20,
                               attributes: #"opaque="NO" style="gray""#),
            // Stopped, the box ticked: hidden while stopped.
            AssetProject.fixed("activityIndicatorView", id: "hides", x: 260, y: 200, width: 37, height: 37,
                               attributes: #"opaque="NO" hidesWhenStopped="YES" style="large""#, body: red),
        ].joined(separator: "\n")))
        return try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
    }

    @Test(arguments: ControlDrawingTests.appearances) func aStoppedIndicatorWithoutTheAttributeIsDrawn(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let red = drawn.pixels(in: try drawn.frame("stopped")).filter { $0.r > 200 && $0.g < 60 && $0.b < 60 }
        #expect(red.count > 40, "\(red.count) red spoke pixels")
        let ink = drawn.pixels(in: try drawn.frame("gray")).filter { !$0.near(drawn.background, 24) }
        #expect(ink.count > 10, "\(ink.count) spoke pixels of the gray indicator")
    }

    @Test(arguments: ControlDrawingTests.appearances) func aStoppedIndicatorThatHidesWhenStoppedIsNot(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let ink = drawn.pixels(in: try drawn.frame("hides")).filter { !$0.near(drawn.background, 24) }
        #expect(ink.isEmpty, "\(ink.count) pixels drawn for an indicator that hides when stopped")
    }
}
