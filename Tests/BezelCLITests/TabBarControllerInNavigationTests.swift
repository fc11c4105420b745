import Foundation
import Testing
@testable import BezelCLI

/// A tab bar controller in a navigation stack (the stack's root, or pushed onto it) lays its tabs' views out under
/// the stack's navigation bar, and the controllers a tab pushes join that stack:
/// woin2ee/movie-yjw-iOS-school-project (toolsVersion 20037, `retina6_1`) saves its tabs' views 88 pt down and 725
/// tall (the bar and the tab bar off 896) and its pushed search scene's 88 pt down and 774 tall;
/// joyful-church/JoyfulChurch-iOS (toolsVersion 15705, `retina6_1`, an opaque bar) saves its tabs' roots 808 tall,
/// below the bar (docs/research/ib-defaults.md §75). Before, Bezel gave those tabs and their pushes no navigation
/// bar, and their views sat 44 pt higher. The storyboards are written for this test: a panel pinned to each scene's
/// safe area.
@Suite struct TabBarControllerInNavigationTests {
    /// The stack's root is the tab bar controller: two tabs under the bar and above the tab bar, and a scene the
    /// first tab pushes under the bar with no tab bar (it covers the tab bar controller).
    @Test func aTabBarControllerAsANavigationRootHasItsTabsUnderTheBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "TabsInNavigation.storyboard", Self.storyboard(tabsPushed: false),
                                                        views: 3, scenes: 3)
    }

    /// The tab bar controller is pushed from the stack's root: its tabs are under the same bar.
    @Test func aTabBarControllerPushedByTheRootHasItsTabsUnderTheBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "PushedTabs.storyboard", Self.storyboard(tabsPushed: true),
                                                        views: 3, scenes: 3)
    }

    static func scene(_ id: String, panel: String, y: Int, height: Int, tabItem: Bool, push: String? = nil) -> String {
        let connections = push.map {
            "\n                    <connections>\n                        <segue destination=\"\($0)\" kind=\"show\" id=\"\(id)-push\"/>\n                    </connections>"
        } ?? ""
        return """
                <scene sceneID="\(id)-scene">
                    <objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(panel)">
                                        <rect key="frame" x="0.0" y="\(y)" width="414" height="\(height)"/>
                                        <color key="backgroundColor" systemColor="systemOrangeColor"/>
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
                            </view>\(tabItem ? "\n                    <tabBarItem key=\"tabBarItem\" title=\"\(id)\" id=\"\(id)-item\"/>" : "")\(connections)
                        </viewController>
                    </objects>
                </scene>
        """
    }

    /// Tabs and the pushed scene on `retina6_1` (414 × 896, 44 pt status bar, 34 pt home indicator): the bar ends
    /// at 88, the tab bar (49 and the indicator's 34) starts at 813. `tabsPushed`: the stack's root pushes the tab
    /// bar controller, else it is the root.
    static func storyboard(tabsPushed: Bool) -> String {
        let rootSegue = tabsPushed ? "start" : "tabs"
        let start = tabsPushed ? scene("start", panel: "welcome", y: 88, height: 774, tabItem: false, push: "tabs") : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="\(rootSegue)" kind="relationship" relationship="rootViewController" id="root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        \(start)
                <scene sceneID="tabs-scene">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="Movies" id="tabs-item"/>
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="home" kind="relationship" relationship="viewControllers" id="tab1"/>
                                <segue destination="map" kind="relationship" relationship="viewControllers" id="tab2"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
        \(scene("home", panel: "list", y: 88, height: 725, tabItem: true, push: tabsPushed ? nil : "search"))
        \(scene("map", panel: "web", y: 88, height: 725, tabItem: true))
        \(tabsPushed ? "" : scene("search", panel: "results", y: 88, height: 774, tabItem: false))
            </scenes>
            <resources>
                <systemColor name="systemOrangeColor">
                    <color red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """
    }
}
