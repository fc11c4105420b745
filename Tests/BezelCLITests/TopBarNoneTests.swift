import Foundation
import Testing
@testable import BezelCLI

/// A controller in a navigation stack whose simulated top bar is None (`<nil key="simulatedTopBarMetrics"/>`)
/// is drawn with no navigation bar (docs/research/ib-defaults.md §11). The storyboard is written for this
/// test, with frames where Interface Builder puts them on the 375 × 667 canvas: the root view fills the
/// screen and a view 10 pt below the safe area's top is saved at y = 30 (the 20 pt status bar only); under
/// the 44 pt bar it would be at y = 74.
@Suite struct TopBarNoneTests {
    @Test func aControllerWithNoTopBarHidesItsStacksBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "NoBar.storyboard", Self.storyboard, views: 1, scenes: 1)
    }

    /// A controller pushed from one whose top bar is None, writing no top bar of its own ("Inferred"), is drawn
    /// with no bar too (docs/research/ib-defaults.md §113): its view 10 pt below the safe area's top is saved at
    /// y = 30, as the root's is; under the stack's opaque bar its view would start below the bar, the item at y = 10.
    @Test func aControllerPushedFromOneWithNoTopBarInfersNone() throws {
        let pushing = Self.storyboard
            .replacingOccurrences(of: #"<nil key="simulatedTopBarMetrics"/>"#, with: #"""
                <nil key="simulatedTopBarMetrics"/>
                <connections>
                    <segue destination="code" kind="show" id="push-segue"/>
                </connections>
                """#)
            .replacingOccurrences(of: "</scenes>", with: Self.pushedScene + "</scenes>")
        #expect(pushing.contains("push-segue") && pushing.contains("code-scene"))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "PushedNoBar.storyboard", pushing, views: 2, scenes: 2)
    }

    /// A scene with no simulated metrics of its own, pushed by the root's `show` segue.
    static let pushedScene = """
        <scene sceneID="code-scene">
            <objects>
                <viewController id="code" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="code-root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="code-item">
                                <rect key="frame" x="16" y="30" width="100" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="code-w"/>
                                    <constraint firstAttribute="height" constant="40" id="code-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="code-safe"/>
                        <constraints>
                            <constraint firstItem="code-item" firstAttribute="top" secondItem="code-safe" secondAttribute="top" constant="10" id="code-t"/>
                            <constraint firstItem="code-item" firstAttribute="leading" secondItem="code-root" secondAttribute="leading" constant="16" id="code-l"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>

        """

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="nav-bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="login" kind="relationship" relationship="rootViewController" id="root-segue"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="login-scene">
                    <objects>
                        <viewController id="login" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="login-root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="login-item">
                                        <rect key="frame" x="16" y="30" width="100" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="login-w"/>
                                            <constraint firstAttribute="height" constant="40" id="login-h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="login-safe"/>
                                <constraints>
                                    <constraint firstItem="login-item" firstAttribute="top" secondItem="login-safe" secondAttribute="top" constant="10" id="login-t"/>
                                    <constraint firstItem="login-item" firstAttribute="leading" secondItem="login-root" secondAttribute="leading" constant="16" id="login-l"/>
                                </constraints>
                            </view>
                            <nil key="simulatedTopBarMetrics"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
