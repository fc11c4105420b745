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

    /// Spaces, digits and punctuation between Korean words are the system font's, not Noto Sans CJK KR's narrower
    /// ones: iOS takes only the Hangul the system font lacks from Apple SD Gothic Neo (docs/research/substitute-width.md
    /// "Spaces and digits in Korean text"). The saved widths are those of one-line labels Xcode sized to their text in
    /// zzoo0123/Lantern-ios-Front `Main.storyboard` (toolsVersion 21701, `retina5_9`, 14 pt) and wakmusic/wakmusic-iOS
    /// `Faq.storyboard` (23094, `retina6_12`, 17 pt); the texts are this test's own, with the same syllables, spaces,
    /// digits and stops. With the spaces in Noto's face they came out 1 to 4 pt narrower than saved.
    @Test func spacesAndDigitsBetweenKoreanWordsAreTheSystemFonts() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "HangulSpaces.xib", Self.spacedXIB, views: 7, scenes: 1)
    }

    static let spacedXIB = InterfaceBuilderFixture.xib(toolsVersion: "22155", device: "retina6_12", objects: """
    <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
    <view contentMode="scaleToFill" id="root">
        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="오늘 날씨 맑은날, 내일 봐요" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="k0">
                <rect key="frame" x="16" y="60" width="152.66666666666666" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="친구 2" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="k1">
                <rect key="frame" x="16" y="100" width="36.333333333333336" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="우리 학교 소식" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="k2">
                <rect key="frame" x="16" y="140" width="97" height="20.333333333333332"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="유저 00님께서 현재" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="k3">
                <rect key="frame" x="16" y="180" width="110" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="5초 클릭 후 신고됩니다" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="k4">
                <rect key="frame" x="16" y="220" width="129" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="만 17세 이상이에요." textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="k5">
                <rect key="frame" x="16" y="260" width="110.66666666666667" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="[Web 발신]" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="k6">
                <rect key="frame" x="16" y="300" width="67.666666666666671" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
        </subviews>
        <constraints>
            <constraint firstItem="k0" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="kl0"/>
            <constraint firstItem="k0" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="kt0"/>
            <constraint firstItem="k1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="kl1"/>
            <constraint firstItem="k1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="kt1"/>
            <constraint firstItem="k2" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="kl2"/>
            <constraint firstItem="k2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="140" id="kt2"/>
            <constraint firstItem="k3" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="kl3"/>
            <constraint firstItem="k3" firstAttribute="top" secondItem="root" secondAttribute="top" constant="180" id="kt3"/>
            <constraint firstItem="k4" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="kl4"/>
            <constraint firstItem="k4" firstAttribute="top" secondItem="root" secondAttribute="top" constant="220" id="kt4"/>
            <constraint firstItem="k5" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="kl5"/>
            <constraint firstItem="k5" firstAttribute="top" secondItem="root" secondAttribute="top" constant="260" id="kt5"/>
            <constraint firstItem="k6" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="kl6"/>
            <constraint firstItem="k6" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="kt6"/>
        </constraints>
    </view>
    """)

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
