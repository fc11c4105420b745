import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A `show` segue whose source is a navigation controller itself, not a controller in its stack, pushes its destination
/// onto that navigation controller's stack, and Xcode 7 and 8 draw the destination under the stack's bar when it has a
/// navigation item of its own or the navigation controller has no root (docs/research/ib-defaults.md §111):
/// need-a-doctor/need-a-doctor-ios-client (toolsVersion 9532) saves such a scene with a navigation item with its table
/// at y 64, the top layout guide under the 44 pt bar, and NCUECSIE/Parking-iOS (12120, no root) a text view 20 pt below
/// the guide at y 84. Before, Bezel drew those scenes with no bar, 44 pt higher. The storyboard is written for this test:
/// a navigation controller with a root scene and a second scene with a navigation item reached by the navigation
/// controller's own `show` segue, each with a view 28 pt below the top layout guide.
@Suite struct NavigationControllerShowSegueTests {
    @Test func aNavigationControllersOwnShowSegueDrawsItsDestinationUnderTheBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "NavigationShow.storyboard", Self.storyboard, views: 2, scenes: 2)
    }

    /// A destination with no navigation item of its own, shown by a navigation controller that has a root, is saved with
    /// no bar (wafflez180/Anti-Social-Club-iOS, 11542: its network-error scene's views where a barless scene has them):
    /// the view 28 pt below the status bar's 20 pt.
    @Test func aDestinationWithoutANavigationItemHasNoBar() throws {
        let document = Self.storyboard
            .replacingOccurrences(of: "<navigationItem key=\"navigationItem\" title=\"Records\" id=\"records-item\"/>", with: "")
            .replacingOccurrences(of: "<rect key=\"frame\" x=\"20\" y=\"92\" width=\"158\"", with: "<rect key=\"frame\" x=\"20\" y=\"48\" width=\"158\"")
        #expect(document.contains("y=\"48\"") && !document.contains("records-item"))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "NavigationShowNoItem.storyboard", document, views: 2, scenes: 2)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        standaloneNo: true, toolsVersion: "12120", systemVersion: "16E195", safeAreas: false,
        initialViewController: "nav", device: "retina4_7", appearance: nil, adaptation: "fullscreen", dependencies: """
        <deployment identifier="iOS"/>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="12088"/>
        """, scenes: """
        <scene sceneID="home-scene">
            <objects>
                <viewController id="home" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="home-top"/>
                        <viewControllerLayoutGuide type="bottom" id="home-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="home-root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                <rect key="frame" x="16" y="92" width="343" height="60"/>
                                <color key="backgroundColor" red="0.4" green="0.58" blue="0.15" alpha="1" colorSpace="calibratedRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="60" id="banner-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <constraints>
                            <constraint firstItem="banner" firstAttribute="top" secondItem="home-top" secondAttribute="bottom" constant="28" id="banner-t"/>
                            <constraint firstItem="banner" firstAttribute="leading" secondItem="home-root" secondAttribute="leadingMargin" id="banner-l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="banner" secondAttribute="trailing" id="banner-r"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Home" id="home-item"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="home-fr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="records-scene">
            <objects>
                <viewController storyboardIdentifier="Records" id="records" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="records-top"/>
                        <viewControllerLayoutGuide type="bottom" id="records-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="records-root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                                <rect key="frame" x="20" y="92" width="158" height="65"/>
                                <color key="backgroundColor" red="0.4" green="0.58" blue="0.15" alpha="1" colorSpace="calibratedRGB"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="158" id="logo-w"/>
                                    <constraint firstAttribute="height" constant="65" id="logo-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <constraints>
                            <constraint firstItem="logo" firstAttribute="top" secondItem="records-top" secondAttribute="bottom" constant="28" id="logo-t"/>
                            <constraint firstItem="logo" firstAttribute="leading" secondItem="records-root" secondAttribute="leading" constant="20" id="logo-l"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Records" id="records-item"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="records-fr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="nav-scene">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="home" kind="relationship" relationship="rootViewController" id="to-home"/>
                        <segue destination="records" kind="show" identifier="showRecords" id="to-records"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="nav-fr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)
}
