import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A storyboard controller's root view has top and bottom layout margins of 0 (docs/research/ib-defaults.md
/// §10). The storyboard is written for this test as Xcode 7 saves a scene (toolsVersion 10117, no `<device>`:
/// the 600 × 600 canvas under the status bar, laid out with iOS 10's rules, margins measured from the view's
/// edges), with frames where Interface Builder puts them: a view pinned to the root's top margin at y = 0, one
/// pinned to its bottom margin ending at the root's bottom, both 20 pt from the leading edge (the side margin
/// of that canvas, §1).
@Suite struct RootLayoutMarginTests {
    @Test func rootViewsHaveNoTopOrBottomMargin() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Margins.storyboard", Self.storyboard, views: 2, scenes: 1)
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
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                                <rect key="frame" x="20" y="0.0" width="560" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="50" id="hh"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                                <rect key="frame" x="20" y="560" width="100" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="fw"/>
                                    <constraint firstAttribute="height" constant="40" id="fh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="header" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="ht"/>
                            <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="hl"/>
                            <constraint firstAttribute="trailingMargin" secondItem="header" secondAttribute="trailing" id="hr"/>
                            <constraint firstAttribute="bottomMargin" secondItem="footer" secondAttribute="bottom" id="fb"/>
                            <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="fl"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
