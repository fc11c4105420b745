import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 8's canvas, which shows iOS 10, gives the root view of a portrait 5.5″ Plus phone (`retina5_5`, 414 pt) the
/// 20 pt side margins, as later Xcodes do; a 375 pt phone keeps 16 (docs/research/ib-defaults.md §100, §1). The
/// documents are written for these tests, with the frames that Xcode saves for them.
@Suite struct PlusPhoneMarginsOnXcodeEightTests {
    @Test func aBoxPinnedToTheMarginsOfAPlusPhoneIsTwentyPointsIn() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Plus.storyboard", Self.document(device: "retina5_5", width: 414, height: 736, boxX: 20),
            views: 1, scenes: 1)
    }

    @Test func theSameBoxOnAFourPointSevenInchPhoneIsSixteenPointsIn() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Phone.storyboard", Self.document(device: "retina4_7", width: 375, height: 667, boxX: 16),
            views: 1, scenes: 1)
    }

    /// A barless scene of toolsVersion 11762 (Xcode 8.2) with layout guides: a box pinned to the root's leading and
    /// trailing margins, 8 pt below the top layout guide (the 20 pt status bar).
    static func document(device: String, width: Int, height: Int, boxX: Int) -> String {
        InterfaceBuilderFixture.storyboard(
        toolsVersion: "11762", systemVersion: "15G1212", safeAreas: false, initialViewController: "vc",
        device: device, appearance: nil, adaptation: "fullscreen", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="\(boxX)" y="28" width="\(width - 2 * boxX)" height="100"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" symbolic="YES" id="t"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
    }
}
