import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// From iOS 14 a page control that sizes itself is 26 pt tall and 37.5 pt a page and 3 pt wide: Xcode 13 and 14 save
/// controls of 3 pages placed by their centre alone 115.5 pt wide (CodemegSoftSolution/pinkyPromise-ios-LoginCodemeg,
/// toolsVersion 20037) and of 5 pages 190.5 pt (lyddal96/ios-mapleInfo `Intro.storyboard`, toolsVersion 19455,
/// `retina6_1`, saved at (112, 816, 190.5, 26) 20 pt above the safe area's bottom; docs/research/ib-defaults.md §44).
/// The storyboard is written for this test as Xcode 14 saves a scene (toolsVersion 21507, `retina6_12`, as the same
/// project's `Main.storyboard`, whose control of 3 pages is saved 115.667 pt wide), with both controls where Interface
/// Builder puts them on a 3× screen.
@Suite struct PageControlWidthTests {
    @Test func aPageControlOfIOS14IsSizedByItsPages() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Pages14.storyboard", Self.storyboard, views: 2, scenes: 1)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21507", initialViewController: "intro", device: "retina6_12", scenes: """
        <scene sceneID="intro-scene">
            <objects>
                <viewController id="intro" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="three">
                                <rect key="frame" x="138.66666666666666" y="700" width="115.66666666666667" height="26"/>
                            </pageControl>
                            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="5" translatesAutoresizingMaskIntoConstraints="NO" id="five">
                                <rect key="frame" x="101.33333333333333" y="772" width="190.33333333333334" height="26"/>
                            </pageControl>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="three" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="tx"/>
                            <constraint firstItem="three" firstAttribute="top" secondItem="root" secondAttribute="top" constant="700" id="tt"/>
                            <constraint firstItem="five" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="fx"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="five" secondAttribute="bottom" constant="20" id="fb"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
}
