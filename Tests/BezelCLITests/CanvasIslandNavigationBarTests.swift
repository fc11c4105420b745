import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Interface Builder's canvas draws a navigation bar on a Dynamic Island phone at the safe area's top, not 5.333 pt
/// above it as UIKit does on the device: Xcode 14 saves Casey-jS/ios-workout-app's navigation controllers' bars at
/// (0, 59, 393, 44) on `retina6_12` and the labels pinned to their roots' safe area's top at y 103, where Bezel gave 97.667;
/// Icerzack/Messenger-iOS (Xcode 14) and jscheth/SouSdey-Chat-Messenger-iOS-App (Xcode 15, `retina6_9`, y 62) agree
/// (docs/research/ib-defaults.md §62). The storyboard is written for this test after Casey-jS's `Main.storyboard`.
@Suite struct CanvasIslandNavigationBarTests {
    @Test func theCanvasBarStartsAtTheSafeAreasTop() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Routines.storyboard", Self.routines, views: 1, scenes: 1)
    }

    static let routines = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21507", initialViewController: "nav", device: "retina6_12", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21505"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="routines" kind="relationship" relationship="rootViewController" id="root"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="r1" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="routines" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rootView">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Routines" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="20" y="103" width="353" height="43"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="c3"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Routines" id="item"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="r2" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
}
