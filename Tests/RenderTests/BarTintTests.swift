import Devices
import Foundation
import Geometry
import Layout
import Render
import Drawing
import Screens
import Testing
import TestSupport

/// A system bar draws its items in its own `tintColor`, else the window's, whose default is the app's accent colour
/// (the asset catalogue's `AccentColor`), and only then systemBlue (`ChromePainter.barTint(_:)`;
/// https://developer.apple.com/documentation/uikit/uinavigationbar/tintcolor,
/// https://developer.apple.com/documentation/uikit/uitabbar/tintcolor,
/// https://developer.apple.com/documentation/xcode/specifying-your-apps-color-scheme). The root view's tint does not
/// reach them: a bar is no subview of it. For templates (`tint:` on a bar) and documents (`<color key="tintColor">` in
/// `<navigationBar>`, `<toolbar>`, `<tabBar>`) alike, light and dark; each item's ink is read in its frame.
@Suite struct BarTintTests {
    typealias RGB = ControlDrawingTests.RGB

    static let accent: UInt32 = 0xC01090
    static let navigationTint: UInt32 = 0x20A040, toolbarTint: UInt32 = 0x2040C0, tabTint: UInt32 = 0xA06000
    static let rootTint: UInt32 = 0xE08000

    /// A project whose catalogue holds `AccentColor` and, when `document` is given, that document as `Main.storyboard`.
    static func project(_ name: String, document: String? = nil) throws -> AssetProject {
        let project = try AssetProject(name)
        try project.write("Assets.xcassets/AccentColor.colorset/Contents.json",
                          AssetProject.colourSet(#"{"red": "0xC0", "green": "0x10", "blue": "0x90", "alpha": "1.000"}"#))
        if let document { try project.write("Main.storyboard", document) }
        return project
    }

    static func template(_ bars: String, in project: AssetProject) throws -> Screen {
        try project.write("screen.yml", "screen: bars\ncontroller:\n\(bars)\nviews:\n  - { id: dot, kind: view, pin: { top: superview + 400, leading: superview + 10 }, width: 2, height: 2 }\n")
        return try ScreenLoader.load(path: project.app.appendingPathComponent("screen.yml").path)
    }

    /// The ink of the item `id` of `bar` in `colour`, and in systemBlue.
    static func ink(_ drawn: BarItemDrawingTests.Drawn, bar: String, id: String, _ colour: UInt32) throws -> (Int, Int) {
        let item = try #require(drawn.layout.barItems.first { $0.bar == bar && $0.id == id }, "\(bar) \(id)")
        var frame = item.frame
        // A tab's cell: its title under the glyph.
        if bar == "tabBar" { frame = Rect(x: frame.minX, y: frame.minY + 31, width: frame.width, height: 14) }
        return (drawn.count(RGB(hex: colour), in: frame, tolerance: 30), drawn.count(drawn.tint, in: frame, tolerance: 30))
    }

    static let bars = """
          navigationBar: { title: Bars, trailingItems: [Done] }
          toolbar: { items: [Edit] }
          tabBar: { items: [One, Two] }
        """

    /// With no tint of their own, the navigation bar's item, the toolbar's and the selected tab's title are the accent
    /// colour, no systemBlue; the other tab stays grey.
    @Test(arguments: ControlDrawingTests.appearances) func templateBarsTakeTheAccentColour(_ appearance: Appearance) throws {
        let project = try Self.project("bar-tint-accent-\(appearance)")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try Self.template(Self.bars, in: project)
        let drawn = try BarItemDrawingTests.render(screen: screen, appearance)
        for (bar, id) in [("navigationBar", "trailingItem1"), ("toolbar", "item1"), ("tabBar", "item1")] {
            let (accent, blue) = try Self.ink(drawn, bar: bar, id: id, Self.accent)
            #expect(accent > 20 && blue == 0, "\(bar): \(accent) accent, \(blue) systemBlue")
        }
        let (other, _) = try Self.ink(drawn, bar: "tabBar", id: "item2", Self.accent)
        #expect(other == 0)
    }

    /// A bar's own `tint:` wins over the accent colour.
    @Test(arguments: ControlDrawingTests.appearances) func aTemplateBarsOwnTintWins(_ appearance: Appearance) throws {
        let project = try Self.project("bar-tint-own-\(appearance)")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try Self.template("""
              navigationBar: { title: Bars, trailingItems: [Done], tint: "#20A040" }
              toolbar: { items: [Edit], tint: "#2040C0" }
              tabBar: { items: [One, Two], tint: "#A06000" }
            """, in: project)
        let drawn = try BarItemDrawingTests.render(screen: screen, appearance)
        for (bar, id, colour) in [("navigationBar", "trailingItem1", Self.navigationTint), ("toolbar", "item1", Self.toolbarTint), ("tabBar", "item1", Self.tabTint)] {
            let (own, _) = try Self.ink(drawn, bar: bar, id: id, colour)
            let (accent, blue) = try Self.ink(drawn, bar: bar, id: id, Self.accent)
            #expect(own > 20 && accent == 0 && blue == 0, "\(bar): \(own) own, \(accent) accent, \(blue) systemBlue")
        }
    }

    /// A tab bar controller holding a navigation controller (with its toolbar shown) and another scene: the toolbar's and
    /// the tab bar's `tintColor` colour their items; the navigation bar, with none, takes the accent colour, not the
    /// root view's tint (orange), which its own views take.
    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "22505", initialViewController: "tabs", device: "retina6_12", scenes: """
        <scene sceneID="tabs-scn">
            <objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="tintColor" red="0.62745098039215685" green="0.37647058823529411" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </tabBar>
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                        <segue destination="other" kind="relationship" relationship="viewControllers" id="t2"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        <scene sceneID="nav-scn">
            <objects>
                <navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="One" id="nav-tbi"/>
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="nav-tb">
                        <rect key="frame" x="0.0" y="720" width="393" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="tintColor" red="0.12549019607843137" green="0.25098039215686274" blue="0.75294117647058822" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </toolbar>
                    <connections>
                        <segue destination="root" kind="relationship" relationship="rootViewController" id="r1"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="root-scn">
            <objects>
                <viewController title="Bars" id="root" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-v">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="root-saf"/>
                        <color key="tintColor" red="0.8784313725490196" green="0.50196078431372548" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                    <toolbarItems>
                        <barButtonItem title="Edit" style="plain" id="edit"/>
                    </toolbarItems>
                    <navigationItem key="navigationItem" title="Bars" id="root-ni">
                        <barButtonItem key="rightBarButtonItem" title="Done" style="plain" id="done"/>
                    </navigationItem>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="other-scn">
            <objects>
                <viewController title="Two" id="other" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="other-v">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="other-saf"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Two" id="other-tbi"/>
                </viewController>
            </objects>
        </scene>
        """)

    @Test(arguments: ControlDrawingTests.appearances) func documentBarsTakeTheirTintElseTheAccentColour(_ appearance: Appearance) throws {
        let project = try Self.project("bar-tint-document-\(appearance)", document: Self.storyboard)
        defer { try? FileManager.default.removeItem(at: project.root) }
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { $0.controller.toolbar != nil && $0.controller.tabBar != nil })
        #expect(screen.tint == "#E08000", "the root view's tint: \(screen.tint ?? "")")
        let drawn = try BarItemDrawingTests.render(screen: screen, appearance)
        let (accent, blue) = try Self.ink(drawn, bar: "navigationBar", id: "trailingItem1", Self.accent)
        let (root, _) = try Self.ink(drawn, bar: "navigationBar", id: "trailingItem1", Self.rootTint)
        #expect(accent > 20 && blue == 0 && root == 0, "navigation bar: \(accent) accent, \(blue) systemBlue, \(root) root tint")
        for (bar, colour) in [("toolbar", Self.toolbarTint), ("tabBar", Self.tabTint)] {
            let (own, _) = try Self.ink(drawn, bar: bar, id: "item1", colour)
            let (accent, blue) = try Self.ink(drawn, bar: bar, id: "item1", Self.accent)
            #expect(own > 20 && accent == 0 && blue == 0, "\(bar): \(own) own, \(accent) accent, \(blue) systemBlue")
        }
    }
}
