import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A search bar that shows its scope bar (`showsScopeBar`, two titles or more) and sizes itself is as tall as
/// Interface Builder saved it: no source gives UIKit's height with a scope bar, so the saved height, which Xcode's
/// canvas measured with the scope bar drawn, stands for it (assumed; docs/research/ib-defaults.md §179). Before, Bezel
/// gave it the 56 pt of a bar without one (51 in Xcode 12.5 to 13 documents) and moved the views below it up. The
/// storyboard is written for this test: a bar on the safe area's top and sides with two scopes, saved 96 pt tall, and a
/// panel 8 pt below it.
@Suite struct SearchBarScopeBarHeightTests {
    @Test func aBarShowingItsScopeBarKeepsItsSavedHeight() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Scoped.storyboard", Self.storyboard(), views: 2, scenes: 1)
    }

    /// In an Xcode 13 document too, whose bars without a scope bar are 51 pt tall (§84).
    @Test func anXcode13BarShowingItsScopeBarKeepsItsSavedHeight() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Scoped13.storyboard", Self.storyboard(toolsVersion: "20037", safeTop: 44), views: 2, scenes: 1)
    }

    /// With one title UIKit shows no scope bar: the bar keeps UIKit's 56 pt.
    @Test func aBarWithOneScopeTitleIsFiftySixPointsTall() throws {
        let document = Self.storyboard(titles: ["Inbox"], height: 56)
        try ScratchDocument.expectEverySavedFrameAgrees(named: "OneScope.storyboard", document, views: 2, scenes: 1)
    }

    /// `safeTop`: the canvas's safe-area top on `retina6_1` (Xcode 13 saves 44, §84's documents; Xcode 15 48). The
    /// saved height is not the 100 pt a bar with a scope bar and no saved frame is given (`ControlSpec.scopeBarHeight`).
    static func storyboard(toolsVersion: String = "22505", safeTop: Int = 48, titles: [String] = ["Inbox", "Archive"], height: Int = 96) -> String {
        let strings = titles.map { "<string>\($0)</string>" }.joined(separator: "\n")
        return searchBarAbovePanel(
            toolsVersion: toolsVersion, safeTop: safeTop, height: height, bar: #"placeholder="Find mail" showsScopeBar="YES""#, children: """
            <scopeButtonTitles>
                \(strings)
            </scopeButtonTitles>
            """)
    }

    /// A storyboard written for these tests and `Xcode13SearchBarTests`: a search bar (`bar`: its attributes,
    /// `children`: its elements after its text input traits) on the safe area's top and sides of a `retina6_1` scene,
    /// saved `height` pt tall, and a 40 pt panel 8 pt below it.
    static func searchBarAbovePanel(toolsVersion: String, safeTop: Int, height: Int, bar: String, children: String = "") -> String {
        InterfaceBuilderFixture.storyboard(
            toolsVersion: toolsVersion, initialViewController: "vc", device: "retina6_1", dependencies: """
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(toolsVersion)"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            """, scenes: """
            <scene sceneID="scene">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <searchBar contentMode="redraw" \(bar) translatesAutoresizingMaskIntoConstraints="NO" id="search">
                                    <rect key="frame" x="0.0" y="\(safeTop)" width="414" height="\(height)"/>
                                    <textInputTraits key="textInputTraits"/>
                                    \(children)
                                </searchBar>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                    <rect key="frame" x="20" y="\(safeTop + height + 8)" width="374" height="40"/>
                                    <color key="backgroundColor" red="1" green="0.58" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="ph"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstItem="search" firstAttribute="top" secondItem="safe" secondAttribute="top" id="st"/>
                                <constraint firstItem="search" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="sl"/>
                                <constraint firstItem="safe" firstAttribute="trailing" secondItem="search" secondAttribute="trailing" id="sr"/>
                                <constraint firstItem="panel" firstAttribute="top" secondItem="search" secondAttribute="bottom" constant="8" id="pt"/>
                                <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="pl"/>
                                <constraint firstAttribute="trailingMargin" secondItem="panel" secondAttribute="trailing" id="pr"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0.0" y="0.0"/>
            </scene>
            """)
    }
}
