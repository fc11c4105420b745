import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A table cell whose row height is not the height its content view's constraints give: Interface Builder saves the
/// content view at the cell's bounds, and its subviews where the constraints put them in a content view of the height
/// the constraints give, the row's height given up (docs/research/ib-defaults.md §163). The XIB is written for this
/// test, with frames where that rule puts them: a 100 pt row whose square is pinned 10 pt from the content view's top
/// and bottom at a height of 60 (80 pt in all), a 1 pt rule along the content view's bottom, and a dot centred on it.
/// With the row's height kept, the bottom pin (first in the document) held and the top one broke: the square 20 pt
/// lower, the rule and the dot 20 and 10 pt lower.
@Suite struct CellContentHeightFromConstraintsTests {
    @Test func subviewsAreLaidOutAtTheHeightTheirConstraintsGiveTheContentView() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Row.xib", Self.xib, views: 4, scenes: 1)
        // Where the constraints leave the content view's height free, it is the row's: the same cell without the bottom
        // pin lays the rule out along the 100 pt row's bottom and the dot at its middle.
        let free = Self.xib
            .replacingOccurrences(of: #"<constraint firstAttribute="bottom" secondItem="square" secondAttribute="bottom" constant="10" id="sb"/>"#, with: "")
            .replacingOccurrences(of: #"<rect key="frame" x="16" y="79" width="359" height="1"/>"#,
                                  with: #"<rect key="frame" x="16" y="99" width="359" height="1"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="339" y="30" width="20" height="20"/>"#,
                                  with: #"<rect key="frame" x="339" y="40" width="20" height="20"/>"#)
        #expect(free.contains(#"y="99""#) && !free.contains(#"id="sb""#))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "FreeRow.xib", free, views: 4, scenes: 1)
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "22505", device: "retina6_12", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="100" id="row">
            <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="row" id="content">
                <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="square">
                        <rect key="frame" x="16" y="10" width="60" height="60"/>
                        <color key="backgroundColor" systemColor="systemBlueColor"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" id="sw"/>
                            <constraint firstAttribute="height" constant="60" id="sh"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule">
                        <rect key="frame" x="16" y="79" width="359" height="1"/>
                        <color key="backgroundColor" systemColor="separatorColor"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="1" id="rh"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                        <rect key="frame" x="339" y="30" width="20" height="20"/>
                        <color key="backgroundColor" systemColor="systemRedColor"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="dw"/>
                            <constraint firstAttribute="height" constant="20" id="dh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="bottom" secondItem="square" secondAttribute="bottom" constant="10" id="sb"/>
                    <constraint firstItem="square" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="st"/>
                    <constraint firstItem="square" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="sl"/>
                    <constraint firstItem="rule" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="rl"/>
                    <constraint firstAttribute="trailing" secondItem="rule" secondAttribute="trailing" constant="18" id="rt"/>
                    <constraint firstAttribute="bottom" secondItem="rule" secondAttribute="bottom" id="rb"/>
                    <constraint firstAttribute="trailing" secondItem="dot" secondAttribute="trailing" constant="34" id="dt"/>
                    <constraint firstItem="dot" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="dy"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """, resources: """
        <systemColor name="systemBlueColor">
            <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
        <systemColor name="systemRedColor">
            <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
        <systemColor name="separatorColor">
            <color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.28999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
        """)
}
