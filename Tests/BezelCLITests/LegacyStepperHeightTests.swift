import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A stepper is 94 × 29 before iOS 13: Xcode 8.2 saves edgbpc/OLD-iOS-Workout-App-Project's steppers, which size
/// themselves in a stack, 94 × 29 on its iOS 10 canvas (and Xcode 6 saved 99im/IMiPhone's library stepper so), where
/// Bezel gave the 32 pt of iOS 13 and later (docs/research/ib-defaults.md §63). The storyboard is written for this test
/// after edgbpc's `Main.storyboard`.
@Suite struct LegacyStepperHeightTests {
    @Test func anXcode8StepperIsTwentyNinePointsTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Duration.storyboard", Self.duration, views: 1, scenes: 1)
    }

    static let duration = InterfaceBuilderFixture.storyboard(
        standaloneNo: true, toolsVersion: "11762", systemVersion: "16D32", safeAreas: false,
        initialViewController: "add", device: "retina4_7", appearance: nil, adaptation: "fullscreen", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11757"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="add" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="topGuide"/>
                        <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="minutes">
                                <rect key="frame" x="263" y="100" width="94" height="29"/>
                            </stepper>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <constraints>
                            <constraint firstItem="minutes" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="minutes" secondAttribute="trailing" constant="18" id="c2"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="r1" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)
}
