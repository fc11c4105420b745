import Devices
import Foundation
import Geometry
import Screens
import Testing

/// A table's `tableHeaderView` sits above its content and the sections start below it, at the header view's
/// frame height (https://developer.apple.com/documentation/uikit/uitableview/tableheaderview): a storyboard
/// written for this test has a plain prototype table with a 120-pt orange header view and a 50-pt prototype
/// whose label is red. The first row starts 120 pt (plus the 28-pt section header) below the content's top,
/// and its red label is drawn there, not under the header view.
@Suite struct TableHeaderViewTests {
    typealias RGB = ControlDrawingTests.RGB

    static let storyboard = AssetProject.prototypeTable(
        "hd-tbl",
        header: """
            <view key="tableHeaderView" contentMode="scaleToFill" id="hd-head">
                <rect key="frame" x="0.0" y="0.0" width="414" height="120"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            """,
        cell: "hd-p1",
        content: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Item title" translatesAutoresizingMaskIntoConstraints="NO" id="hd-lbl">
                <rect key="frame" x="20" y="15" width="80" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </label>
            """,
        constraints: """
            <constraint firstItem="hd-lbl" firstAttribute="leading" secondItem="hd-p1-cv" secondAttribute="leadingMargin" id="hk1"/>
            <constraint firstItem="hd-lbl" firstAttribute="centerY" secondItem="hd-p1-cv" secondAttribute="centerY" id="hk2"/>
            """)

    @Test(arguments: ControlDrawingTests.appearances) func rowsStartBelowTheHeaderView(_ appearance: Appearance) throws {
        let screens = try ScreenLoader.screens(bytes: Array(Self.storyboard.utf8), file: "Header.storyboard")
        let screen = try #require(screens.first)
        let drawn = try DocumentCellTests.render(screen, appearance)
        let table = try drawn.frame("hd-tbl"), header = try drawn.frame("hd-head")
        let scroll = try #require(drawn.layout.views.first { $0.id == "hd-tbl" }?.scroll)
        let top = table.minY - scroll.contentOffset.y
        #expect(header.minY == top && header.height == 120, "\(header)")
        // The first row below the header view and the section header.
        let row = try drawn.frame("hd-p1")
        #expect(row.minY == top + 120 + 28 && row.height == 50, "\(row)")
        // Its red label is drawn there, below the orange header view, and the header view keeps its colour.
        let label = try drawn.frame("hd-lbl")
        #expect(label.minY >= header.maxY, "\(label) under \(header)")
        let red = drawn.pixels(in: label).filter { $0.r > 200 && $0.g < 80 && $0.b < 80 }
        #expect(red.count >= 20, "\(red.count) red pixels in \(label)")
        #expect(drawn.pixel(header.midX, header.midY).near(RGB(hex: 0xFF8000), 24))
    }

    /// Rows are made only where they show (UITableView loads only the cells that intersect its bounds:
    /// https://developer.apple.com/documentation/uikit/uitableview/visiblecells). The header view is made so tall
    /// that the section header straddles the table's bottom edge and the first row starts 14 pt below it: no
    /// cell, and none of its content, is laid out, listed or drawn.
    @Test func noRowIsMadeBelowTheTablesBounds() throws {
        let base = try DocumentCellTests.render(try #require(try ScreenLoader.screens(bytes: Array(Self.storyboard.utf8), file: "Header.storyboard").first), .light)
        let table = try base.frame("hd-tbl")
        let scroll = try #require(base.layout.views.first { $0.id == "hd-tbl" }?.scroll)
        let top = table.minY - scroll.contentOffset.y
        let height = table.maxY - top - 14
        let tall = Self.storyboard.replacingOccurrences(
            of: "width=\"414\" height=\"120\"", with: "width=\"414\" height=\"\(String(format: "%.3f", height))\"")
        #expect(tall != Self.storyboard)
        let screen = try #require(try ScreenLoader.screens(bytes: Array(tall.utf8), file: "Header.storyboard").first)
        let drawn = try DocumentCellTests.render(screen, .light)
        #expect(abs(try drawn.frame("hd-head").height - height) < 0.001)
        #expect(!drawn.layout.views.contains { $0.id.hasPrefix("hd-p1") || $0.id == "hd-lbl" },
                "\(drawn.layout.views.filter { $0.id.hasPrefix("hd") }.map { "\($0.id) \($0.frame)" })")
    }
}
