import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A scene whose root view's first subview is a table or collection view pinned to the top of the safe area is saved
/// by Interface Builder's canvas under the standard 44 pt bar even in a stack whose bar prefers large titles; a scene
/// whose first subview is not a scroll view is saved under the 96 pt large-title bar (docs/research/ib-defaults.md
/// §123).
@Suite struct PinnedScrollViewTitleTests {
    /// Written for this test on the pattern of the saved frames §123 measures (toolsVersion 20037, `retina6_1`, a
    /// 44 pt status bar): the root scene's table view, its first subview, pinned to the safe area's four edges, is
    /// saved from y = 88; the pushed scene's first subview is a plain header pinned to the safe area's top, saved at
    /// y = 140 under the large title, with a table view pinned below it, which does not make the bar standard.
    @Test func aTableViewPinnedFirstUnderTheBarDrawsTheStandardBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "PinnedList.storyboard", Self.document, views: 3, scenes: 2)
    }

    /// The same list scene with a simulated tab bar of its own (its bottom bar metric set, as the tab scenes §123
    /// lists were): saved under the large title, the table from y = 140 to the tab bar's top at 813. The scene it
    /// pushes shows the same tab bar (§149), so its table ends there too.
    @Test func aSceneWithItsOwnSimulatedBarKeepsTheLargeTitle() throws {
        let text = Self.document
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="88" width="414" height="774"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="140" width="414" height="673"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="200" width="414" height="662"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="200" width="414" height="613"/>"#)
            .replacingOccurrences(of: #"<navigationItem key="navigationItem" title="Entries" id="listItem">"#,
                                  with: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/><navigationItem key="navigationItem" title="Entries" id="listItem">"#)
        try ScratchDocument.expectEverySavedFrameAgrees(named: "TabbedList.storyboard", text, views: 3, scenes: 2)
    }

    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "20037", initialViewController: "nav", device: "retina6_1", scenes: """
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="navBar">
                        <rect key="frame" x="0.0" y="44" width="414" height="96"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="rootSegue"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="list" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="listRoot">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="entries">
                                <rect key="frame" x="0.0" y="88" width="414" height="774"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </tableView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="listSafe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="entries" firstAttribute="top" secondItem="listSafe" secondAttribute="top" id="entriesTop"/>
                            <constraint firstItem="entries" firstAttribute="leading" secondItem="listSafe" secondAttribute="leading" id="entriesLeading"/>
                            <constraint firstItem="listSafe" firstAttribute="trailing" secondItem="entries" secondAttribute="trailing" id="entriesTrailing"/>
                            <constraint firstItem="listSafe" firstAttribute="bottom" secondItem="entries" secondAttribute="bottom" id="entriesBottom"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Entries" id="listItem">
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="addItem">
                            <connections>
                                <segue destination="detail" kind="show" id="showDetail"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s3">
            <objects>
                <viewController id="detail" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="detailRoot">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                                <rect key="frame" x="0.0" y="140" width="414" height="60"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="60" id="headerHeight"/>
                                </constraints>
                            </view>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="replies">
                                <rect key="frame" x="0.0" y="200" width="414" height="662"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </tableView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="detailSafe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="header" firstAttribute="top" secondItem="detailSafe" secondAttribute="top" id="headerTop"/>
                            <constraint firstItem="header" firstAttribute="leading" secondItem="detailSafe" secondAttribute="leading" id="headerLeading"/>
                            <constraint firstItem="detailSafe" firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="headerTrailing"/>
                            <constraint firstItem="replies" firstAttribute="top" secondItem="header" secondAttribute="bottom" id="repliesTop"/>
                            <constraint firstItem="replies" firstAttribute="leading" secondItem="detailSafe" secondAttribute="leading" id="repliesLeading"/>
                            <constraint firstItem="detailSafe" firstAttribute="trailing" secondItem="replies" secondAttribute="trailing" id="repliesTrailing"/>
                            <constraint firstItem="detailSafe" firstAttribute="bottom" secondItem="replies" secondAttribute="bottom" id="repliesBottom"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Entry" id="detailItem"/>
                </viewController>
            </objects>
        </scene>
        """)
}
