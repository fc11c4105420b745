import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A rounded-rect text field is 30 pt tall before iOS 13 and 34 pt from it (docs/research/ib-defaults.md §17).
/// The XIBs are written for this test, the same view saved by Xcode 8 (toolsVersion 12120, an iOS 10 canvas)
/// and by Xcode 14 (21701, the device's newest iOS), with frames where Interface Builder saves them: a 14 pt
/// field pinned by its top and sides only, and a rule 8 pt under it.
@Suite struct RoundedFieldHeightTests {
    @Test func aRoundedFieldIsThirtyPointsTallBeforeIOS13() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Field.xib", Self.xcode8, views: 2, scenes: 1)
    }

    @Test func aRoundedFieldIsThirtyFourPointsTallFromIOS13() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Field.xib", Self.xcode14, views: 2, scenes: 1)
    }

    static let xcode8 = InterfaceBuilderFixture.xib(
        toolsVersion: "12120", safeAreas: false, device: "retina4_7", appearance: nil, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="20" y="10" width="280" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule">
                    <rect key="frame" x="20" y="48" width="280" height="1"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="1" id="rh"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="ft"/>
                <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="fl"/>
                <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="20" id="fr"/>
                <constraint firstItem="rule" firstAttribute="top" secondItem="field" secondAttribute="bottom" constant="8" id="rt"/>
                <constraint firstItem="rule" firstAttribute="leading" secondItem="field" secondAttribute="leading" id="rl"/>
                <constraint firstItem="rule" firstAttribute="trailing" secondItem="field" secondAttribute="trailing" id="rr"/>
            </constraints>
        </view>
        """)

    static let xcode14 = InterfaceBuilderFixture.xib(
        toolsVersion: "21701", safeAreas: false, device: "retina4_7", appearance: nil, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                    <rect key="frame" x="20" y="10" width="280" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rule">
                    <rect key="frame" x="20" y="52" width="280" height="1"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="1" id="rh"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="ft"/>
                <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="fl"/>
                <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="20" id="fr"/>
                <constraint firstItem="rule" firstAttribute="top" secondItem="field" secondAttribute="bottom" constant="8" id="rt"/>
                <constraint firstItem="rule" firstAttribute="leading" secondItem="field" secondAttribute="leading" id="rl"/>
                <constraint firstItem="rule" firstAttribute="trailing" secondItem="field" secondAttribute="trailing" id="rr"/>
            </constraints>
        </view>
        """)
}
