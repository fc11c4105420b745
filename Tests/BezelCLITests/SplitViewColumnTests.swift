import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A split view controller's scenes on an iPad canvas are laid out at their column's width: the master's 320 pt, and in
/// landscape the detail's 1,024 − 320 − 1 (the divider) = 703, as oudsteyn/ideo-fonzie-garage-ios (toolsVersion 12121,
/// `ipad9_7` landscape) saves its master table 320 and its detail scene and the scene the detail pushes 703 wide
/// (docs/research/ib-defaults.md §150). Before, Bezel laid each out at the screen's 1,024. The storyboard is written for
/// this test: a panel 20 pt in from each side of every scene's root view.
@Suite struct SplitViewColumnTests {
    @Test func landscapeColumnsAreTheMastersWidthAndTheRestLessTheDivider() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "SplitLandscape.storyboard", Self.document(landscape: true), views: 3, scenes: 3)
    }

    /// In portrait the master shows over the detail, which keeps the screen's whole width.
    @Test func inPortraitTheDetailKeepsTheScreensWidth() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "SplitPortrait.storyboard", Self.document(landscape: false), views: 3, scenes: 3)
    }

    static func scene(_ id: String, width: Int, height: Int, push: String? = nil) -> String {
        let segue = push.map { "\n            <connections>\n                <segue destination=\"\($0)\" kind=\"show\" id=\"\(id)-push\"/>\n            </connections>" } ?? ""
        return """
        <scene sceneID="\(id)-scene">
            <objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="\(id)-root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-panel">
                                <rect key="frame" x="20" y="100" width="\(width - 40)" height="50"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="50" id="\(id)-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="\(id)-panel" firstAttribute="top" secondItem="\(id)-root" secondAttribute="top" constant="100" id="\(id)-t"/>
                            <constraint firstItem="\(id)-panel" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" constant="20" id="\(id)-l"/>
                            <constraint firstAttribute="trailing" secondItem="\(id)-panel" secondAttribute="trailing" constant="20" id="\(id)-r"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="\(id)" id="\(id)-item"/>\(segue)
                </viewController>
            </objects>
        </scene>
        """
    }

    static func navigation(_ id: String, root: String) -> String {
        """
        <scene sceneID="\(id)-scene">
            <objects>
                <navigationController id="\(id)" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    static func document(landscape: Bool) -> String {
        let height = landscape ? 768 : 1024
        let detailWidth = landscape ? 703 : 768
        return InterfaceBuilderFixture.storyboard(
            toolsVersion: "12121", safeAreas: false, initialViewController: "split", device: "ipad9_7",
            orientation: landscape ? "landscape" : "portrait", scenes: """
            <scene sceneID="split-scene">
                <objects>
                    <splitViewController id="split" sceneMemberID="viewController">
                        <toolbarItems/>
                        <connections>
                            <segue destination="masterNav" kind="relationship" relationship="masterViewController" id="toMaster"/>
                            <segue destination="detailNav" kind="relationship" relationship="detailViewController" id="toDetail"/>
                        </connections>
                    </splitViewController>
                </objects>
            </scene>
            \(navigation("masterNav", root: "list"))
            \(scene("list", width: 320, height: height))
            \(navigation("detailNav", root: "detail"))
            \(scene("detail", width: detailWidth, height: height, push: "more"))
            \(scene("more", width: detailWidth, height: height))
            """)
    }
}
