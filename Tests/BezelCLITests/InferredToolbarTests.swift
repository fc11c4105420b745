import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A controller pushed onto a navigation stack whose root simulates a toolbar, with no bottom-bar metric of its
/// own ("Inferred"), shows the stack's toolbar: a navigation controller has one toolbar for every controller in it
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller), and Interface Builder's canvas saves
/// the pushed scene's safe area ending above it (docs/research/ib-defaults.md §31).
@Suite struct InferredToolbarTests {
    /// Written for this test on the pattern of the saved frames §31 measures (Xcode 14, `retina6_1`): a panel
    /// pinned to the safe area of the pushed scene ends 49 pt (the toolbar) above the home indicator's 34 pt.
    @Test func aPushedSceneShowsItsStacksSimulatedToolbar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Toolbar.storyboard", Self.document, views: 1, scenes: 2)
    }

    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21701", initialViewController: "nav", device: "retina6_1", scenes: """
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                        <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="rootSegue"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="list" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="listRoot">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="listSafe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                    <navigationItem key="navigationItem" title="List" id="listItem"/>
                    <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                    <connections>
                        <segue destination="detail" kind="show" id="showDetail"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s3">
            <objects>
                <viewController id="detail" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="detailRoot">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                <rect key="frame" x="0.0" y="92" width="414" height="721"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="detailSafe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="panel" firstAttribute="top" secondItem="detailSafe" secondAttribute="top" id="panelTop"/>
                            <constraint firstItem="panel" firstAttribute="leading" secondItem="detailSafe" secondAttribute="leading" id="panelLeading"/>
                            <constraint firstItem="detailSafe" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="panelTrailing"/>
                            <constraint firstItem="detailSafe" firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" id="panelBottom"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Detail" id="detailItem"/>
                </viewController>
            </objects>
        </scene>
        """)
}
