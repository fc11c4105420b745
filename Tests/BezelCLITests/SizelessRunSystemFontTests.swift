import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A label whose attributed text's run font is `<font key="NSFont" metaFont="system"/>`, with no size, sets its text in the
/// system font at 13 pt, the size Xcode's saved frames show for such runs (docs/research/ib-defaults.md §112). The
/// document is written for this test, with the frames that Xcode saves for it.
@Suite struct SizelessRunSystemFontTests {
    @Test func aSizelessSystemRunIsThirteenPoints() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "RunFont.storyboard", Self.document, views: 2, scenes: 1)
    }

    /// A toolsVersion 15702 (Xcode 11.3) storyboard on `retina4_7` (2 pixels a point): a one-line label whose run font
    /// has no size, 20 pt below the safe area's top, a 13 pt line (15.51 pt, 15.5 in pixels), and a 40 pt box 8 pt below.
    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "15702", initialViewController: "vc", device: "retina4_7", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="run">
                                <rect key="frame" x="16" y="20" width="343" height="15.5"/>
                                <attributedString key="attributedText">
                                    <fragment content="Run font">
                                        <attributes>
                                            <font key="NSFont" metaFont="system"/>
                                            <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                                        </attributes>
                                    </fragment>
                                </attributedString>
                                <nil key="highlightedColor"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="16" y="43.5" width="343" height="40"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="bh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="run" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="t0"/>
                            <constraint firstItem="run" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="l0"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="run" secondAttribute="trailing" constant="16" id="r0"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="run" secondAttribute="bottom" constant="8" id="t1"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="l1"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="r1"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
