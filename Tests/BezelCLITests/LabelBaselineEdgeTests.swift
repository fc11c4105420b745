import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A label's last baseline keeps its distance from the label's bottom when constraints make the label taller than its
/// text: Auto Layout reads it there, not from the text UILabel draws centred (docs/research/ib-defaults.md §54). The
/// XIB is written for this test after Bernie-2016/bernie-messenger-iOS's `AlertOverlayView.xib` (toolsVersion 10116):
/// a 14 pt label pinned 12 pt below the top, its baseline 15 pt above the bottom of a 47 pt view, saved 23.5 pt tall
/// (its baseline 3.5 pt above its bottom, as at its 17 pt intrinsic height), where Bezel made it 30.3 pt tall.
@Suite struct LabelBaselineEdgeTests {
    @Test func aStretchedLabelKeepsItsBaselineAboveItsBottom() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Alert.xib", Self.alert, views: 1, scenes: 1)
    }

    static let alert = InterfaceBuilderFixture.xib(
        standaloneNo: true, toolsVersion: "10116", systemVersion: "15E65", safeAreas: false, colorMatched: false,
        dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="321" height="47"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="message">
                    <rect key="frame" x="35" y="12" width="271" height="23.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
            <constraints>
                <constraint firstItem="message" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="35" id="l"/>
                <constraint firstAttribute="trailing" secondItem="message" secondAttribute="trailing" constant="15" id="r"/>
                <constraint firstItem="message" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="t"/>
                <constraint firstAttribute="bottom" secondItem="message" secondAttribute="baseline" constant="15" id="b"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """)
}
