import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 26's canvas (toolsVersion 24000 on) draws a phone's standard navigation bar 54 pt tall and saves the scenes below it so
/// (docs/research/ib-defaults.md §83): PanasChad/AZ-Holistic-Sport-Clinic-iOS, tinkismeeee/iOS-Hotel-Management-System,
/// Maimai10808/iOS-Tutorials-Collection and aaronelbarbaroii/Horoscope-IOS save every bar 54 tall, and their roots'
/// views 10 pt lower than under UIKit's 44 pt bar (aaronelbarbaroii's table at y 172 under a bar at 118). Before,
/// Bezel drew the 44 pt bar, 10 pt short. The storyboard is written for this test: a panel 20 pt below the safe
/// area's top of a navigation controller's root, saved by toolsVersion 24128 on `retina6_12`.
@Suite struct Xcode26NavigationBarTests {
    @Test func xcode26SavesItsNavigationBar54PointsTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Bar26.storyboard", Self.storyboard, views: 1, scenes: 1)
    }

    /// The same document saved by Xcode 16 (toolsVersion 23727) has the 44 pt bar: the panel 10 pt higher.
    @Test func xcode16KeepsTheFortyFourPointBar() throws {
        let document = Self.storyboard.replacingOccurrences(of: "toolsVersion=\"24128\"", with: "toolsVersion=\"23727\"")
            .replacingOccurrences(of: "x=\"16\" y=\"192\"", with: "x=\"16\" y=\"182\"")
        #expect(document.contains("23727") && document.contains("y=\"182\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Bar15.storyboard", document, views: 1, scenes: 1)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "24128", initialViewController: "nav", device: "retina6_12", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="24063"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="list" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                <rect key="frame" x="16" y="192" width="361" height="40"/>
                                <color key="backgroundColor" red="1" green="0.58" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="ph"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="panel" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="pt"/>
                            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="pl"/>
                            <constraint firstAttribute="trailingMargin" secondItem="panel" secondAttribute="trailing" id="pr"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="List" id="item"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="800" y="0.0"/>
        </scene>
        <scene sceneID="s2">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <toolbarItems/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="118" width="393" height="54"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <nil name="viewControllers"/>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="rel"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0.0" y="0.0"/>
        </scene>
        """)
}
