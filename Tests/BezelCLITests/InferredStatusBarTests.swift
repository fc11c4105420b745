import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A scene that sets no simulated status bar of its own takes its navigation controller's (Interface Builder's
/// "Inferred" metrics, docs/research/ib-defaults.md §99): bbalmer/BrightSpiritYoga-iOs (toolsVersion 10116) sets
/// `<nil key="simulatedStatusBarMetrics"/>` on its navigation controller, and its root scene and the scenes pushed
/// onto it are saved with their top layout guide at the 44 pt bar, their views 20 pt higher than under a status bar.
/// Before, Bezel drew those scenes with a status bar. The storyboard is written for this test: a navigation controller
/// with no status bar, its root scene and a scene pushed onto it, each with a view 28 pt below the top layout guide.
@Suite struct InferredStatusBarTests {
    @Test func scenesOfANavigationControllerWithNoStatusBarHaveNone() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "NoStatusBar.storyboard", Self.storyboard, views: 2, scenes: 2)
    }

    /// Without the navigation controller's "None", the same scenes are saved under a status bar, 20 pt lower.
    @Test func scenesOfANavigationControllerWithAStatusBarKeepIt() throws {
        let document = Self.storyboard.replacingOccurrences(of: "<nil key=\"simulatedStatusBarMetrics\"/>", with: "")
            .replacingOccurrences(of: "y=\"72\"", with: "y=\"92\"")
        #expect(!document.contains("simulatedStatusBarMetrics") && !document.contains("y=\"72\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "StatusBar.storyboard", document, views: 2, scenes: 2)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        standaloneNo: true, toolsVersion: "10116", systemVersion: "15E65", safeAreas: false, colorMatched: false,
        initialViewController: "nav", dependencies: """
        <deployment identifier="iOS"/>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/>
        """, scenes: """
        <scene sceneID="home-scene">
            <objects>
                <viewController id="home" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="home-top"/>
                        <viewControllerLayoutGuide type="bottom" id="home-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="home-root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                <rect key="frame" x="20" y="72" width="560" height="60"/>
                                <color key="backgroundColor" red="0.4" green="0.58" blue="0.15" alpha="1" colorSpace="calibratedRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="60" id="banner-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <constraints>
                            <constraint firstItem="banner" firstAttribute="top" secondItem="home-top" secondAttribute="bottom" constant="28" id="banner-t"/>
                            <constraint firstItem="banner" firstAttribute="leading" secondItem="home-root" secondAttribute="leadingMargin" id="banner-l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="banner" secondAttribute="trailing" id="banner-r"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Home" id="home-item">
                        <barButtonItem key="rightBarButtonItem" title="Next" id="next">
                            <connections>
                                <segue destination="detail" kind="show" id="to-detail"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="home-fr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="detail-scene">
            <objects>
                <viewController title="Detail" id="detail" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="detail-top"/>
                        <viewControllerLayoutGuide type="bottom" id="detail-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="detail-root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                                <rect key="frame" x="20" y="72" width="158" height="65"/>
                                <color key="backgroundColor" red="0.4" green="0.58" blue="0.15" alpha="1" colorSpace="calibratedRGB"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="158" id="logo-w"/>
                                    <constraint firstAttribute="height" constant="65" id="logo-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <constraints>
                            <constraint firstItem="logo" firstAttribute="top" secondItem="detail-top" secondAttribute="bottom" constant="28" id="logo-t"/>
                            <constraint firstAttribute="leadingMargin" secondItem="logo" secondAttribute="leading" id="logo-l"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="detail-fr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="nav-scene">
            <objects>
                <navigationController automaticallyAdjustsScrollViewInsets="NO" id="nav" sceneMemberID="viewController">
                    <toolbarItems/>
                    <nil key="simulatedStatusBarMetrics"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="home" kind="relationship" relationship="rootViewController" id="to-home"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="nav-fr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)
}
