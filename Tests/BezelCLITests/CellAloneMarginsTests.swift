import Foundation
import Testing
@testable import BezelCLI

/// A prototype table cell drawn alone (`--compare-saved` compares each cell as a screen of its own) has no
/// safe-area inset, even on a phone with a sensor housing, and its content view has a row's 11 pt top and
/// bottom margins (docs/research/ib-defaults.md §15, docs/research/cells.md §1). The storyboard is written
/// for this test on `retina6_1` (a 48 pt housing inset on the canvas of Xcode 14 and later), with frames
/// where Interface Builder saves them: a label pinned to all four margins of a 43 pt content view is
/// 11 pt from its top and 21 pt tall, 20 pt from its sides (the 414 pt wide phone's margins).
@Suite struct CellAloneMarginsTests {
    @Test func aCellDrawnAloneHasARowsMarginsAndNoSafeArea() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell.storyboard", Self.storyboard, views: 3, scenes: 2)
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="tvc">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="cell">
                                        <rect key="frame" x="0.0" y="50" width="414" height="43"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="43"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                    <rect key="frame" x="20" y="11" width="374" height="21"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                                                <constraint firstItem="title" firstAttribute="bottom" secondItem="content" secondAttribute="bottomMargin" id="b"/>
                                                <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                                <constraint firstItem="title" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="r"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
