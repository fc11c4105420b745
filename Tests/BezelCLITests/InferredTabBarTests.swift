import Foundation
import Testing
@testable import BezelCLI

/// A storyboard of one tab: its navigation controller simulates the tab bar (`<simulatedTabBarMetrics
/// key="simulatedBottomBarMetrics"/>`) because the tab bar controller is in another storyboard, and the canvas draws
/// that bar under every scene of the stack whose own bottom bar is "Inferred", as poischen/ios-carless's search
/// storyboard saves its root and pushed scenes 49 pt short of the screen's bottom (toolsVersion 13771, `retina4_7`;
/// docs/research/ib-defaults.md §74). Before, Bezel drew no tab bar there and the views pinned to the safe area's
/// bottom ran 49 pt lower. The storyboard is written for this test: a root and a pushed scene, each with a panel
/// pinned to its safe area.
@Suite struct InferredTabBarTests {
    @Test func aNavigationControllersSimulatedTabBarIsUnderItsStack() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "SearchTab.storyboard", Self.storyboard, views: 2, scenes: 2)
    }

    /// A pushed scene that hides the bottom bar when pushed shows none: its panel reaches the screen's bottom.
    @Test func aSceneThatHidesTheBottomBarShowsNone() throws {
        let hiding = Self.storyboard
            .replacingOccurrences(of: "<viewController id=\"results\" sceneMemberID=\"viewController\">",
                                  with: "<viewController id=\"results\" hidesBottomBarWhenPushed=\"YES\" sceneMemberID=\"viewController\">")
            .replacingOccurrences(of: "x=\"0.0\" y=\"64\" width=\"375\" height=\"554\"/>\n                                <color key=\"backgroundColor\" systemColor=\"systemTealColor\"/>",
                                  with: "x=\"0.0\" y=\"64\" width=\"375\" height=\"603\"/>\n                                <color key=\"backgroundColor\" systemColor=\"systemTealColor\"/>")
        #expect(hiding.contains("hidesBottomBarWhenPushed") && hiding.contains("height=\"603\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "SearchTabHiding.storyboard", hiding, views: 2, scenes: 2)
    }

    /// The tab's root scene writes the tab bar instead of its navigation controller, as rubygarage/shopapp-ios's account
    /// storyboard does (toolsVersion 14109, `retina4_7`): the scene it pushes by a `show` segue, with no bottom bar of its
    /// own, is drawn above the same tab bar, its panel pinned to the safe area ending at 618 (docs/research/ib-defaults.md
    /// §149). Before, Bezel drew the pushed scene without it and the panel ran 49 pt lower.
    @Test func aTabBarTheRootSceneSimulatesIsCarriedToTheScenesItPushes() throws {
        let rootWritesIt = Self.rootWritesTheTabBar
        #expect(rootWritesIt.components(separatedBy: "simulatedTabBarMetrics").count == 2)
        #expect(rootWritesIt.range(of: "<simulatedTabBarMetrics")!.lowerBound > rootWritesIt.range(of: "id=\"search\"")!.lowerBound)
        try ScratchDocument.expectEverySavedFrameAgrees(named: "SearchRootTab.storyboard", rootWritesIt, views: 2, scenes: 2)
    }

    /// A scene pushed above one that hides the bottom bar when pushed shows none either: the bar stays hidden until
    /// that controller is popped (https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed).
    @Test func aSceneAboveOneThatHidesTheBottomBarShowsNone() throws {
        let rootWritesIt = Self.rootWritesTheTabBar
        // search → results (hides the bottom bar) → more: `more`'s panel reaches the screen's bottom.
        let withMiddle = rootWritesIt
            .replacingOccurrences(of: "<viewController id=\"results\" sceneMemberID=\"viewController\">",
                                  with: "<viewController id=\"results\" hidesBottomBarWhenPushed=\"YES\" sceneMemberID=\"viewController\">")
            .replacingOccurrences(of: "x=\"0.0\" y=\"64\" width=\"375\" height=\"554\"/>\n                                <color key=\"backgroundColor\" systemColor=\"systemTealColor\"/>",
                                  with: "x=\"0.0\" y=\"64\" width=\"375\" height=\"603\"/>\n                                <color key=\"backgroundColor\" systemColor=\"systemTealColor\"/>")
            .replacingOccurrences(of: "<navigationItem key=\"navigationItem\" title=\"results\" id=\"results-item\"/>",
                                  with: "<navigationItem key=\"navigationItem\" title=\"results\" id=\"results-item\"/>\n"
                                      + "                            <connections>\n                                <segue destination=\"more\" kind=\"show\" id=\"push2\"/>\n"
                                      + "                            </connections>")
            .replacingOccurrences(of: "    </scenes>", with: Self.scene("more", panel: "extra", colour: "systemTealColor")
                                      .replacingOccurrences(of: "height=\"554\"", with: "height=\"603\"") + "\n    </scenes>")
        #expect(withMiddle.contains("push2") && withMiddle.contains("id=\"extra\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "SearchRootTabHiding.storyboard", withMiddle, views: 3, scenes: 3)
    }

    /// The storyboard with the tab bar written by the stack's root scene, not its navigation controller.
    static let rootWritesTheTabBar = storyboard
        .replacingOccurrences(of: "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>", with: "")
        .replacingOccurrences(of: "<navigationItem key=\"navigationItem\" title=\"search\" id=\"search-item\"/>",
                              with: "<navigationItem key=\"navigationItem\" title=\"search\" id=\"search-item\"/>"
                                  + "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>")

    static func scene(_ id: String, panel: String, colour: String, push: String = "") -> String {
        """
                <scene sceneID="\(id)-scene">
                    <objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(panel)">
                                        <rect key="frame" x="0.0" y="64" width="375" height="554"/>
                                        <color key="backgroundColor" systemColor="\(colour)"/>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="\(panel)" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" id="\(id)-c1"/>
                                    <constraint firstItem="\(panel)" firstAttribute="leading" secondItem="\(id)-safe" secondAttribute="leading" id="\(id)-c2"/>
                                    <constraint firstItem="\(id)-safe" firstAttribute="trailing" secondItem="\(panel)" secondAttribute="trailing" id="\(id)-c3"/>
                                    <constraint firstItem="\(id)-safe" firstAttribute="bottom" secondItem="\(panel)" secondAttribute="bottom" id="\(id)-c4"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                            </view>
                            <navigationItem key="navigationItem" title="\(id)" id="\(id)-item"/>\(push)
                        </viewController>
                    </objects>
                </scene>
        """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Search" id="tab-item"/>
                            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="nav-bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="search" kind="relationship" relationship="rootViewController" id="root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        \(scene("search", panel: "form", colour: "systemOrangeColor", push: "\n                            <connections>\n                                <segue destination=\"results\" kind=\"show\" id=\"push\"/>\n                            </connections>"))
        \(scene("results", panel: "list", colour: "systemTealColor"))
            </scenes>
            <resources>
                <systemColor name="systemOrangeColor">
                    <color red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
                <systemColor name="systemTealColor">
                    <color red="0.18823529411764706" green="0.69019607843137254" blue="0.7803921568627451" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """
}
