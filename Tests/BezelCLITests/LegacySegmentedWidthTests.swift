import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Before iOS 13 a segmented control with no width of its own is as many equal segments as titles, each the widest
/// title plus 14.75 pt, not the 19 pt of iOS 13 and later (docs/research/ib-defaults.md §146, beside §12). The XIB is
/// written for this test in the style of an Xcode 10 document on `retina4_7`, whose canvas shows iOS 12: a control of
/// two segments pinned 20 pt from the trailing edge and one of three centred, each placed by that edge or its centre
/// and its top alone, saved as §146's rule lays them out with Bezel's title widths (the 19 pt segments of iOS 13 would
/// make them 8.5 and 12.75 pt wider).
@Suite struct LegacySegmentedWidthTests {
    @Test func segmentsBeforeIOS13AreTheWidestTitlePlusFourteenAndThreeQuarterPoints() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "LegacyWidths.xib", Self.xib, views: 2, scenes: 1)
    }

    static func control(_ id: String, y: Int, x: String, width: String, titles: [String]) -> String {
        """
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="29"/>
                    <segments>
        \(titles.map { "                <segment title=\"\($0)\"/>" }.joined(separator: "\n"))
                    </segments>
                </segmentedControl>
        """
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "13771", device: "retina4_7", appearance: nil, adaptation: "fullscreen", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
        \(control("units", y: 20, x: "259.5", width: "95.5", titles: ["Day", "Night"]))
        \(control("sizes", y: 70, x: "92", width: "191", titles: ["Small", "Medium", "Large"]))
            </subviews>
            <constraints>
                <constraint firstAttribute="trailing" secondItem="units" secondAttribute="trailing" constant="20" id="u-r"/>
                <constraint firstItem="units" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="u-t"/>
                <constraint firstItem="sizes" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="s-c"/>
                <constraint firstItem="sizes" firstAttribute="top" secondItem="root" secondAttribute="top" constant="70" id="s-t"/>
            </constraints>
        </view>
        """)
}
