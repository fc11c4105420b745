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
}
