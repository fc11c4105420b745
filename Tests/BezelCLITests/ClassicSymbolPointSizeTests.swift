import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A classic button whose normal state gives its SF Symbol a point size
/// (`<preferredSymbolConfiguration configurationType="pointSize" pointSize="30"/>`) is as large as the symbol drawn at
/// that size (docs/research/ib-defaults.md §154): RuliSlim/total-game-ios saves custom buttons showing
/// `chevron.left.circle` and `chevron.right.circle` at 30 pt, title font 25 pt, 35.333 × 34 (toolsVersion 16097), and
/// SongJeongHun/iCloset one showing `plus.app` at 30 pt 35 × 31 (18122). Before, Bezel sized the symbols at the default
/// 17 pt: 19.3 × 30 and 20.5 × 22. The document is written for this test, with the frames those apps saved: buttons
/// placed by their top and leading edges only.
@Suite struct ClassicSymbolPointSizeTests {
    @Test func aSymbolsConfiguredPointSizeSizesTheButton() throws {
        // Within 2 pt: the symbols' sizes are Bezel's estimate (`SymbolImageSize`), 1 to 1.7 pt off.
        try ScratchDocument.expectEverySavedFrameWithinTwoPoints(named: "Arrows.storyboard", Self.document, views: 2, scenes: 1)
    }

    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "18122", initialViewController: "vc", device: "retina6_1", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="back">
                                <rect key="frame" x="20" y="64" width="35.333333333333336" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="25"/>
                                <state key="normal" image="chevron.left.circle" catalog="system">
                                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="30"/>
                                </state>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                                <rect key="frame" x="20" y="144" width="35" height="31"/>
                                <state key="normal" image="plus.app" catalog="system">
                                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="30"/>
                                </state>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="back" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="t1"/>
                            <constraint firstItem="back" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l1"/>
                            <constraint firstItem="add" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="100" id="t2"/>
                            <constraint firstItem="add" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l2"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, resources: """
        <image name="chevron.left.circle" catalog="system" width="128" height="121"/>
        <image name="plus.app" catalog="system" width="128" height="114"/>
        """)
}
