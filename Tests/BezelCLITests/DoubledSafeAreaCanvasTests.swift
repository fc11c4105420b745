import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// The canvas of the Xcode that writes toolsVersion 23727 gives a full-screen scene of a controller with no bars, or
/// with only a navigation bar, twice the device's top and bottom safe-area insets: 96 and 68 pt on `retina6_1`, whose
/// insets are 48 and 34 (docs/research/ib-defaults.md §28, §43). A document of toolsVersion 23504 shows the device's own insets.
@Suite struct DoubledSafeAreaCanvasTests {
    /// Written for this test: a box pinned to the four edges of the safe area, saved where each Xcode puts it.
    @Test func aBarlessSceneOf23727HasTwiceTheInsets() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Doubled.storyboard", Self.document(tools: "23727", y: 96, height: 732),
                                                        views: 1, scenes: 1)
    }

    @Test func aBarlessSceneOf23504HasTheDevicesInsets() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Single.storyboard", Self.document(tools: "23504", y: 48, height: 814),
                                                        views: 1, scenes: 1)
    }

    /// Xcode 26 (toolsVersion 24506) does the same at the bottom: a 20 pt bar written for this test, pinned to the
    /// safe area's bottom and sides of an iPhone 16 Pro canvas (`retina6_3`, 402 × 874, 34 pt home indicator), saved
    /// where that Xcode puts such a view, its bottom 68 pt above the screen's (docs/research/ib-defaults.md §28).
    @Test func aBarlessSceneOf24506HasTwiceTheBottomInset() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Bottom.storyboard", Self.bottomBar, views: 1, scenes: 1)
    }

    /// A scene on the stack of a navigation controller has them too: its bar sits below twice the status bar's inset,
    /// and the safe area ends twice the home indicator's inset above the bottom. Written for this test after the
    /// saved frames of hankyung-mobile/ios-news `newsApp/Base.lproj/Main.storyboard` (toolsVersion 23727, `retina6_0`,
    /// 390 × 844, insets 47 and 34): the navigation controller's bar saved at y 94, 44 pt tall, and a table pinned to
    /// the root's safe area saved at (0, 138, 390, 638) (docs/research/ib-defaults.md §43).
    @Test func aSceneUnderANavigationBarOf23727HasTwiceTheInsets() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "DoubledBar.storyboard", Self.underNavigationBar, views: 1, scenes: 1)
    }

    static let underNavigationBar = InterfaceBuilderFixture.storyboard(
        toolsVersion: "23727", initialViewController: "nav", device: "retina6_0", scenes: """
        <scene sceneID="s0">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="bar">
                        <rect key="frame" x="0.0" y="94" width="390" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc" kind="relationship" relationship="rootViewController" id="root-segue"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="138" width="390" height="638"/>
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
                    <navigationItem key="navigationItem" title="Title" id="item"/>
                </viewController>
            </objects>
        </scene>
        """)

    static let bottomBar = InterfaceBuilderFixture.storyboard(
        toolsVersion: "24506", initialViewController: "vc", device: "retina6_3", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="402" height="874"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="0.0" y="786" width="402" height="20"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="b"/>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)

    /// A home-button iPhone keeps its 20 pt status bar, undoubled: the same box on `retina4_7` (375 × 667), saved by
    /// toolsVersion 24506 at y 20 and 647 pt tall, as element-hq/element-ios and ngageoint/mage-ios save such views
    /// (docs/research/ib-defaults.md §135).
    @Test func aBarlessSceneOf24506OnAHomeButtonPhoneKeepsTheStatusBarsInset() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "HomeButton.storyboard", Self.document(tools: "24506", device: "retina4_7", width: 375, screenHeight: 667, y: 20, height: 647),
            views: 1, scenes: 1)
    }

    static func document(tools: String, device: String = "retina6_1", width: Int = 414, screenHeight: Int = 896, y: Int, height: Int) -> String {
        InterfaceBuilderFixture.storyboard(
        toolsVersion: tools, initialViewController: "vc", device: device, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(screenHeight)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
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
}
