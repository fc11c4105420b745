@testable import Devices
import Foundation
@testable import Layout
@testable import Screens
import Testing
import TestSupport
@testable import BezelCLI

/// A table cell drawn alone (`--compare-saved` compares each prototype cell as a screen of its own) has no
/// safe-area inset, even on a phone with a sensor housing, and its content view has a row's margins
/// (docs/research/ib-defaults.md §15, docs/research/cells.md §1). The documents are written for this test,
/// with frames where Interface Builder saves them.
@Suite struct CellAloneMarginsTests {
    /// On `retina6_1` (a 48 pt housing inset on the canvas of Xcode 14 and later): a label pinned to all four
    /// margins of a 43 pt content view is 11 pt from its top and 21 pt tall, 20 pt from its sides (the
    /// 414 pt wide phone's margins); in a cell whose content view does not preserve its superview's margins,
    /// a label pinned to the trailing margin still ends 20 pt from the edge (iOS 11 and later).
    @Test func aCellDrawnAloneHasARowsMarginsAndNoSafeArea() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell.storyboard", Self.storyboard, views: 5, scenes: 3)
    }

    /// An Xcode 7 XIB's cell (an iOS 10 canvas): the content view keeps its own 8 pt side margins.
    @Test func anIOS10CellKeepsItsContentViewsOwnMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Old.xib", Self.oldXIB, views: 2, scenes: 1)
    }

    /// `bezel check` prepares each screen once and hands the preparation to every layout of it: a cell whose
    /// content view the iOS 11 rule above changes is still laid out as a layout that prepares it itself lays it out.
    @Test func aCellCheckedWithItsPreparationIsLaidOutAsAlone() throws {
        let document = try ScratchDocument(named: "Cell.storyboard", Self.storyboard)
        defer { document.remove() }
        let profile = try #require(Catalogue.device(id: "iphone-15-pro")).profile(ios: 26)
        let screens = try ScreenLoader.screens(path: document.path, includeCells: true)
        #expect(screens.contains { $0.document?.cellRoot == .tableCell })
        for screen in screens {
            let alone = try LayoutEngine.layout(screen: screen, profile: profile)
            let handedDown = try LayoutEngine.cell(screen: screen, profile: profile, preparation: ScreenPreparation.of(screen)).layout
            #expect(handedDown.views.map(\.frame) == alone.views.map(\.frame), "\(screen.name)")
        }
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21701", safeAreas: false, initialViewController: "tvc", device: "retina6_1", scenes: """
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
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Plain" rowHeight="44" id="plain">
                                <rect key="frame" x="0.0" y="93" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="plain" id="plainContent">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Export" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="export">
                                            <rect key="frame" x="16" y="0.0" width="378" height="44"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="export" firstAttribute="top" secondItem="plainContent" secondAttribute="top" id="et"/>
                                        <constraint firstAttribute="bottom" secondItem="export" secondAttribute="bottom" id="eb"/>
                                        <constraint firstItem="export" firstAttribute="leading" secondItem="plainContent" secondAttribute="leading" constant="16" id="el"/>
                                        <constraint firstItem="export" firstAttribute="trailing" secondItem="plainContent" secondAttribute="trailingMargin" id="er"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)

    static let oldXIB = InterfaceBuilderFixture.xib(
        standaloneNo: true, toolsVersion: "10116", systemVersion: "15E65", traitCollections: false, safeAreas: false,
        colorMatched: false, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="44" id="row">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="row" id="rowContent">
                <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                        <rect key="frame" x="8" y="11" width="304" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="name" firstAttribute="leading" secondItem="rowContent" secondAttribute="leadingMargin" id="nl"/>
                    <constraint firstAttribute="trailingMargin" secondItem="name" secondAttribute="trailing" id="nr"/>
                    <constraint firstItem="name" firstAttribute="centerY" secondItem="rowContent" secondAttribute="centerY" id="ny"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """)
}
