import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// An Xcode 7 XIB (no `<device>`) whose view simulates an opaque navigation bar is saved at y = 64 and 536 pt tall
/// on the 600 pt canvas: the view is its own size, the bar above it is not part of it (docs/research/ib-defaults.md
/// §51: rongkecloud/RongKeMessenger-iOS's five such XIBs, toolsVersion 9059 to 10117). The XIB is written for this
/// test after that repository's `RKCustomerChatSessionViewController.xib`: a 150 pt box centred in the view, saved at
/// (225, 193), which Bezel centred in a 600 pt tall canvas, 32 pt lower.
@Suite struct XibUnderSimulatedBarTests {
    @Test func aXibViewBelowASimulatedBarIsItsOwnSize() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Recording.xib", Self.recording, views: 1, scenes: 1)
    }

    static let recording = InterfaceBuilderFixture.xib(
        standaloneNo: true, toolsVersion: "10117", systemVersion: "15C50", safeAreas: false, colorMatched: false,
        dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="RecordingViewController">
            <connections>
                <outlet property="view" destination="1" id="3"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="1">
            <rect key="frame" x="0.0" y="64" width="600" height="536"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="53">
                    <rect key="frame" x="225" y="193" width="150" height="150"/>
                    <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="calibratedRGB"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="150" id="h"/>
                        <constraint firstAttribute="width" constant="150" id="w"/>
                    </constraints>
                </view>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
            <constraints>
                <constraint firstItem="53" firstAttribute="centerY" secondItem="1" secondAttribute="centerY" id="cy"/>
                <constraint firstItem="53" firstAttribute="centerX" secondItem="1" secondAttribute="centerX" id="cx"/>
            </constraints>
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
        </view>
        """)
}
