import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A controller whose Simulated Size is Freeform is drawn under the canvas's status bar: on a home-button iPhone in
/// portrait, Xcode 8-10 and 14 save a view pinned to the top layout guide or the safe area's top 20 pt down, Xcode
/// 11-13 (whose canvas draws no status bar there) at 0 (docs/research/ib-defaults.md §67, §33). The storyboards are
/// written for these tests, with the frames those Xcodes save for them: a scroll view pinned to the guide's or safe
/// area's top in a 375 × 900 freeform scene on `retina4_7`.
@Suite struct FreeformStatusBarTests {
    @Test func aFreeformSceneOfXcode8KeepsTheStatusBarAboveItsTopLayoutGuide() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Freeform8.storyboard", Self.layoutGuideScene(tools: "11762", y: 20), views: 1, scenes: 1)
    }

    @Test func aFreeformSceneOfXcode10KeepsTheStatusBarAboveItsSafeArea() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Freeform10.storyboard", Self.safeAreaScene(tools: "14460.31", y: 20), views: 1, scenes: 1)
    }

    @Test func aFreeformSceneOfXcode14KeepsTheStatusBarAboveItsSafeArea() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Freeform14.storyboard", Self.safeAreaScene(tools: "22505", y: 20), views: 1, scenes: 1)
    }

    @Test func aFreeformSceneOfXcode12HasNoStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Freeform12.storyboard", Self.safeAreaScene(tools: "17701", y: 0), views: 1, scenes: 1)
    }

    static func safeAreaScene(tools: String, y: Int) -> String {
        InterfaceBuilderFixture.storyboard(
        toolsVersion: tools, initialViewController: "vc", device: "retina4_7", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="900"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="0.0" y="\(y)" width="375" height="400"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="400" id="h"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <size key="freeformSize" width="375" height="900"/>
                </viewController>
            </objects>
        </scene>
        """)
    }

    static func layoutGuideScene(tools: String, y: Int) -> String {
        InterfaceBuilderFixture.storyboard(
        toolsVersion: tools, safeAreas: false, initialViewController: "vc", device: "retina4_7", appearance: nil,
        adaptation: "fullscreen", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="900"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="0.0" y="\(y)" width="375" height="400"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="400" id="h"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="t"/>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <size key="freeformSize" width="375" height="900"/>
                </viewController>
            </objects>
        </scene>
        """)
    }
}
