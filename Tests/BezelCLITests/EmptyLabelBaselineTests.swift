import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A label with no text has no intrinsic size but keeps its font's baseline, one ascender below its top
/// (docs/research/ib-defaults.md §39). The storyboard is written for this test: a share sheet's header, a Cancel
/// button and an empty title label aligned by their first baselines above a list pinned 8 pt below both, with the
/// frames Xcode 6.3 saves for it (the label stretched to 26 pt, its top 4 pt below the button's).
@Suite struct EmptyLabelBaselineTests {
    @Test func anEmptyLabelsBaselineIsAnAscenderBelowItsTop() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Share.storyboard", Self.share, views: 3, scenes: 1)
    }

    static let share = InterfaceBuilderFixture.storyboard(
        standaloneNo: true, toolsVersion: "7531", systemVersion: "14D136", safeAreas: false, colorMatched: false,
        initialViewController: "vc", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="7520"/>
        <capability name="Alignment constraints to the first baseline" minToolsVersion="6.0"/>
        <capability name="Constraints to layout margins" minToolsVersion="6.0"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="cancel">
                                <rect key="frame" x="16" y="20" width="55" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="55" id="w"/>
                                </constraints>
                                <state key="normal" title="Cancel"/>
                            </button>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="79" y="24" width="505" height="26"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                <rect key="frame" x="0.0" y="58" width="600" height="542"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="calibratedRGB"/>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <constraints>
                            <constraint firstItem="cancel" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                            <constraint firstItem="cancel" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="cancel" secondAttribute="trailing" constant="8" symbolic="YES" id="c3"/>
                            <constraint firstItem="title" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c4"/>
                            <constraint firstItem="title" firstAttribute="firstBaseline" secondItem="cancel" secondAttribute="firstBaseline" id="c5"/>
                            <constraint firstItem="list" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" symbolic="YES" id="c6"/>
                            <constraint firstItem="list" firstAttribute="top" secondItem="cancel" secondAttribute="bottom" constant="8" id="c7"/>
                            <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c8"/>
                            <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="c9"/>
                            <constraint firstItem="bottom" firstAttribute="top" secondItem="list" secondAttribute="bottom" id="c10"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
