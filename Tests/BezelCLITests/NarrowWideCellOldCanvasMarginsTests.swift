import Foundation
import Testing
@testable import BezelCLI

/// A table cell XIB 408 pt wide, wider than the 375 pt `retina4_7` phone it was saved on and narrower than the 414 pt
/// that gives a root view 20 pt margins. Before Xcode 11's iOS 13 canvas the cell is drawn in a window as wide as the
/// cell, and that window is the phone §82 measures: a 408 pt row on a phone at least 390 pt wide has 20 pt cell margins
/// (docs/research/ib-defaults.md §116). The XIB is written for this test: a panel 10 pt inside the content view's
/// leading margin and on its top and trailing margins.
@Suite struct NarrowWideCellOldCanvasMarginsTests {
    /// Xcode 10 (toolsVersion 14460.31): the panel at (30, 11, 358, 30), 20 pt margins.
    @Test func anXcode10CellOf408PointsHasTwentyPointMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell408x10.xib", Self.cell, views: 2, scenes: 1)
    }

    /// The same cell saved by Xcode 14 (20037): the phone's 16 pt margins (§114), the panel at (26, 11, 366, 30).
    @Test func theSameCellOfXcode14HasThePhonesMargins() throws {
        let cell = Self.cell.replacingOccurrences(of: "toolsVersion=\"14460.31\"", with: "toolsVersion=\"20037\"")
            .replacingOccurrences(of: "x=\"30\" y=\"11\" width=\"358\"", with: "x=\"26\" y=\"11\" width=\"366\"")
        #expect(cell.contains("20037") && cell.contains("x=\"26\" y=\"11\" width=\"366\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell408x14.xib", cell, views: 2, scenes: 1)
    }

    static let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="408" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="408" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                <rect key="frame" x="30" y="11" width="358" height="30"/>
                                <color key="backgroundColor" red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="panel" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                            <constraint firstItem="panel" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="10" id="l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="panel" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
}
