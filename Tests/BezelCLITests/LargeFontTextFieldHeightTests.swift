import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A rounded-rect text field whose font's line outgrows the 34 pt least height is that line and 9.5 pt tall from iOS 13:
/// Xcode 12 saves tuxrace/expense-ios-app's field in Title 1 43 pt tall on its 2x `retina6_1` canvas, and Xcode 14 saves
/// Casey-jS/ios-workout-app's fields in system 22 pt 36 tall, where Bezel gave both 34 (docs/research/ib-defaults.md §60).
/// The XIB is written for this test after tuxrace's `Main.storyboard`; its fields are pinned at both sides so that only
/// their heights come from the font.
@Suite struct LargeFontTextFieldHeightTests {
    @Test func aFieldInALargeFontIsItsLineAndNineAndAHalfPointsTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Amount.xib", Self.amount, views: 2, scenes: 1)
    }

    static let amount = InterfaceBuilderFixture.xib(toolsVersion: "16096", device: "retina6_1", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="16087"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="120"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Amount" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="amount">
                    <rect key="frame" x="24" y="0.0" width="366" height="43"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                    <textInputTraits key="textInputTraits" keyboardType="decimalPad"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Note" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                    <rect key="frame" x="24" y="59" width="366" height="36"/>
                    <fontDescription key="fontDescription" type="system" pointSize="22"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
            </subviews>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <constraints>
                <constraint firstItem="amount" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                <constraint firstItem="amount" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="24" id="l1"/>
                <constraint firstAttribute="trailing" secondItem="amount" secondAttribute="trailing" constant="24" id="r1"/>
                <constraint firstItem="note" firstAttribute="top" secondItem="amount" secondAttribute="bottom" constant="16" id="t2"/>
                <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="24" id="l2"/>
                <constraint firstAttribute="trailing" secondItem="note" secondAttribute="trailing" constant="24" id="r2"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
}
