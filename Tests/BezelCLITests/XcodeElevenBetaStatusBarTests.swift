import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// The Xcode 11 beta that writes toolsVersion 14868 draws a home-button iPhone with no status bar, as Xcode 11 to 13
/// do: a barless root view's safe area starts at the top of the screen, and a navigation bar's scene has its top
/// layout guide 44 pt down, the bar alone (docs/research/ib-defaults.md §85, §33). The documents are written for these
/// tests, with the frames that Xcode saves for them.
@Suite struct XcodeElevenBetaStatusBarTests {
    @Test func aBarlessSceneOf14868HasNoStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Barless.storyboard", HomeButtonStatusBarCanvasTests.barless(tools: "14868", y: 0, height: 667),
            views: 1, scenes: 1)
    }

    @Test func aSceneUnderANavigationBarOf14868HasItsGuide44PointsDown() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Stack.storyboard", Self.navigation, views: 1, scenes: 1)
    }

    /// A navigation controller and its root on `retina4_7`, with layout guides rather than a safe area: a box 8 pt
    /// below the top layout guide is saved at y 52, the bar at (0, 0, 375, 44).
    static let navigation = InterfaceBuilderFixture.storyboard(
        toolsVersion: "14868", safeAreas: false, initialViewController: "nav", device: "retina4_7", scenes: """
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
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
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="16" y="52" width="343" height="100"/>
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
                    <navigationItem key="navigationItem" id="item"/>
                </viewController>
            </objects>
        </scene>
        """)
}
