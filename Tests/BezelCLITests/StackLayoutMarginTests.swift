import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A stack view whose document gives it layout margins arranges its subviews inside them: every such stack in
/// the documents of explore19's fetched repositories (52, ellomessenger/ellomessenger-ios on Xcode 15 and
/// onurguler/Scobi-Messenger-iOS on Xcode 11) is saved so, and none of those documents writes
/// `layoutMarginsRelativeArrangement` (docs/research/ib-defaults.md §52). The XIB is written for this test after
/// Scobi's sign-in form: a vertical stack with margins of 16 holding a 50 pt view, saved 16 pt in on every side (its
/// margins not measured from the safe area, as ellomessenger's views set).
@Suite struct StackLayoutMarginTests {
    @Test func aStackWithMarginsArrangesInsideThem() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "MarginStack.xib", Self.form, views: 2, scenes: 1)
    }

    static let form = InterfaceBuilderFixture.xib(toolsVersion: "16097.2", device: "retina6_1", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="16087"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="82"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="16" y="16" width="382" height="50"/>
                            <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>
                </stackView>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """)
}
