import Foundation
import Testing
@testable import BezelCLI

/// A label whose attributed text has a paragraph style with `lineSpacing` is as tall as its lines and the spacing
/// between each two, none after the last (a one-line label keeps its font's line height); with `lineHeightMultiple`
/// every line is its font's line height times the multiple (docs/research/ib-defaults.md §110). The document is written
/// for this test, with the frames that Xcode saves for it.
@Suite struct ParagraphStyleLineSpacingTests {
    @Test func aParagraphStylesSpacingSizesTheLabel() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Spacing.storyboard", Self.document, views: 4, scenes: 1)
    }

    /// A toolsVersion 15702 (Xcode 11.3) storyboard on `retina4_7` (2 pixels a point), four views stacked 8 pt apart
    /// from 20 pt below the safe area's top: two lines of system 14 pt (16.71 pt each) with `lineSpacing` 3, 36.41 pt,
    /// 36.5 in pixels; one line of the same, 16.71, 17 in pixels; one line of system 15 pt (17.9 pt) with
    /// `lineHeightMultiple` 1.2, 21.48, 21.5 in pixels; a 40 pt box.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15702" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                                        <rect key="frame" x="16" y="20" width="343" height="36.5"/>
                                        <attributedString key="attributedText">
                                            <fragment>
                                                <string key="content">Two\nlines</string>
                                                <attributes>
                                                    <font key="NSFont" metaFont="system" size="14"/>
                                                    <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="3" tighteningFactorForTruncation="0.0"/>
                                                </attributes>
                                            </fragment>
                                        </attributedString>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                                        <rect key="frame" x="16" y="64.5" width="343" height="17"/>
                                        <attributedString key="attributedText">
                                            <fragment content="One line">
                                                <attributes>
                                                    <font key="NSFont" metaFont="system" size="14"/>
                                                    <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="3" tighteningFactorForTruncation="0.0"/>
                                                </attributes>
                                            </fragment>
                                        </attributedString>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                                        <rect key="frame" x="16" y="89.5" width="343" height="21.5"/>
                                        <attributedString key="attributedText">
                                            <fragment content="Taller line">
                                                <attributes>
                                                    <font key="NSFont" metaFont="system" size="15"/>
                                                    <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineHeightMultiple="1.2" tighteningFactorForTruncation="0.0"/>
                                                </attributes>
                                            </fragment>
                                        </attributedString>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="16" y="119" width="343" height="40"/>
                                        <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="bh"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                            <constraint firstItem="two" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="t0"/>
                                            <constraint firstItem="two" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="l0"/>
                                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="two" secondAttribute="trailing" constant="16" id="r0"/>
                                            <constraint firstItem="one" firstAttribute="top" secondItem="two" secondAttribute="bottom" constant="8" id="t1"/>
                                            <constraint firstItem="one" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="l1"/>
                                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="one" secondAttribute="trailing" constant="16" id="r1"/>
                                            <constraint firstItem="tall" firstAttribute="top" secondItem="one" secondAttribute="bottom" constant="8" id="t2"/>
                                            <constraint firstItem="tall" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="l2"/>
                                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="tall" secondAttribute="trailing" constant="16" id="r2"/>
                                            <constraint firstItem="box" firstAttribute="top" secondItem="tall" secondAttribute="bottom" constant="8" id="t3"/>
                                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="l3"/>
                                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="r3"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
