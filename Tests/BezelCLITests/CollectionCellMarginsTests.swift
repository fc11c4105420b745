import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A collection view cell or a reusable view is a plain view, not a controller's root: its layout margins are UIView's
/// default, 8 pt on each side (https://developer.apple.com/documentation/uikit/uiview/layoutmargins). Three projects
/// save views pinned to a collection cell's or a section header's margins 8 pt in, at toolsVersion 13771 to 14313
/// (docs/research/ib-defaults.md §71); drawn alone, Bezel gave the cell a root view's 16 pt, as it already gave 8 pt
/// to the same cell inside its collection. The XIB is written for this test: a cell whose divider is pinned to its
/// margins on three sides, and a reusable header whose title is pinned to its leading and top margins.
@Suite struct CollectionCellMarginsTests {
    @Test func aCollectionCellDrawnAloneHasUIViewsMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "DayCell.xib", Self.document, views: 3, scenes: 2)
    }

    static let document = InterfaceBuilderFixture.xib(
        toolsVersion: "14313.18", device: "retina4_7", appearance: nil, adaptation: "fullscreen", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="DayCell" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="divider">
                        <rect key="frame" x="8" y="71" width="104" height="1"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="1" id="d1"/>
                        </constraints>
                    </view>
                </subviews>
            </view>
            <constraints>
                <constraint firstItem="divider" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="d2"/>
                <constraint firstAttribute="trailingMargin" secondItem="divider" secondAttribute="trailing" id="d3"/>
                <constraint firstAttribute="bottomMargin" secondItem="divider" secondAttribute="bottom" id="d4"/>
            </constraints>
        </collectionViewCell>
        <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="header">
            <rect key="frame" x="0.0" y="0.0" width="345" height="40"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="8" y="8" width="100" height="4"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="h1"/>
                        <constraint firstAttribute="height" constant="4" id="h2"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="header" secondAttribute="leadingMargin" id="h3"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="header" secondAttribute="topMargin" id="h4"/>
            </constraints>
        </collectionReusableView>
        """)
}
