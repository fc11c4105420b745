import Foundation
import Testing
@testable import BezelCLI

/// Xcode 11 and 12 draw a barless scene presented as a page sheet with the safe area's top at the sheet's top and
/// its bottom above the home indicator; Xcode 13.3 and later keep the device's top inset there
/// (docs/research/ib-defaults.md §68). The storyboards are written for these tests: a root saved 414 × 842 on
/// `retina6_1` (896 less the 44 pt top inset and 10), a header pinned to the safe area's top and a footer to its
/// bottom, with the frames each Xcode saves for them.
@Suite struct BarlessPageSheetTests {
    @Test func aBarlessSheetOfXcode12HasNoTopInset() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Sheet12.storyboard", Self.sheet(tools: "17701", top: 0, bottom: 34), views: 2, scenes: 1)
    }

    @Test func aBarlessSheetOfXcode11HasNoTopInset() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Sheet11.storyboard", Self.sheet(tools: "15400", top: 0, bottom: 34), views: 2, scenes: 1)
    }

    @Test func aBarlessSheetOfXcode13KeepsTheHousingInset() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Sheet13.storyboard", Self.sheet(tools: "20037", top: 44, bottom: nil), views: 1, scenes: 1)
    }

    /// A sheet with a header pinned to the safe area's top at `top`, and when `bottom` is given a footer pinned to its
    /// bottom, `bottom` above the sheet's.
    static func sheet(tools: String, top: Int, bottom: Int?) -> String {
        let footer = bottom.map { bottom in
            """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                                        <rect key="frame" x="0.0" y="\(842 - bottom - 60)" width="414" height="60"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="60" id="fh"/>
                                        </constraints>
                                    </view>
            """
        } ?? ""
        let footerConstraints = bottom == nil ? "" : """
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="fb"/>
                                    <constraint firstItem="footer" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="fl"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="fr"/>
            """
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                                        <rect key="frame" x="0.0" y="\(top)" width="414" height="48"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="48" id="hh"/>
                                        </constraints>
                                    </view>
        \(footer)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" id="ht"/>
                                    <constraint firstItem="header" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="hl"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="hr"/>
        \(footerConstraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
    }
}
