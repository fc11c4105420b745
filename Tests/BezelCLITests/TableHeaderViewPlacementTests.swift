import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A table keeps only the height of its `tableHeaderView`: it puts the view at the top of its content, above the first
/// section, as wide as itself (https://developer.apple.com/documentation/uikit/uitableview/tableheaderview;
/// docs/research/ib-defaults.md §164). Xcode 6 saved the header view of a table under a navigation bar at the y the bars
/// end at. The storyboard is written for this test, on Xcode 6's 600 × 600 canvas: a table view controller under a
/// translucent navigation bar, a 120 pt header view saved at (0, 64) holding a banner 20 pt from its edges, and a 44 pt
/// prototype. Laid out from its saved frame, the header was drawn 64 pt into the content, over the first rows.
@Suite struct TableHeaderViewPlacementTests {
    @Test func aTableHeaderViewIsAtTheTopOfTheTablesContent() throws {
        let frames = try ScratchDocument.layoutFrames(named: "Header.storyboard", Self.storyboard)
        // The table's content starts under the bars (its inset 64 pt), the header view at its top, the banner inside it.
        let header = try #require(frames["header"])
        #expect(header.x == 0 && header.y == 64 && header.width == 600 && header.height == 120, "\(header)")
        let banner = try #require(frames["banner"])
        #expect(banner.x == 20 && banner.y == 84 && banner.width == 560 && banner.height == 80, "\(banner)")
        // The header view's saved origin is not compared; its size and everything else agree.
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Header.storyboard", Self.storyboard, views: 3, scenes: 2)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        standaloneNo: true, toolsVersion: "6254", safeAreas: false, colorMatched: false, initialViewController: "tvc",
        appearance: nil, scenes: """
        <scene sceneID="s1">
            <objects>
                <tableViewController id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="tbl">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                            <rect key="frame" x="0.0" y="64" width="600" height="120"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="banner">
                                    <rect key="frame" x="20" y="20" width="560" height="80"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="calibratedRGB"/>
                                </view>
                            </subviews>
                            <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
                        </view>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="cell">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                    <autoresizingMask key="autoresizingMask"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                        <connections>
                            <outlet property="dataSource" destination="tvc" id="ds"/>
                            <outlet property="delegate" destination="tvc" id="dl"/>
                        </connections>
                    </tableView>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)
}
