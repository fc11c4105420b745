import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A scene reached by a `show` segue drawn from a bar button item of a navigation stack's root scene is pushed
/// onto that stack, as from a button in its view (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)):
/// Interface Builder's canvas saves its content under the stack's navigation bar (docs/research/ib-defaults.md §8).
@Suite struct BarItemPushTests {
    /// Written for this test on the pattern of the saved frames §8 measures (a `+` bar button item pushing an
    /// editor; `retina6_1`): a panel pinned to the pushed scene's safe area sits under the 48 pt status bar and
    /// the 44 pt navigation bar, at y = 92.
    @Test func aScenePushedFromABarButtonItemIsUnderTheStacksNavigationBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "BarItemPush.storyboard", Self.document, views: 1, scenes: 2)
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
                    <navigationItem key="navigationItem" title="Entries" id="listItem">
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="addItem">
                            <connections>
                                <segue destination="editor" kind="show" id="showEditor"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s3">
            <objects>
                <viewController id="editor" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="editorRoot">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                <rect key="frame" x="0.0" y="92" width="414" height="100"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="panelHeight"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="editorSafe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="panel" firstAttribute="top" secondItem="editorSafe" secondAttribute="top" id="panelTop"/>
                            <constraint firstItem="panel" firstAttribute="leading" secondItem="editorSafe" secondAttribute="leading" id="panelLeading"/>
                            <constraint firstItem="editorSafe" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="panelTrailing"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="New entry" id="editorItem"/>
                </viewController>
            </objects>
        </scene>
        """)
}
