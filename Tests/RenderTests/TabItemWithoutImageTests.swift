import Devices
import Foundation
import Geometry
import PNG
import Render
import Drawing
import Screens
import Testing
import TestSupport

/// A storyboard's tab bar item that names no image shows its title alone, light and dark: UIKit displays no image
/// for a `nil` one ("Use `nil` for `title` or `image` to not display that element",
/// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)), and a controller without a
/// `<tabBarItem>` gets UIKit's default item, its title and no image. Where the placeholder's 25-pt rounded square
/// would be, the bar shows; the titles are drawn as before. A template's title-only item keeps the placeholder
/// (a template names no images) and an item whose image the project lacks stays a named placeholder.
@Suite struct TabItemWithoutImageTests {
    typealias RGB = ControlDrawingTests.RGB

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "22505", initialViewController: "tab", device: "retina6_12", scenes: """
        <scene sceneID="tab-scn">
            <objects>
                <tabBarController id="tab" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        <segue destination="home" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="plain" kind="relationship" relationship="viewControllers" id="s2"/>
                        <segue destination="lost" kind="relationship" relationship="viewControllers" id="s3"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        <scene sceneID="home-scn">
            <objects>
                <viewController title="Home" id="home" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="home-v">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="home-saf"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Home" id="home-tbi"/>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="plain-scn">
            <objects>
                <viewController title="Plain" id="plain" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="plain-v">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="plain-saf"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="lost-scn">
            <objects>
                <viewController title="Lost" id="lost" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="lost-v">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="lost-saf"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Lost" image="NotInTheProject" id="lost-tbi"/>
                </viewController>
            </objects>
        </scene>
        """)

    @Test(arguments: ControlDrawingTests.appearances) func aTabItemWithoutAnImageShowsItsTitleAlone(_ appearance: Appearance) throws {
        let project = try AssetProject("tab-items-without-images")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", Self.storyboard)
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { $0.name.hasSuffix("home") })
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? "")" }
        #expect(named == ["bar item image: NotInTheProject"], "\(named)")

        let drawn = try BarItemDrawingTests.render(screen: screen, appearance)
        let tab = try drawn.bar("tabBar")
        let slot = tab.width / 3
        let glyphY = tab.minY + 6 + 12.5
        let bar = drawn.pixel(slot / 2, tab.minY + 3)
        let glyph = { (index: Double) in Rect(x: slot * (index + 0.5) - 12.5, y: glyphY - 12.5, width: 25, height: 25) }
        // The selected Home tab and the Plain tab: the bar throughout the glyph's square, no placeholder fill or rim.
        for index in [0.0, 1.0] {
            let off = drawn.pixels(in: glyph(index)).filter { !$0.near(bar, 2) }.count
            #expect(off == 0, "tab \(index): pixels not the bar")
        }
        // Their titles as before: Home in the tint, Plain in the secondary label colour.
        let grey = RGB(hex: SystemColor.secondaryLabel.rgba(appearance) >> 8)
        let greyInk = BarItemDrawingTests.mix(grey, over: bar, alpha: Int(SystemColor.secondaryLabel.rgba(appearance) & 0xFF))
        #expect(drawn.count(drawn.tint, in: Rect(x: 0, y: tab.minY + 31, width: slot, height: 14)) > 20)
        #expect(drawn.count(greyInk, in: Rect(x: slot, y: tab.minY + 31, width: slot, height: 14), tolerance: 24) > 20)
        // The image the project lacks: the placeholder's faint fill, named above.
        #expect(drawn.pixel(slot * 2.5, glyphY).near(BarItemDrawingTests.mix(grey, over: bar, alpha: 64), 4), "\(drawn.pixel(slot * 2.5, glyphY))")
    }

    /// A template's item written as its title alone keeps the glyph placeholder, as the template format describes.
    @Test func aTemplateTitleOnlyItemKeepsThePlaceholder() throws {
        let drawn = try BarItemDrawingTests.render("  tabBar: { items: [Chats, Contacts] }", .light)
        let tab = try drawn.bar("tabBar")
        let bar = drawn.pixel(tab.width / 4, tab.minY + 3)
        #expect(drawn.pixel(tab.width / 4, tab.minY + 6 + 12.5).near(BarItemDrawingTests.mix(drawn.tint, over: bar, alpha: 64), 4))
    }
}
