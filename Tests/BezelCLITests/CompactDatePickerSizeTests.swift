import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A date picker that names no style shows the compact style from iOS 14, and a compact picker has no size of its own:
/// Interface Builder keeps the frame its author gave it where nothing else sizes it, not the wheels' 216 pt
/// (docs/research/ib-defaults.md §180). The XIB is written for this test, with frames where an Xcode 14.3 canvas saves
/// them: a vertical stack aligned to its leading edge holding a 20 pt bar and a date picker saved 150 × 58, a rule
/// pinned under the stack, and a date-and-time picker given only a width, placed by its top and trailing edges, saved
/// 40 pt tall.
@Suite struct CompactDatePickerSizeTests {
    @Test func anUnstyledDatePickerKeepsItsSavedFrameOnAnXcode14Canvas() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Form.xib", Self.xcode14Form, views: 5, scenes: 1)
    }

    static let xcode14Form = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina6_12", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="20" y="20" width="150" height="86"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="bw"/>
                                <constraint firstAttribute="height" constant="20" id="bh"/>
                            </constraints>
                        </view>
                        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="center" datePickerMode="date" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                            <rect key="frame" x="0.0" y="28" width="150" height="58"/>
                        </datePicker>
                    </subviews>
                </stackView>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule">
                    <rect key="frame" x="20" y="114" width="150" height="1"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="150" id="rw"/>
                        <constraint firstAttribute="height" constant="1" id="rh"/>
                    </constraints>
                </view>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="when">
                    <rect key="frame" x="173" y="140" width="200" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="200" id="ww"/>
                    </constraints>
                </datePicker>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="sl"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="st"/>
                <constraint firstItem="rule" firstAttribute="top" secondItem="stack" secondAttribute="bottom" constant="8" id="rt"/>
                <constraint firstItem="rule" firstAttribute="leading" secondItem="stack" secondAttribute="leading" id="rl"/>
                <constraint firstItem="when" firstAttribute="top" secondItem="root" secondAttribute="top" constant="140" id="wt"/>
                <constraint firstAttribute="trailing" secondItem="when" secondAttribute="trailing" constant="20" id="wr"/>
            </constraints>
        </view>
        """)
}
