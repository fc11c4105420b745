import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A multi-line Korean label in the system font is saved at the system font's line height a line (14 pt: 33.5 for two
/// lines), not at the taller lines of Noto Sans CJK KR, Bezel's face for Hangul (docs/research/ib-defaults.md §101).
/// The storyboard is written for this test, with the frames Xcode saves for it; the box below the label moves with it.
@Suite struct HangulLineHeightTests {
    @Test func aTwoLineKoreanLabelIsTwoSystemFontLinesTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "HangulLines.storyboard", Self.storyboard, views: 2, scenes: 1)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "20037", initialViewController: "vc", device: "retina6_1", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="20020"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="scene">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="오늘의 산책 기록&#10;즐거운 하루였어요" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                <rect key="frame" x="20" y="100" width="374" height="33.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="143.5" width="374" height="50"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="50" id="bh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="note" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="nt"/>
                            <constraint firstItem="note" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="nl"/>
                            <constraint firstAttribute="trailing" secondItem="note" secondAttribute="trailing" constant="20" id="nr"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="note" secondAttribute="bottom" constant="10" id="bt"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bl"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="br"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0.0" y="0.0"/>
        </scene>
        """)
}
