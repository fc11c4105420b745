import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// On the 393 pt `retina6_12` phone, Xcode 14 and 15 save a table cell's content 20 pt inside the cell's side margins
/// where the controllers' root views on the same phone have 16 (docs/research/ib-defaults.md §82): seven unrelated
/// projects, in tables from 353 pt wide (rifat072/Quran-iOS, gg123987/Salon-iOS-app, chrisbraycodes/InfoRomantic-iOS-Dating-App-Using-Swift,
/// hkam0006/ios-habitat-habit-tracker, Casey-jS/ios-workout-app, Pranav108/iOS-weather-app, MarkKirichko2002/AGPU-iOS-App).
/// Narrower tables there (275-315 pt) keep 16. Before, Bezel gave those cells the root view's 16 pt, 4 pt off on each side. The documents are written for this
/// test: a panel 12 pt inside a cell's leading margin and on its trailing margin, in a table under a banner on the
/// root view's margins (16 pt, unchanged), and the same cell as a XIB of its own.
@Suite struct WidePhoneTableCellMarginsTests {
    @Test func aTableCellOnThe393PointPhoneHasTwentyPointMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cells.storyboard", Self.storyboard, views: 4, scenes: 2)
    }

    @Test func aCellXIBOnThe393PointPhoneHasTwentyPointMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell.xib", Self.cell, views: 2, scenes: 1)
    }

    /// A 353 pt cell (a table inset 20 pt each side) drawn alone on the same phone has them too: the panel at
    /// (32, 11, 301, 30), as Casey-jS's and rifat072's 353 pt tables' cells are saved.
    @Test func aCellOfA353PointTableOnThe393PointPhoneHasTwentyPointMargins() throws {
        let cell = Self.cell.replacingOccurrences(of: "width=\"393\"", with: "width=\"353\"")
            .replacingOccurrences(of: "x=\"32\" y=\"11\" width=\"341\"", with: "x=\"32\" y=\"11\" width=\"301\"")
        #expect(cell.contains("width=\"353\"") && cell.contains("width=\"301\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell353.xib", cell, views: 2, scenes: 1)
    }

    /// A 313 pt cell on the same phone keeps the root view's 16 pt, as oguzhaangumuss's 313 pt table's cells are saved:
    /// the panel at (28, 11, 269, 30).
    @Test func aCellOfA313PointTableKeepsSixteenPointMargins() throws {
        let cell = Self.cell.replacingOccurrences(of: "width=\"393\"", with: "width=\"313\"")
            .replacingOccurrences(of: "x=\"32\" y=\"11\" width=\"341\"", with: "x=\"28\" y=\"11\" width=\"269\"")
        #expect(cell.contains("width=\"313\"") && cell.contains("x=\"28\" y=\"11\" width=\"269\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell313.xib", cell, views: 2, scenes: 1)
    }

    /// The same cell on the 375 pt phone keeps the root view's 16 pt: the panel at (28, 11, 331, 30).
    @Test func aCellXIBOnThe375PointPhoneKeepsSixteenPointMargins() throws {
        let cell = Self.cell.replacingOccurrences(of: "retina6_12", with: "retina4_7")
            .replacingOccurrences(of: "width=\"393\"", with: "width=\"375\"")
            .replacingOccurrences(of: "x=\"32\" y=\"11\" width=\"341\"", with: "x=\"28\" y=\"11\" width=\"331\"")
        #expect(cell.contains("retina4_7") && cell.contains("x=\"28\" y=\"11\" width=\"331\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell375.xib", cell, views: 2, scenes: 1)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21701", initialViewController: "vc", device: "retina6_12", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="scene">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                <rect key="frame" x="16" y="59" width="361" height="40"/>
                                <color key="backgroundColor" red="1" green="0.58" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="bh"/>
                                </constraints>
                            </view>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                <rect key="frame" x="0.0" y="99" width="393" height="719"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" rowHeight="60" id="cell">
                                        <rect key="frame" x="0.0" y="50" width="393" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                                    <rect key="frame" x="32" y="11" width="341" height="30"/>
                                                    <color key="backgroundColor" red="0.2" green="0.4" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="30" id="ph"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="panel" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="pt"/>
                                                <constraint firstItem="panel" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="12" id="pl"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="panel" secondAttribute="trailing" id="pr"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="banner" firstAttribute="top" secondItem="safe" secondAttribute="top" id="bt"/>
                            <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="bl"/>
                            <constraint firstAttribute="trailingMargin" secondItem="banner" secondAttribute="trailing" id="br"/>
                            <constraint firstItem="table" firstAttribute="top" secondItem="banner" secondAttribute="bottom" id="tt"/>
                            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="tl"/>
                            <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="tr"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="tb"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0.0" y="0.0"/>
        </scene>
        """)

    static let cell = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina6_12", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                        <rect key="frame" x="32" y="11" width="341" height="30"/>
                        <color key="backgroundColor" red="0.2" green="0.4" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="panel" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                    <constraint firstItem="panel" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="12" id="l"/>
                    <constraint firstAttribute="trailingMargin" secondItem="panel" secondAttribute="trailing" id="r"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """)
}
