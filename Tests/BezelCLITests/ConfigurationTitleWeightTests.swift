import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 14 and later save a configuration button whose title names no font as wide as that title at 17 pt in the
/// regular weight, inside 12 pt each side (docs/research/ib-defaults.md §80): oguzhaangumuss/IOS-Gym-Tracker's plain
/// "Create Exercise" 143 pt and "Update" 80 pt (toolsVersion 21507), Maimai10808/iOS-Tutorials-Collection's plain "Go
/// Back" 88 pt (23727), JMiller7334/IOS-GymTracker's filled "Plan a Workout" 138.5 pt (21507), and four more apps'.
/// Before, Bezel measured those titles semibold, the weight of a template's `buttonStyle`: 2-6 pt wider ("Create
/// Exercise" 148.667, "Go Back" 90.333). The XIB is written for this test: two centred buttons free in size on the
/// iPhone 14 Pro of `retina6_12`.
@Suite struct ConfigurationTitleWeightTests {
    @Test func aConfigurationTitleWithNoFontIsRegular() throws {
        try ScratchDocument.expectEverySavedFrameWithinTwoPoints(named: "Titles.xib", Self.buttons, views: 2, scenes: 1)
    }

    static let buttons = InterfaceBuilderFixture.xib(toolsVersion: "21507", device: "retina6_12", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="create">
                    <rect key="frame" x="125" y="100" width="143" height="34.333333333333336"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" title="Create Exercise"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="back">
                    <rect key="frame" x="152.66666666666666" y="154.33333333333334" width="88" height="34.333333333333336"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" title="Go Back"/>
                </button>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <constraints>
                <constraint firstItem="create" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                <constraint firstItem="create" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="back" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c3"/>
                <constraint firstItem="back" firstAttribute="top" secondItem="create" secondAttribute="bottom" constant="20" id="c4"/>
            </constraints>
        </view>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
}
