import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A configuration button (`<buttonConfiguration>`) with an image and no title keeps its content insets, 12 pt each
/// side and 7 pt above and below, around the image, and an SF Symbol there counts one line of the system font tall:
/// seven apps save such buttons 14 pt taller and 24 pt wider than the image, a symbol's 34.333 pt tall
/// (docs/research/ib-defaults.md §89). The storyboard is written for this test, on an Xcode 15 canvas: a
/// `chevron.forward` button saved 39.667 × 34.333 (as hkam0006/ios-habitat-habit-tracker saves its own) and a
/// 60 × 60 pt image's button saved 84 × 74. On Xcode 13's canvas the symbol's line is the 14 pt title's: a `goforward`
/// button 45 pt wide by its constraint is saved 31 pt tall (as lucascavataio/iOS-CalendarAPP saves its own).
@Suite struct ConfigurationImageButtonTests {
    @Test func theInsetsSurroundAnImageWithoutATitle() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "ImageButtons.storyboard", Self.storyboard, views: 2, scenes: 1)
    }

    @Test func anXcode13SymbolButtonIsOneFourteenPointLineTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Xcode13ImageButton.storyboard", Self.xcode13, views: 1, scenes: 1)
    }

    static let xcode13 = InterfaceBuilderFixture.storyboard(
        toolsVersion: "20037", initialViewController: "vc", device: "retina6_1", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="20020"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="again">
                                <rect key="frame" x="40" y="120" width="45" height="31"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="45" id="aw"/>
                                </constraints>
                                <state key="normal" title="Button"/>
                                <buttonConfiguration key="configuration" style="filled" image="goforward" catalog="system"/>
                            </button>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="again" firstAttribute="top" secondItem="root" secondAttribute="top" constant="120" id="at"/>
                            <constraint firstItem="again" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="al"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, resources: """
        <image name="goforward" catalog="system" width="121" height="128"/>
        """)

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "22505", initialViewController: "vc", device: "retina6_12", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="next">
                                <rect key="frame" x="40" y="120" width="39.666666666666664" height="34.333333333333336"/>
                                <state key="normal" title="Button"/>
                                <buttonConfiguration key="configuration" style="plain" image="chevron.forward" catalog="system" title=""/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                                <rect key="frame" x="40" y="200" width="84" height="74"/>
                                <state key="normal" title="Button"/>
                                <buttonConfiguration key="configuration" style="plain" image="portrait" title=""/>
                            </button>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="next" firstAttribute="top" secondItem="root" secondAttribute="top" constant="120" id="nt"/>
                            <constraint firstItem="next" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="nl"/>
                            <constraint firstItem="photo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="pt"/>
                            <constraint firstItem="photo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="pl"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, resources: """
        <image name="chevron.forward" catalog="system" width="97" height="128"/>
        <image name="portrait" width="60" height="60"/>
        """)
}
