import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Before iOS 13 a rounded-rect text field whose font's line outgrows the 30 pt least height is that line, rounded up
/// to whole points, and 4 pt tall: Xcode 10 saves drewdearing/MeMe-iOS's fields in system 24 pt 33 pt tall on its 3x
/// `retina5_5` and 2x `retina4_7` canvases and one in system 32 pt 43 pt tall, where Bezel gave them 30 and 30
/// (docs/research/ib-defaults.md §109). A field in system 20 pt keeps the least height. The XIB is written for this
/// test; its fields are pinned at both sides and stacked, so that only their heights come from the font.
@Suite struct LargeFontTextFieldBeforeIOS13Tests {
    @Test func aFieldInALargeFontIsItsLineInWholePointsAndFourPointsTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Login.xib", Self.login, views: 4, scenes: 1)
    }

    static let login = InterfaceBuilderFixture.xib(
        toolsVersion: "14460.31", device: "retina4_7", appearance: nil, adaptation: "fullscreen", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14460.20"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="email">
                    <rect key="frame" x="32" y="0.0" width="311" height="33"/>
                    <fontDescription key="fontDescription" type="system" pointSize="24"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="32" y="41" width="311" height="43"/>
                    <fontDescription key="fontDescription" type="system" pointSize="32"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Note" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                    <rect key="frame" x="32" y="92" width="311" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="end">
                    <rect key="frame" x="32" y="130" width="311" height="20"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="20" id="h4"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="email" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                <constraint firstItem="email" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="32" id="l1"/>
                <constraint firstAttribute="trailing" secondItem="email" secondAttribute="trailing" constant="32" id="r1"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="email" secondAttribute="bottom" constant="8" id="t2"/>
                <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="32" id="l2"/>
                <constraint firstAttribute="trailing" secondItem="name" secondAttribute="trailing" constant="32" id="r2"/>
                <constraint firstItem="note" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="8" id="t3"/>
                <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="32" id="l3"/>
                <constraint firstAttribute="trailing" secondItem="note" secondAttribute="trailing" constant="32" id="r3"/>
                <constraint firstItem="end" firstAttribute="top" secondItem="note" secondAttribute="bottom" constant="8" id="t4"/>
                <constraint firstItem="end" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="32" id="l4"/>
                <constraint firstAttribute="trailing" secondItem="end" secondAttribute="trailing" constant="32" id="r4"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """)
}
