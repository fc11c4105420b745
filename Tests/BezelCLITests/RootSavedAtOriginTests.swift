import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 9 and later save a controller's root view at the origin even where it is laid out below an opaque navigation
/// bar: phyohtetarkar/my-expense-ios's table view controllers (toolsVersion 14109, `retina5_9`, a bar with
/// `translucent="NO"`) save their tables at (0, 0, 375, 724), 724 being the screen less the 88 pt of status bar and bar,
/// where Bezel's frame starts at y 88 (docs/research/ib-defaults.md §64). The storyboard is written for this test after
/// that repository's `Main.storyboard`.
@Suite struct RootSavedAtOriginTests {
    @Test func aRootBelowAnOpaqueBarIsSavedAtTheOrigin() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Categories.storyboard", Self.categories, views: 1, scenes: 1)
    }

    static let categories = InterfaceBuilderFixture.storyboard(
        toolsVersion: "14109", initialViewController: "nav", device: "retina5_9", appearance: nil,
        adaptation: "fullscreen", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14088"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" translucent="NO" id="bar">
                        <rect key="frame" x="0.0" y="44" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="categories" kind="relationship" relationship="rootViewController" id="root"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="r1" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <tableViewController id="categories" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="724"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </tableView>
                    <navigationItem key="navigationItem" title="Categories" id="item"/>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="r2" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)
}
