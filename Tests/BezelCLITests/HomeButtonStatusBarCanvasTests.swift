import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// The canvas of Xcode 11 to 13 (toolsVersion 15000 to 20999) draws a home-button iPhone with no status bar: a
/// barless root view's safe area starts at the top of the screen, and a navigation bar at y 0, where Xcode 8-10
/// put both 20 pt down (docs/research/ib-defaults.md §33). The documents are written for these tests, with the
/// frames each Xcode saves for them.
@Suite struct HomeButtonStatusBarCanvasTests {
    @Test func aBarlessSceneOfXcode11HasNoStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Barless.storyboard", Self.barless(tools: "16097", y: 0, height: 667), views: 1, scenes: 1)
    }

    @Test func aBarlessSceneOfXcode10KeepsTheStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Barless10.storyboard", Self.barless(tools: "14460.31", y: 20, height: 647), views: 1, scenes: 1)
    }

    @Test func aXIBViewOfXcode12HasNoStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Panel.xib", Self.xib, views: 1, scenes: 1)
    }

    /// Xcode 14.0 to 14.2 still draw no status bar (ioskinjal/ios-app-portfolio, 21225; AgoraIO-Community/ag-iot-ios-app,
    /// 21507; docs/research/ib-defaults.md §122); Xcode 15's 22505 puts the safe area 20 pt down (ellomessenger).
    @Test func aBarlessSceneOfXcode14Point1HasNoStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Barless141.storyboard", Self.barless(tools: "21225", y: 0, height: 667), views: 1, scenes: 1)
    }

    @Test func aBarlessSceneOfXcode15KeepsTheStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Barless15.storyboard", Self.barless(tools: "22505", y: 20, height: 647), views: 1, scenes: 1)
    }

    @Test func aNavigationBarOfXcode13SitsAtTheTop() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Pushed.storyboard", Self.navigation, views: 1, scenes: 1)
    }

    static func barless(tools: String, y: Int, height: Int) -> String {
        InterfaceBuilderFixture.storyboard(
        toolsVersion: tools, initialViewController: "vc", device: "retina4_7", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="\(y)" width="375" height="\(height)"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
    }

    /// A XIB's screen-sized view on `retina4_0` with a dimming view pinned to its safe area and a 280 pt card
    /// centred in it: Xcode 12 saves both with the safe area at the view's top.
    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "17701", device: "retina4_0", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="20" y="144" width="280" height="280"/>
                    <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="280" id="h"/>
                    </constraints>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="card" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="c"/>
                <constraint firstItem="card" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="r"/>
            </constraints>
        </view>
        """)

    /// A navigation controller and its root on `retina5_5`: Xcode 13 saves the bar at (0, 0, 414, 44) and a box
    /// pinned to the root's safe-area top at y 44. The navigation controller has no view of its own, so the document
    /// is one scene to lay out: the root's, under the bar.
    static let navigation = InterfaceBuilderFixture.storyboard(
        toolsVersion: "19529", initialViewController: "nav", device: "retina5_5", scenes: """
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc" kind="relationship" relationship="rootViewController" id="root-segue"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="44" width="414" height="100"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" id="item"/>
                </viewController>
            </objects>
        </scene>
        """)
}
