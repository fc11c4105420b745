import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// UIProgressView in the default style is 2 pt tall on the canvases of Xcode 6 to 11 (iOS 8 to 13) and 4 pt from Xcode 12
/// (iOS 14), as saved frames of progress views no constraint sizes show (docs/research/ib-defaults.md §170). The
/// documents are written for this test: the progress view is pinned at its top and sides, so only its height is its own,
/// and a label below it is pinned to its bottom.
@Suite struct ProgressViewBeforeIOS14Tests {
    @Test func aProgressViewIsTwoPointsTallOnAnXcode10Canvas() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Progress10.xib", Self.xib(toolsVersion: "14460", height: 2), views: 2, scenes: 1)
    }

    @Test func aProgressViewIsFourPointsTallOnAnXcode12Canvas() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Progress12.xib", Self.xib(toolsVersion: "17701", height: 4), views: 2, scenes: 1)
    }

    static func xib(toolsVersion: String, height: Double) -> String {
        InterfaceBuilderFixture.xib(toolsVersion: toolsVersion, device: "retina4_7", appearance: nil, adaptation: "fullscreen", dependencies: """
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            """, objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="16" y="40" width="343" height="\(height)"/>
                    </progressView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                        <rect key="frame" x="16" y="\(48 + height)" width="343" height="30"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="h-below"/>
                        </constraints>
                    </view>
                </subviews>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <constraints>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t-bar"/>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l-bar"/>
                    <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="16" id="r-bar"/>
                    <constraint firstItem="below" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="8" id="t-below"/>
                    <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l-below"/>
                    <constraint firstAttribute="trailing" secondItem="below" secondAttribute="trailing" constant="16" id="r-below"/>
                </constraints>
            </view>
            """)
    }
}
