import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Interface Builder writes `hidden="YES"` on a stopped activity indicator that hides when stopped, yet its canvas
/// arranges it in a stack view at its full size with the spacing after it: Yefimchukv/ios-messenger's Xcode 12 sign-in
/// stack saves its hidden large indicator 37 pt tall and the text fields below it at 61 and 127 (spacing 24), where
/// Bezel collapsed the indicator and put the fields at 0 and 66 (docs/research/ib-defaults.md §56). The XIB is written
/// for this test after that stack.
@Suite struct StoppedIndicatorArrangementTests {
    @Test func aStoppedIndicatorKeepsItsPlaceInAStack() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "SignIn.xib", Self.signIn, views: 4, scenes: 1)
    }

    static let signIn = InterfaceBuilderFixture.xib(
        standaloneNo: true, toolsVersion: "17701", device: "retina6_1", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="17703"/>
        <capability name="System colors in document resources" minToolsVersion="11.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="24" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="115" y="100" width="160" height="169"/>
                    <subviews>
                        <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                            <rect key="frame" x="0.0" y="0.0" width="160" height="37"/>
                        </activityIndicatorView>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="email">
                            <rect key="frame" x="0.0" y="61" width="160" height="42"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="42" id="eh"/>
                                <constraint firstAttribute="width" constant="160" id="ew"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Password" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="password">
                            <rect key="frame" x="0.0" y="127" width="160" height="42"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="42" id="ph"/>
                            </constraints>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                </stackView>
            </subviews>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <constraints>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="115" id="l"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
            </constraints>
        </view>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
}
