import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A search bar that sizes itself is 44 pt tall before iOS 11: Xcode 7 saves eschanet/InstantMessenger-iOS's search bars,
/// pinned only by their top and sides, 44 pt tall on its iOS 9 canvas, where Bezel gave the 56 pt of iOS 11 and later
/// (docs/research/ib-defaults.md §55). The XIB is written for this test after that repository's `ESSelectSingleView.xib`.
@Suite struct LegacySearchBarHeightTests {
    @Test func anXcode7SearchBarIsFortyFourPointsTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Select.xib", Self.select, views: 1, scenes: 1)
    }

    static let select = InterfaceBuilderFixture.xib(
        standaloneNo: true, toolsVersion: "9059", systemVersion: "15A284", traitCollections: false, safeAreas: false,
        colorMatched: false, dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="9049"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <textInputTraits key="textInputTraits"/>
                </searchBar>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
            <constraints>
                <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="search" secondAttribute="trailing" id="r"/>
                <constraint firstItem="search" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            </constraints>
        </view>
        """)
}
