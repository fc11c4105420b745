import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 13's canvas sets a configuration button's title that names no font at 14 pt in the regular weight, inside
/// the 7 pt and 12 pt insets Xcode 14 and later use around their 17 pt titles (docs/research/ib-defaults.md §79).
/// Seven unrelated apps' Xcode 13 documents (toolsVersion 19529 and 20037) agree: five save such buttons free in
/// height 31 pt tall (lucascavataio/iOS-CalendarAPP's "Log in" 354 × 31, epic-school-ios/lessons' full-width buttons
/// 374 × 31), and buttons free in width are as wide as that title (CodemegSoftSolution/pinkyPromise-ios-LoginCodemeg's
/// "Forgot password?" 139.5 pt, jojoX94/CarRental-iOS--UIKit's "Don't have account? Sign Up" 211 pt). Xcode 14
/// and later documents save such buttons 34.333 tall. Before, Bezel gave the Xcode 13 buttons Xcode 14's 17 pt semibold
/// title: 34.5 tall, "Forgot password?" 167 wide. The XIB is written for this test: a centred button free in size
/// and one pinned 30 pt from each side, on the iPhone 11 of `retina6_1`.
@Suite struct Xcode13ConfigurationButtonTests {
    @Test func anXcode13ConfigurationTitleIsFourteenPointRegular() throws {
        try ScratchDocument.expectEverySavedFrameWithinTwoPoints(named: "Buttons13.xib", Self.buttons, views: 2, scenes: 1)
    }

    /// A button pinned to both sides, saved by Xcode 15 (22505), keeps the 17 pt title: 34.333 tall, as
    /// ellomessenger/ellomessenger-ios's plain buttons pinned to both sides are saved 406 × 34.333 (22505, `retina6_7`).
    @Test func aButtonOfXcode15KeepsTheSeventeenPointTitle() throws {
        try ScratchDocument.expectEverySavedFrameWithinTwoPoints(named: "Button15.xib", Self.fullWidth, views: 1, scenes: 1)
    }

    static let buttons = InterfaceBuilderFixture.xib(toolsVersion: "20037", device: "retina6_1", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="forgot">
                    <rect key="frame" x="137.5" y="100" width="139.5" height="31"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" title="Forgot password?"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="login">
                    <rect key="frame" x="30" y="151" width="354" height="31"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="Log in"/>
                </button>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <constraints>
                <constraint firstItem="forgot" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                <constraint firstItem="forgot" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="login" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="login" secondAttribute="trailing" constant="30" id="c4"/>
                <constraint firstItem="login" firstAttribute="top" secondItem="forgot" secondAttribute="bottom" constant="20" id="c5"/>
            </constraints>
        </view>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)

    static let fullWidth = InterfaceBuilderFixture.xib(toolsVersion: "22505", device: "retina6_1", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="login">
                    <rect key="frame" x="30" y="151" width="354" height="34.333333333333336"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="Log in"/>
                </button>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <constraints>
                <constraint firstItem="login" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="c3"/>
                <constraint firstAttribute="trailing" secondItem="login" secondAttribute="trailing" constant="30" id="c4"/>
                <constraint firstItem="login" firstAttribute="top" secondItem="root" secondAttribute="top" constant="151" id="c5"/>
            </constraints>
        </view>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
}
