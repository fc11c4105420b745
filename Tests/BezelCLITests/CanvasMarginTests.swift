import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// The root view's margins on an Xcode 6-7 canvas of a size of its own: 20 pt on the 600 × 600 any-width,
/// any-height canvas, as its saved frames show (docs/research/ib-defaults.md §1).
@Suite struct CanvasMarginTests {
    /// Written for this test: a storyboard of Xcode 7 with no `<device>` and a 600 × 600 root view, `band`
    /// pinned to the root's leading and trailing margins and 8 pt below the top layout guide (the canvas's
    /// 20 pt status bar): saved at (20, 28, 560, 40). With 16 pt margins it would be (16, 28, 568, 40).
    @Test func theSquareCanvasHasTwentyPointRootMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Square.storyboard", Self.document, views: 1, scenes: 1)
    }

    static let document = InterfaceBuilderFixture.storyboard(
        standaloneNo: true, toolsVersion: "9531", systemVersion: "15C50", safeAreas: false, colorMatched: false,
        initialViewController: "vc", scenes: """
        <scene sceneID="scene">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                                <rect key="frame" x="20" y="28" width="560" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="h1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="band" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="band" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="band" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="c3"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="first" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)
}
