import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 11 and 12 draw the tabs of a tab bar controller shown modally in iOS 13's page sheet, even when the tab bar
/// controller asks for the full screen: korayco/GGarage-iOS13 (toolsVersion 18122, `retina6_0`) saves its two barless
/// tabs 390 × 790 (844 less the 44 pt top inset and 10), a label pinned 32 pt below the safe area's top at y 32 and a
/// table pinned 32 pt above its bottom ending at 675 = 790 − 34 − 49 − 32, the home indicator's inset and the tab bar;
/// gonzob7/make-laundry-ios (15505, `retina6_1`) saves its navigation tabs 414 × 842 (docs/research/ib-defaults.md
/// §77). Before, Bezel laid such a tab out on the whole screen, its views 47 pt lower and its bottom 54 pt lower. The
/// storyboard is written for this test: a start scene that shows the tab bar controller, and one tab with a header
/// pinned to the safe area's top and a footer to its bottom.
@Suite struct TabBarPageSheetTests {
    @Test func aModalTabBarControllersBarlessTabIsDrawnInThePageSheet() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "SheetTabs.storyboard", Self.storyboard, views: 3, scenes: 2)
    }

    /// `retina6_0` (390 × 844, 34 pt home indicator) with the 44 pt top inset of the Xcode 12-13 canvas (§87): the start
    /// scene's button pinned 16 pt below the safe area's top is at y 60; the sheet is 790 tall; its safe area runs from
    /// 0 to 790 − 34 − 49 = 707.
    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "18122", initialViewController: "start", device: "retina6_0", scenes: """
        <scene sceneID="start-scene">
            <objects>
                <viewController id="start" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="start-root">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="enter">
                                <rect key="frame" x="16" y="60" width="358" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="eh"/>
                                </constraints>
                                <state key="normal" title="Enter"/>
                                <connections>
                                    <segue destination="tabs" kind="show" id="show-tabs"/>
                                </connections>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="start-safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="enter" firstAttribute="top" secondItem="start-safe" secondAttribute="top" constant="16" id="et"/>
                            <constraint firstItem="enter" firstAttribute="leading" secondItem="start-safe" secondAttribute="leading" constant="16" id="el"/>
                            <constraint firstItem="start-safe" firstAttribute="trailing" secondItem="enter" secondAttribute="trailing" constant="16" id="er"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="tabs-scene">
            <objects>
                <tabBarController modalPresentationStyle="fullScreen" id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        <segue destination="home" kind="relationship" relationship="viewControllers" id="tab1"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        <scene sceneID="home-scene">
            <objects>
                <viewController id="home" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="home-root">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="790"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                                <rect key="frame" x="32" y="32" width="326" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="hh"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                                <rect key="frame" x="16" y="615" width="358" height="60"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="60" id="fh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="home-safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="header" firstAttribute="top" secondItem="home-safe" secondAttribute="top" constant="32" id="ht"/>
                            <constraint firstItem="header" firstAttribute="leading" secondItem="home-safe" secondAttribute="leading" constant="32" id="hl"/>
                            <constraint firstItem="home-safe" firstAttribute="trailing" secondItem="header" secondAttribute="trailing" constant="32" id="hr"/>
                            <constraint firstItem="footer" firstAttribute="bottom" secondItem="home-safe" secondAttribute="bottom" constant="-32" id="fb"/>
                            <constraint firstItem="footer" firstAttribute="leading" secondItem="home-safe" secondAttribute="leading" constant="16" id="fl"/>
                            <constraint firstItem="home-safe" firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" constant="16" id="fr"/>
                        </constraints>
                    </view>
                    <tabBarItem key="tabBarItem" title="Service" id="home-item"/>
                </viewController>
            </objects>
        </scene>
        """)
}
