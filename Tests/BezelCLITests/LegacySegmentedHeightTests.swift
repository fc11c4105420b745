import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Before iOS 13 a segmented control is 29 pt tall, its constraints holding a 28 pt rectangle with the frame
/// 1 pt below it (docs/research/ib-defaults.md §13). The storyboard is written for this test as Xcode 7 saves
/// a scene (toolsVersion 10117, no `<device>`: the 600 × 600 canvas under the status bar, laid out with iOS 10's
/// rules), with frames where Interface Builder puts them: the control 5 pt below the top layout guide at
/// y = 25, 29 tall, and a view pinned 5 pt below the control's bottom at y = 58 (25 + 28 + 5), not at 61 as a
/// 31 pt rectangle would put it. The same control on a profile running iOS 13 or later is 32 pt tall
/// (`SegmentedAlignmentTests`).
@Suite struct LegacySegmentedHeightTests {
    @Test func segmentedControlsBeforeIOS13AreSaved29PointsTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Segments.storyboard", Self.storyboard, views: 2, scenes: 1)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "10117", systemVersion: "15F34", safeAreas: false, initialViewController: "main", scenes: """
        <scene sceneID="main-scene">
            <objects>
                <viewController id="main" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="guide-top"/>
                        <viewControllerLayoutGuide type="bottom" id="guide-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="filter">
                                <rect key="frame" x="20" y="25" width="560" height="29"/>
                                <segments>
                                    <segment title="All"/>
                                    <segment title="Selected"/>
                                </segments>
                            </segmentedControl>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                <rect key="frame" x="20" y="58" width="560" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="lh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="filter" firstAttribute="top" secondItem="guide-top" secondAttribute="bottom" constant="5" id="ft"/>
                            <constraint firstItem="filter" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="fl"/>
                            <constraint firstAttribute="trailingMargin" secondItem="filter" secondAttribute="trailing" id="fr"/>
                            <constraint firstItem="list" firstAttribute="top" secondItem="filter" secondAttribute="bottom" constant="5" id="lt"/>
                            <constraint firstItem="list" firstAttribute="leading" secondItem="filter" secondAttribute="leading" id="ll"/>
                            <constraint firstItem="list" firstAttribute="trailing" secondItem="filter" secondAttribute="trailing" id="lr"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
