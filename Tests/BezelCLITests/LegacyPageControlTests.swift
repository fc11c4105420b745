import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Before iOS 14 a page control is as wide as its dots, 7 pt at a 16 pt pitch, and 37 pt tall; with no page
/// it has no size (docs/research/ib-defaults.md §14), and a document of Xcode 8-10 is laid out with the iOS its
/// Xcode shipped (iOS 12 for Xcode 10). The storyboard is written for this test as Xcode 10 saves a scene
/// (toolsVersion 14460, `retina4_7`), with frames where Interface Builder puts them: a centred control of
/// three pages 39 × 37 at x = 168, a view pinned 8 pt below it at y = 545, and a centred control with no page
/// 0 × 0 at x = 187.5. On the device's newest iOS the first would be 26 pt tall and the view at y = 534.
@Suite struct LegacyPageControlTests {
    @Test func pageControlsBeforeIOS14AreSizedByTheirPages() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Pages.storyboard", Self.storyboard, views: 3, scenes: 1)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "14460.31", safeAreas: false, initialViewController: "intro", device: "retina4_7",
        appearance: nil, adaptation: "fullscreen", scenes: """
        <scene sceneID="intro-scene">
            <objects>
                <viewController id="intro" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="guide-top"/>
                        <viewControllerLayoutGuide type="bottom" id="guide-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="dots">
                                <rect key="frame" x="168" y="500" width="39" height="37"/>
                            </pageControl>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                                <rect key="frame" x="0.0" y="545" width="375" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="fh"/>
                                </constraints>
                            </view>
                            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" hidesForSinglePage="YES" translatesAutoresizingMaskIntoConstraints="NO" id="none">
                                <rect key="frame" x="187.5" y="600" width="0.0" height="0.0"/>
                            </pageControl>
                        </subviews>
                        <constraints>
                            <constraint firstItem="dots" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="dx"/>
                            <constraint firstItem="dots" firstAttribute="top" secondItem="root" secondAttribute="top" constant="500" id="dt"/>
                            <constraint firstItem="footer" firstAttribute="top" secondItem="dots" secondAttribute="bottom" constant="8" id="ft"/>
                            <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="fl"/>
                            <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="fr"/>
                            <constraint firstItem="none" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="nx"/>
                            <constraint firstItem="none" firstAttribute="top" secondItem="root" secondAttribute="top" constant="600" id="nt"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
