import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A controller on the stack of a navigation controller that a container view embeds fills the container, as a
/// controller embedded directly does (docs/research/ib-defaults.md §41). The storyboard is written for this test: a
/// dashboard whose 569 pt container embeds a navigation controller with a hidden bar, its root a list, with the frames
/// Xcode 13 saves for them on the iPhone 11 (the list's root saved at the container's size).
@Suite struct EmbeddedNavigationChildTests {
    @Test func theRootOfAnEmbeddedNavigationControllerFillsTheContainer() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Dashboard.storyboard", Self.dashboard, views: 2, scenes: 2)
    }

    static let dashboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "18122", initialViewController: "dashboard", device: "retina6_1", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="dashboard" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="dashboardRoot">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                                <rect key="frame" x="0.0" y="293" width="414" height="569"/>
                                <connections>
                                    <segue destination="nav" kind="embed" id="embed"/>
                                </connections>
                            </containerView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="container" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="container" secondAttribute="bottom" id="c3"/>
                            <constraint firstItem="container" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="249" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <navigationController navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
                    <nil key="simulatedTopBarMetrics"/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="rootSegue"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s3">
            <objects>
                <viewController id="list" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="listRoot">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="569"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="listBody">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="569"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="listBody" firstAttribute="top" secondItem="listRoot" secondAttribute="top" id="l1"/>
                            <constraint firstItem="listBody" firstAttribute="leading" secondItem="listRoot" secondAttribute="leading" id="l2"/>
                            <constraint firstAttribute="trailing" secondItem="listBody" secondAttribute="trailing" id="l3"/>
                            <constraint firstAttribute="bottom" secondItem="listBody" secondAttribute="bottom" id="l4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
