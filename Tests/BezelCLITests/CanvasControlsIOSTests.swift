import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 12 and 13 draw a `retina6_1` document (414 × 896) with the iPhone 11's iOS 13 safe area, 44 pt at the top
/// (`InterfaceBuilderDevice.savedIOS`), but with the controls of the iOS SDK they ship, 14 and 15: a page control that
/// sizes itself is iOS 14's, 26 pt tall and 37.5 pt a page and 3 pt wide. xthang/bird-ios `Bird/Welcome.xib`
/// (toolsVersion 19529) saves a centred control of 3 pages 30 pt above its root's bottom at (149.5, 840, 115.5, 26), and
/// lyddal96/ios-mapleInfo `Intro.storyboard` (19455) one of 5 pages 20 pt above the safe area's bottom at
/// (112, 816, 190.5, 26) (docs/research/ib-defaults.md §119). The storyboard is written for this test as Xcode 13 saves
/// a scene on that canvas, with a view pinned to the safe area's top at y 44 beside the two controls; with iOS 13's
/// controls they would be 39 and 71 pt wide and 37 pt tall.
@Suite struct CanvasControlsIOSTests {
    @Test func xcode13DrawsIOS14PageControlsOnTheIPhone11Canvas() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Pages11.storyboard", Self.storyboard, views: 3, scenes: 1)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "19529", initialViewController: "intro", device: "retina6_1", scenes: """
        <scene sceneID="intro-scene">
            <objects>
                <viewController id="intro" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                                <rect key="frame" x="0.0" y="44" width="414" height="100"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="hh"/>
                                </constraints>
                            </view>
                            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="three">
                                <rect key="frame" x="149.5" y="840" width="115.5" height="26"/>
                            </pageControl>
                            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="5" translatesAutoresizingMaskIntoConstraints="NO" id="five">
                                <rect key="frame" x="112" y="790" width="190.5" height="26"/>
                            </pageControl>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" id="ht"/>
                            <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="hl"/>
                            <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="hr"/>
                            <constraint firstItem="three" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="tx"/>
                            <constraint firstAttribute="bottom" secondItem="three" secondAttribute="bottom" constant="30" id="tb"/>
                            <constraint firstItem="five" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="fx"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="five" secondAttribute="bottom" constant="46" id="fb"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
}
