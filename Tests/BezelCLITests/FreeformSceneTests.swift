import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A controller with a freeform size and a simulated bar: Interface Builder draws the scene at the freeform
/// size with the bar inside it, not on the `<device>` the document names (docs/research/ib-defaults.md §20).
@Suite struct FreeformSceneTests {
    /// Written for this test: an iPhone 8 document (375 pt wide) whose controller is freeform, 500 × 400, under
    /// an opaque navigation bar. The root view is saved 500 × 356 (400 − 44: no status bar in a freeform
    /// scene); `top` is pinned to the safe area's top and the root's sides, `foot` to the root's bottom and
    /// sides, so their saved frames hold only at the freeform width and height.
    @Test func aFreeformSceneUnderABarKeepsItsFreeformSize() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Freeform.storyboard", Self.document, views: 2, scenes: 1)
    }

    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "18122", initialViewController: "vc", device: "retina4_7", scenes: """
        <scene sceneID="scene">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="500" height="356"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                <rect key="frame" x="0.0" y="0.0" width="500" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="h1"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot">
                                <rect key="frame" x="0.0" y="336" width="500" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="h2"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
                            <constraint firstItem="foot" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                            <constraint firstAttribute="trailing" secondItem="foot" secondAttribute="trailing" id="c5"/>
                            <constraint firstAttribute="bottom" secondItem="foot" secondAttribute="bottom" id="c6"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" id="item"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <size key="freeformSize" width="500" height="400"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="first" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)
}
