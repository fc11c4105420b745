import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Before iOS 11 there is no safe area, so no view's layout margins take in the status bar: a table view
/// controller's header view under the 20 pt status bar of Xcode 8's iOS 10 canvas keeps UIView's 8 pt top margin
/// (https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea arrived with iOS 11;
/// docs/research/ib-defaults.md §49). The storyboard is written for these tests after cryptomessaging/ios-messenger's
/// `CreateThreadWithBots.storyboard` (toolsVersion 11762, `retina4_0`): a text field 16 pt below the header's top margin
/// and on its side margins, saved at (8, 24), where Bezel put it 20 pt lower.
@Suite struct PreSafeAreaMarginTests {
    @Test func aHeaderUnderTheStatusBarOfAnIOS10CanvasKeepsEightPointMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "HeaderMargins.storyboard", Self.header, views: 4, scenes: 1)
    }

    static let header = InterfaceBuilderFixture.storyboard(
        toolsVersion: "11762", systemVersion: "16B2555", safeAreas: false, initialViewController: "tvc",
        device: "retina4_0", appearance: nil, adaptation: "fullscreen", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11757"/>
        <capability name="Constraints to layout margins" minToolsVersion="6.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <tableViewController id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                    <rect key="frame" x="8" y="24" width="304" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                    <rect key="frame" x="0.0" y="62" width="320" height="44"/>
                                    <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="calibratedRGB"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="44" id="ch"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <constraints>
                                <constraint firstItem="field" firstAttribute="top" secondItem="header" secondAttribute="topMargin" constant="16" id="ft"/>
                                <constraint firstItem="field" firstAttribute="leading" secondItem="header" secondAttribute="leadingMargin" id="fl"/>
                                <constraint firstAttribute="trailingMargin" secondItem="field" secondAttribute="trailing" id="fr"/>
                                <constraint firstItem="card" firstAttribute="top" secondItem="field" secondAttribute="bottom" constant="8" id="ct"/>
                                <constraint firstItem="card" firstAttribute="leading" secondItem="header" secondAttribute="leading" id="cl"/>
                                <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="cr"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="dataSource" destination="tvc" id="ds"/>
                            <outlet property="delegate" destination="tvc" id="dg"/>
                        </connections>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        """)
}
