import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 6's 600 × 600 canvas, which showed iOS 8, gives a root view 16 pt margins; Xcode 7's, showing iOS 9, 20 pt
/// (docs/research/ib-defaults.md §1 and §38). The storyboard is written for these tests: a box pinned to the root's
/// margins and top layout guide, with the frames Xcode 6.3 (toolsVersion 7531) and Xcode 7.2 (9531) save for it.
@Suite struct Xcode6CanvasMarginTests {
    @Test func anXcode6CanvasHasSixteenPointMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Canvas6.storyboard", Self.canvas6, views: 1, scenes: 1)
    }

    @Test func anXcode7CanvasHasTwentyPointMargins() throws {
        let canvas7 = Self.canvas6.replacingOccurrences(of: "toolsVersion=\"7531\"", with: "toolsVersion=\"9531\"")
            .replacingOccurrences(of: "x=\"16\" y=\"20\" width=\"568\"", with: "x=\"20\" y=\"20\" width=\"560\"")
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Canvas7.storyboard", canvas7, views: 1, scenes: 1)
    }

    static let canvas6 = InterfaceBuilderFixture.storyboard(
        standaloneNo: true, toolsVersion: "7531", systemVersion: "14D136", safeAreas: false, colorMatched: false,
        initialViewController: "vc", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="7520"/>
        <capability name="Constraints to layout margins" minToolsVersion="6.0"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="16" y="20" width="568" height="100"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="calibratedRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="t"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
