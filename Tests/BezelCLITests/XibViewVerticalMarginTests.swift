import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A XIB's top-level view drawn with a root view's side margins (from iOS 11, docs/research/ib-defaults.md §50) has a
/// root view's top and bottom margins too: none of its own, the safe area's edges (§118, after §10's storyboard
/// scenes). The XIB is written for these tests, frames where Interface Builder saves them: on Xcode 10's `retina4_7`
/// canvas a view pinned to the top-level view's `topMargin` is saved at the status bar's 20 pt, not 28, and one
/// pinned to its `bottomMargin` at the bottom edge, not 8 pt above it.
@Suite struct XibViewVerticalMarginTests {
    @Test func anXcode10XibViewHasNoTopOrBottomMarginOfItsOwn() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Effects.xib", Self.effects, views: 2, scenes: 1)
    }

    static let effects = InterfaceBuilderFixture.xib(
        toolsVersion: "14490.70", device: "retina4_7", appearance: nil, adaptation: "fullscreen", dependencies: """
        <deployment identifier="iOS"/>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14490.49"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="EffectsViewController">
            <connections>
                <outlet property="view" destination="root" id="vo"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                    <rect key="frame" x="0.0" y="20" width="375" height="30"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="30" id="th"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                    <rect key="frame" x="0.0" y="637" width="375" height="30"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="30" id="bh"/>
                    </constraints>
                </view>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="top" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="tt"/>
                <constraint firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="tl"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="tr"/>
                <constraint firstAttribute="bottomMargin" secondItem="bottom" secondAttribute="bottom" id="bb"/>
                <constraint firstItem="bottom" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="bl"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="bottom" secondAttribute="trailing" id="br"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="safe"/>
        </view>
        """)
}
