import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A label whose text Interface Builder writes as a `<mutableString key="text">` child shows that text, as one whose text
/// is a `<string key="text">` child does, and is as tall as its lines (docs/research/ib-defaults.md §105). The document
/// is written for this test, with the frames that Xcode saves for it.
@Suite struct MutableStringTextTests {
    @Test func aLabelsMutableStringTextSizesIt() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Text.storyboard", Self.document, views: 2, scenes: 1)
    }

    /// A toolsVersion 15702 (Xcode 11.3) storyboard on `retina4_7`: a one-line 17 pt system label (a 20.5 pt line) whose
    /// text is a `<mutableString>`, placed by its top and leading edge, and a box 8 pt below it.
    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "15702", initialViewController: "vc", device: "retina4_7", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                                <rect key="frame" x="16" y="20" width="343" height="20.5"/>
                                <mutableString key="text">W</mutableString>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="16" y="48.5" width="343" height="40"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="bh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="text" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="tt"/>
                            <constraint firstItem="text" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="tl"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="text" secondAttribute="trailing" constant="16" id="tr"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="text" secondAttribute="bottom" constant="8" id="bt"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="bl"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="br"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
