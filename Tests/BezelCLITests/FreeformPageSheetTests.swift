import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 11 to 13 draw a scene shown modally on a portrait home-button iPhone as iOS 13's page sheet, the screen less
/// 20 pt; a freeform controller keeps its freeform size in the document but its root view is saved at the sheet's
/// height, and its views are laid out in the sheet (docs/research/ib-defaults.md §102). The documents are written for
/// these tests, with the frames that Xcode saves for them.
@Suite struct FreeformPageSheetTests {
    @Test func aFreeformSceneShownAsASheetIsLaidOutAtItsRootViewsSavedHeight() throws {
        // Freeform 320 × 568, root saved 320 × 548: the bar pinned 8 pt above the safe area's bottom ends at 540.
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Sheet.storyboard", Self.document(freeformHeight: 568, rootHeight: 548), views: 2, scenes: 2)
    }

    @Test func aFreeformSceneWhoseRootIsItsFreeformSizeKeepsThatSize() throws {
        // Freeform 320 × 900 and root 320 × 900: a tall scene of its own size, not a sheet.
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Tall.storyboard", Self.document(freeformHeight: 900, rootHeight: 900), views: 2, scenes: 2)
    }

    /// A toolsVersion 15702 (Xcode 11.3) storyboard on `retina4_0` (320 × 568): a barless start scene with a `show`
    /// segue (modal, as no navigation controller holds it) to a barless freeform scene holding a header 16 pt below
    /// the safe area's top and a bar 8 pt above its bottom.
    static func document(freeformHeight: Int, rootHeight: Int) -> String {
        InterfaceBuilderFixture.storyboard(
        toolsVersion: "15702", initialViewController: "start", device: "retina4_0", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="start" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="startRoot">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <viewLayoutGuide key="safeArea" id="startSafe"/>
                    </view>
                    <connections>
                        <segue destination="sheet" kind="show" identifier="ShowSheet" id="sg"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="sheet" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(rootHeight)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                                <rect key="frame" x="0.0" y="16" width="320" height="75"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="75" id="hh"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="0.0" y="\(rootHeight - 68)" width="320" height="60"/>
                                <color key="backgroundColor" red="0.8" green="0.4" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="60" id="bh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="16" id="ht"/>
                            <constraint firstItem="header" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="hl"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="hr"/>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="bl"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="br"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" constant="8" id="bb"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                    <size key="freeformSize" width="320" height="\(freeformHeight)"/>
                </viewController>
            </objects>
        </scene>
        """)
    }
}
