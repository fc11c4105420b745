import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// iOS sets Hangul in Apple SD Gothic Neo, 0.051 em a syllable narrower than Noto Sans CJK KR, Bezel's face for it
/// (docs/research/substitute-width.md "Hangul"). The saved sizes are those of one-line labels Xcode sized to their
/// text: hankyung-mobile/ios-news `Main.storyboard` (toolsVersion 23727: five syllables at 22 pt 96 wide, two bold
/// notices of 13 and 15 syllables at 16 and 13 pt 197 and 183) and sud665/fc-ios-bible-for-beginner-2022 (20037: three
/// syllables bold 16 pt, 42 wide). Noto's advances made them 5 to 11 pt wider. The storyboard is written for this test:
/// its texts are its own, with the same syllables, spaces and stops as those labels (Hangul syllables share one
/// advance in both faces, so the widths carry over).
@Suite struct HangulWidthTests {
    @Test func koreanLabelsAreAsWideAsXcodeSavedThem() throws {
        try ScratchDocument.expectEverySavedFrameWithinTwoPoints(named: "Hangul.storyboard", Self.storyboard, views: 4, scenes: 1)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "22505", initialViewController: "vc", device: "retina6_12", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="scene">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="오늘의날씨" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="16" y="79" width="96" height="26.333333333333332"/>
                                <fontDescription key="fontDescription" type="system" pointSize="22"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="사과나무에 꽃이핀 봄 왔습니다." textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="notice">
                                <rect key="frame" x="16" y="125.33333333333333" width="197" height="19.333333333333332"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="바다여행 준비 가방을 챙겨주십시오." textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="hint">
                                <rect key="frame" x="16" y="164.66666666666666" width="183" height="15.666666666666666"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="고양이" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="brand">
                                <rect key="frame" x="16" y="200.33333333333334" width="42" height="19.333333333333332"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="tl"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="tt"/>
                            <constraint firstItem="notice" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="nl"/>
                            <constraint firstItem="notice" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="20" id="nt"/>
                            <constraint firstItem="hint" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="hl"/>
                            <constraint firstItem="hint" firstAttribute="top" secondItem="notice" secondAttribute="bottom" constant="20" id="ht"/>
                            <constraint firstItem="brand" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="bl"/>
                            <constraint firstItem="brand" firstAttribute="top" secondItem="hint" secondAttribute="bottom" constant="20" id="bt"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0.0" y="0.0"/>
        </scene>
        """)
}
