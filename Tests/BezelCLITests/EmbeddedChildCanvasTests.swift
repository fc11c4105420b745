import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 5-7 draw a child controller's scene, the destination of an embed segue, at its container view's size
/// with no status bar: its top layout guide is at the view's top (docs/research/ib-defaults.md §27).
@Suite struct EmbeddedChildCanvasTests {
    /// Written for this test: a parent scene on the 600 × 600 canvas whose container view (520 × 400) embeds a
    /// child, and in the child a box 16 pt below the top layout guide. With the canvas's 20 pt status bar the
    /// box was 36 pt down.
    @Test func anEmbeddedChildHasNoStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Embedded.storyboard", Self.document, views: 2, scenes: 2)
    }

    static let document = InterfaceBuilderFixture.storyboard(
        standaloneNo: true, toolsVersion: "9531", systemVersion: "15C50", safeAreas: false, colorMatched: false,
        initialViewController: "par", dependencies: """
        <deployment identifier="iOS"/>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="9529"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="par" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="pt"/>
                        <viewControllerLayoutGuide type="bottom" id="pb"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="pv">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="40" y="100" width="520" height="400"/>
                                <connections>
                                    <segue destination="chd" kind="embed" id="emb"/>
                                </connections>
                            </containerView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="pv" secondAttribute="leading" constant="40" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="40" id="c2"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="pt" secondAttribute="bottom" constant="80" id="c3"/>
                            <constraint firstItem="pb" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="100" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="chd" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="ct"/>
                        <viewControllerLayoutGuide type="bottom" id="cb"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="520" height="400"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                <rect key="frame" x="12" y="16" width="496" height="200"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="panel" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="12" id="d1"/>
                            <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="12" id="d2"/>
                            <constraint firstItem="panel" firstAttribute="top" secondItem="ct" secondAttribute="bottom" constant="16" id="d3"/>
                            <constraint firstItem="panel" firstAttribute="height" constant="200" id="d4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
