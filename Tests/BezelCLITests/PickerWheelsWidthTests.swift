import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A picker view and a date picker shown as wheels are 320 pt wide when nothing else sets their width
/// (docs/research/ib-defaults.md §95). The XIBs are written for this test, with frames where Interface Builder
/// saves them: an Xcode 15 stack centred in its view, aligned centre, holding a picker view and a wheel-style
/// date picker, so that the pickers' width is the stack's; and an Xcode 9 date picker with no style of its own
/// (wheels, before iOS 14) placed by its centre and top alone, with a rule under it as wide as it.
@Suite struct PickerWheelsWidthTests {
    @Test func pickersInACentredStackAreThreeHundredTwentyPointsWide() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Pickers.xib", Self.xcode15Stack, views: 3, scenes: 1)
    }

    @Test func anXcode9DatePickerPlacedByItsCentreIsThreeHundredTwentyPointsWide() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Alarm.xib", Self.xcode9DatePicker, views: 2, scenes: 1)
    }

    static let xcode15Stack = InterfaceBuilderFixture.xib(toolsVersion: "22155", device: "retina6_12", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="500"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="36.5" y="20" width="320" height="440"/>
                    <subviews>
                        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                        </pickerView>
                        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="time" minuteInterval="1" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                            <rect key="frame" x="0.0" y="224" width="320" height="216"/>
                        </datePicker>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="sx"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="st"/>
            </constraints>
        </view>
        """)

    static let xcode9DatePicker = InterfaceBuilderFixture.xib(
        toolsVersion: "13771", safeAreas: false, device: "retina4_7", appearance: nil, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="time" minuteInterval="5" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                    <rect key="frame" x="27.5" y="20" width="320" height="216"/>
                </datePicker>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule">
                    <rect key="frame" x="27.5" y="244" width="320" height="1"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="1" id="rh"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="date" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="dx"/>
                <constraint firstItem="date" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="dt"/>
                <constraint firstItem="rule" firstAttribute="top" secondItem="date" secondAttribute="bottom" constant="8" id="rt"/>
                <constraint firstItem="rule" firstAttribute="leading" secondItem="date" secondAttribute="leading" id="rl"/>
                <constraint firstItem="rule" firstAttribute="trailing" secondItem="date" secondAttribute="trailing" id="rr"/>
            </constraints>
        </view>
        """)
}
