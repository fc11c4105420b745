import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A view without text has no baseline of its own: Auto Layout takes its top edge for its first baseline and its
/// bottom edge for its last (docs/research/ib-defaults.md §139). The storyboard is written for this test: a plain
/// results panel pinned to the bottom of the safe area, a strip whose bottom sits 10 pt above the panel's first
/// baseline and a marker whose last baseline sits 12 pt above the panel's top, with the frames that rule gives on an
/// iPhone 8 (the strip ends 10 pt above the panel's top, not 10 pt above its bottom).
@Suite struct ViewFirstBaselineTests {
    @Test func aPlainViewsFirstBaselineIsItsTopAndItsLastBaselineItsBottom() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Results.storyboard", Self.results, views: 3, scenes: 1)
    }

    static let results = InterfaceBuilderFixture.storyboard(
        toolsVersion: "13528", initialViewController: "vc", device: "retina4_7", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="13526"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                <rect key="frame" x="0.0" y="567" width="375" height="100"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="c1"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="marker">
                                <rect key="frame" x="16" y="515" width="40" height="40"/>
                                <color key="backgroundColor" red="0.9" green="0.3" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="c2"/>
                                    <constraint firstAttribute="height" constant="40" id="c3"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                <rect key="frame" x="0.0" y="547" width="375" height="10"/>
                                <color key="backgroundColor" red="0.3" green="0.7" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="10" id="c4"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <constraints>
                            <constraint firstItem="panel" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c5"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="c6"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" id="c7"/>
                            <constraint firstItem="marker" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c8"/>
                            <constraint firstItem="panel" firstAttribute="top" secondItem="marker" secondAttribute="baseline" constant="12" id="c9"/>
                            <constraint firstItem="strip" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c10"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="c11"/>
                            <constraint firstItem="panel" firstAttribute="firstBaseline" secondItem="strip" secondAttribute="bottom" constant="10" id="c12"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
