import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A XIB's top-level view, even one its File's Owner (a view controller) takes as its `view`, is drawn with UIView's
/// 8 pt side margins on the canvases before iOS 11 and with a root view's 16 pt on Xcode 9's iOS 11 canvas
/// (docs/research/ib-defaults.md §50: cryptomessaging/ios-messenger's 14 such XIBs, toolsVersion 10116 to 11762 at
/// 8 pt, 13529 at 16 pt). The XIB is written for these tests: a label on the view's side margins, as that
/// repository's `SignupView.xib` (Xcode 8, `retina4_7`) saves it at x 8, 359 pt wide.
@Suite struct XibViewMarginTests {
    @Test func anXcode8XibViewHasEightPointMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Signup8.xib", Self.signup, views: 1, scenes: 1)
    }

    @Test func anXcode9XibViewHasARootViewsMargins() throws {
        let signup9 = Self.signup.replacingOccurrences(of: "toolsVersion=\"11762\"", with: "toolsVersion=\"13529\"")
            .replacingOccurrences(of: "version=\"11757\"", with: "version=\"13527\"")
            .replacingOccurrences(of: "x=\"8\" y=\"84\" width=\"359\"", with: "x=\"16\" y=\"84\" width=\"343\"")
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Signup9.xib", signup9, views: 1, scenes: 1)
    }

    static let signup = InterfaceBuilderFixture.xib(
        toolsVersion: "11762", systemVersion: "16C67", safeAreas: false, device: "retina4_7", appearance: nil,
        adaptation: "fullscreen", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11757"/>
        <capability name="Constraints to layout margins" minToolsVersion="6.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SignupViewController">
            <connections>
                <outlet property="view" destination="root" id="vo"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="8" y="84" width="359" height="30"/>
                    <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="calibratedRGB"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="30" id="h"/>
                    </constraints>
                </view>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
            <constraints>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="84" id="t"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
            </constraints>
        </view>
        """)
}
