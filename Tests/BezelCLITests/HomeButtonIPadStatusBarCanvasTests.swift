import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// The canvas of Xcode 11 to 13 draws a home-button iPad (`ipad9_7`) with no status bar, as it draws a home-button
/// iPhone: a navigation controller's 50 pt bar is saved at y 0 and a view pinned to its root's safe-area top at y 50
/// (mo-anis-agwan/WhatFlower-iOS-App, toolsVersion 17701, portrait; leirbag95/IOS-Calendar, 15505, landscape), and a
/// barless root's safe area starts at the screen's top (mattneub/Programming-iOS-Book-Examples, 14865.1), where
/// Xcode 8-10 put both 20 pt down (docs/research/ib-defaults.md §120). The documents are written for these tests,
/// with the frames each Xcode saves for them.
@Suite struct HomeButtonIPadStatusBarCanvasTests {
    @Test func aNavigationBarOfXcode12OnTheIPadSitsAtTheTop() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Flowers.storyboard", Self.navigation(tools: "17701", orientation: "portrait", width: 768, height: 1024, boxY: 50),
            views: 1, scenes: 1)
    }

    @Test func aNavigationBarOfXcode11OnTheIPadInLandscapeSitsAtTheTop() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Agenda.storyboard", Self.navigation(tools: "15505", orientation: "landscape", width: 1024, height: 768, boxY: 50),
            views: 1, scenes: 1)
    }

    @Test func aNavigationBarOfXcode10OnTheIPadKeepsTheStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Agenda10.storyboard", Self.navigation(tools: "14460.31", orientation: "landscape", width: 1024, height: 768, boxY: 70),
            views: 1, scenes: 1)
    }

    @Test func aBarlessIPadSceneOfXcode11HasNoStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Popover.storyboard", Self.barless(tools: "16097", y: 0, height: 1024), views: 1, scenes: 1)
    }

    @Test func aBarlessIPadSceneOfXcode10KeepsTheStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Popover10.storyboard", Self.barless(tools: "14092", y: 20, height: 1004), views: 1, scenes: 1)
    }

    /// A navigation controller and its root on `ipad9_7`, a box 100 pt tall pinned to the root's safe-area top.
    static func navigation(tools: String, orientation: String, width: Int, height: Int, boxY: Int) -> String {
        InterfaceBuilderFixture.storyboard(
        toolsVersion: tools, initialViewController: "nav", device: "ipad9_7", orientation: orientation,
        deviceLayout: "fullscreen", scenes: """
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="\(boxY - 50)" width="\(width)" height="50"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc" kind="relationship" relationship="rootViewController" id="root-segue"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="\(boxY)" width="\(width)" height="100"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" id="item"/>
                </viewController>
            </objects>
        </scene>
        """)
    }

    /// A barless full-screen scene on `ipad9_7` in portrait, a box filling its safe area.
    static func barless(tools: String, y: Int, height: Int) -> String {
        InterfaceBuilderFixture.storyboard(
        toolsVersion: tools, initialViewController: "vc", device: "ipad9_7", deviceLayout: "fullscreen",
        scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="\(y)" width="768" height="\(height)"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="b"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
    }
}
