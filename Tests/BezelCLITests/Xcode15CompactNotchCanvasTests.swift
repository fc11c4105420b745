import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 14 and later draw the 5.8″ class (`retina5_9`) with the 5.4″ phone's 50 pt safe-area top; Xcode 10 drew it
/// as the iPhone X, 44 pt (docs/research/ib-defaults.md §53: ellomessenger/ellomessenger-ios and
/// kiwinatra/max-messenger.src, toolsVersion 22505; JohnRbk/lambda-messenger-ios, 14113). The storyboard is written
/// for these tests: a bar pinned to the safe area's top, saved at y 50 by Xcode 15 and at 44 by Xcode 10.
@Suite struct Xcode15CompactNotchCanvasTests {
    @Test func anXcode15CanvasOfTheFivePointEightInchClassHasAFiftyPointTop() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Notch15.storyboard", Self.notch15, views: 1, scenes: 1)
    }

    @Test func anXcode10CanvasOfTheClassIsTheIPhoneX() throws {
        let notch10 = Self.notch15.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"14113\"")
            .replacingOccurrences(of: "version=\"22504\"", with: "version=\"14088\"")
            .replacingOccurrences(of: " appearance=\"light\"", with: "")
            .replacingOccurrences(of: "x=\"0.0\" y=\"50\" width=\"375\"", with: "x=\"0.0\" y=\"44\" width=\"375\"")
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Notch10.storyboard", notch10, views: 1, scenes: 1)
    }

    static let notch15 = InterfaceBuilderFixture.storyboard(
        toolsVersion: "22505", initialViewController: "vc", device: "retina5_9", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
