import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// The canvas of Xcode 12.5 to 13 draws a search bar that sizes itself 51 pt tall (docs/research/ib-defaults.md §84):
/// IniongunIsaac/Tiv-Bible-iOS (toolsVersion 18122, two minimal bars) and jojoX94/CarRental-iOS--UIKit (20037, a
/// default bar) save them 51 tall, where Xcode 12.3 and Xcode 14-15 documents save 56. Before, Bezel gave them 56 and
/// moved the views below 5 pt down. The storyboard is written for this test: a minimal search bar on the safe area's
/// top and sides and a panel 8 pt below it.
@Suite struct Xcode13SearchBarTests {
    @Test func xcode13SavesASearchBar51PointsTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Search13.storyboard", Self.storyboard, views: 2, scenes: 1)
    }

    /// The same document saved by Xcode 12.3 (toolsVersion 17701) has UIKit's 56 pt bar.
    @Test func xcode12Point3KeepsTheFiftySixPointBar() throws {
        let document = Self.storyboard.replacingOccurrences(of: "toolsVersion=\"20037\"", with: "toolsVersion=\"17701\"")
            .replacingOccurrences(of: "width=\"414\" height=\"51\"", with: "width=\"414\" height=\"56\"")
            .replacingOccurrences(of: "x=\"20\" y=\"103\"", with: "x=\"20\" y=\"108\"")
        #expect(document.contains("17701") && document.contains("height=\"56\"") && document.contains("y=\"108\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Search12.storyboard", document, views: 2, scenes: 1)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "20037", initialViewController: "vc", device: "retina6_1", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="20020"/>
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
                            <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Search" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                                <rect key="frame" x="0.0" y="44" width="414" height="51"/>
                                <textInputTraits key="textInputTraits"/>
                            </searchBar>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                <rect key="frame" x="20" y="103" width="374" height="40"/>
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
