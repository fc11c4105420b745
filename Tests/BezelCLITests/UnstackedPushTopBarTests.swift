import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A scene pushed (`show`) from a view controller in no navigation stack that simulates a navigation bar of its own
/// (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics"/>`) is drawn under that bar, and so is the scene it
/// pushes in turn: Interface Builder infers a scene's top bar from the scene that shows it, as TinderTeam/Laundry
/// (toolsVersion 6254) saves a scene two pushes down with its labels 30 pt below a top layout guide at 64, and
/// theSwanCoder/js-ios-app (11762) saves the scenes an opaque bar's source pushes with root views at y = 64, 603 tall
/// (docs/research/ib-defaults.md §157). Before, Bezel drew those scenes with the status bar alone, 44 pt higher. A
/// source that simulates no bar carries none. The storyboard is written for this test.
@Suite struct UnstackedPushTopBarTests {
    @Test func aSimulatedNavigationBarIsCarriedDownPushesFromAControllerInNoStack() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "UnstackedPush.storyboard", Self.storyboard(opaque: false),
                                                        views: 5, scenes: 5)
    }

    /// The source's opaque bar is carried with its translucency: the scene two pushes down is drawn under the status bar
    /// and an opaque navigation bar, its root view starting below them. Before, Bezel drew it with no bar at all, its
    /// panel 30 pt from the screen's top.
    @Test func anOpaqueSimulatedBarIsCarriedOpaque() throws {
        let text = Self.storyboard(opaque: true)
        #expect(text.contains("translucent=\"NO\"") && text.contains("height=\"603\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "UnstackedPushOpaque.storyboard", text, views: 5, scenes: 5)
        let document = try ScratchDocument(named: "UnstackedPushOpaque.storyboard", text)
        defer { document.remove() }
        let result = document.run("layout", ["--device", "saved", "--scene", "pay", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let views = try #require(json["views"] as? [[String: Any]])
        func frame(_ id: String) -> [String: Double]? { views.first { $0["id"] as? String == id }?["frame"] as? [String: Double] }
        #expect(frame("navigationBar") == ["x": 0, "y": 20, "width": 375, "height": 44])
        #expect(frame("pay-panel") == ["x": 16, "y": 94, "width": 343, "height": 40])
        #expect((json["safeArea"] as? [String: Double])?["top"] == 64)
    }

    /// A scene with a panel `constant` points below its top layout guide, saved at `y` in its root view; `top` is its
    /// simulated top bar element, if any. `rootTop`: where its root view starts (64 under an opaque bar).
    static func scene(_ id: String, y: Int, constant: Int, rootTop: Int = 0, top: String = "", connections: String = "") -> String {
        """
        <scene sceneID="\(id)-scene">
            <objects>
                <viewController id="\(id)" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="\(id)-top"/>
                        <viewControllerLayoutGuide type="bottom" id="\(id)-bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="\(id)-root">
                        <rect key="frame" x="0.0" y="\(rootTop)" width="375" height="\(667 - rootTop)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-panel">
                                <rect key="frame" x="16" y="\(y)" width="343" height="40"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="\(id)-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <constraints>
                            <constraint firstItem="\(id)-panel" firstAttribute="top" secondItem="\(id)-top" secondAttribute="bottom" constant="\(constant)" id="\(id)-t"/>
                            <constraint firstItem="\(id)-panel" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" constant="16" id="\(id)-l"/>
                            <constraint firstAttribute="trailing" secondItem="\(id)-panel" secondAttribute="trailing" constant="16" id="\(id)-r"/>
                        </constraints>
                    </view>\(top)
                    <connections>\(connections)</connections>
                </viewController>
            </objects>
        </scene>
        """
    }

    /// Orders (in no stack, simulating a navigation bar) pushes detail, which pushes pay; about (in no stack, simulating
    /// nothing) pushes credits. `opaque`: orders' bar is opaque (`translucent="NO"`).
    static func storyboard(opaque: Bool) -> String {
        let bar = "\n<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\"\(opaque ? " translucent=\"NO\"" : "") prompted=\"NO\"/>"
        // Under a translucent bar the guide is at 64 in a root view from the screen's top; under an opaque one the root
        // view starts at 64 and the guide at its top.
        let (rootTop, guide) = opaque ? (64, 0) : (0, 64)
        return InterfaceBuilderFixture.storyboard(
            toolsVersion: "11762", systemVersion: "16C68", safeAreas: false, initialViewController: "orders",
            device: "retina4_7", appearance: nil, adaptation: "fullscreen", dependencies: """
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11757"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            """, scenes: """
            \(scene("orders", y: guide, constant: 0, rootTop: rootTop, top: bar, connections: "<segue destination=\"detail\" kind=\"show\" id=\"to-detail\"/>"))
            \(scene("detail", y: guide + 30, constant: 30, rootTop: rootTop, connections: "<segue destination=\"pay\" kind=\"show\" id=\"to-pay\"/>"))
            \(scene("pay", y: guide + 30, constant: 30, rootTop: rootTop))
            \(scene("about", y: 50, constant: 30, connections: "<segue destination=\"credits\" kind=\"show\" id=\"to-credits\"/>"))
            \(scene("credits", y: 50, constant: 30))
            """)
    }
}
