import Devices
import Foundation
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// A search bar's `barTintColor` fills its whole background (https://developer.apple.com/documentation/uikit/uisearchbar/bartintcolor),
/// from a storyboard written for this test (an opaque grey bar over a list, as filter screens have it, and a minimal
/// one that has no background to tint) and from a template's `barTint:`, light and dark.
@Suite struct SearchBarTintTests {
    typealias RGB = ControlDrawingTests.RGB

    static let storyboard = DocumentVisibilityTests.storyboard(controller: "FilterViewController", subviews: """
                                    <searchBar opaque="NO" contentMode="redraw" translucent="NO" placeholder="Filter" id="fl-search">
                                        <rect key="frame" x="0.0" y="100" width="414" height="56"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                        <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                                        <color key="barTintColor" white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </searchBar>
                                    <searchBar opaque="NO" contentMode="redraw" searchBarStyle="minimal" placeholder="Search" id="fl-minimal">
                                        <rect key="frame" x="0.0" y="300" width="414" height="56"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                        <color key="barTintColor" white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </searchBar>
        """)

    static let template = """
        screen: filter
        views:
          - id: search
            kind: searchBar
            placeholder: Filter
            barTint: "#2E7D32"
            pin: { top: superview + 100, leading: superview, trailing: superview }
            height: 56

        """

    /// A point of the bar the field does not cover: 3 pt in from its leading edge, half-way down.
    static func barPixel(_ drawn: ControlDrawingTests.Drawn, _ id: String) throws -> RGB {
        let bar = try drawn.frame(id)
        return drawn.pixel(bar.minX + 3, bar.midY)
    }

    /// White 0.667 of 255: 170, whatever the appearance (a calibrated white does not follow it).
    @Test(arguments: ControlDrawingTests.appearances) func storyboardBarTintFillsTheBar(_ appearance: Appearance) throws {
        let screens = try ScreenLoader.screens(bytes: Array(Self.storyboard.utf8), file: "Filter.storyboard")
        let drawn = try DocumentCellTests.render(try #require(screens.first), appearance)
        #expect(try Self.barPixel(drawn, "fl-search").near(RGB(r: 170, g: 170, b: 170)))
        #expect(try Self.barPixel(drawn, "fl-minimal") == drawn.background)
    }

    @Test(arguments: ControlDrawingTests.appearances) func templateBarTintFillsTheBar(_ appearance: Appearance) throws {
        let folder = try RenderFixtures.scratchFolder("search-bar-tint")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("filter.yml").path
        try Self.template.write(toFile: path, atomically: true, encoding: .utf8)
        let drawn = try DocumentCellTests.render(try ScreenLoader.load(path: path), appearance)
        #expect(try Self.barPixel(drawn, "search").near(RGB(hex: 0x2E7D32)))
    }
}
