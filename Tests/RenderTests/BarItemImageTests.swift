import Devices
import Foundation
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing
import TestSupport

/// Bar items whose images the project's asset catalogue holds are drawn from it, light and dark: a tab bar
/// item's image as a template image (its shape in the selected tab's tint or the others' secondary label
/// colour, docs/research/bars.md §3), at its size in points, centred on the glyph's place; an image no
/// catalogue holds stays a placeholder and is named; an SF Symbol is drawn as its look-alike (`SymbolLookalikeTests`)
/// and named so. The image is an opaque 20-pt red
/// square (40 px at 2x) the test writes: drawn as a template it shows no red, only the tint; left out, the
/// 25-pt placeholder's faint fill shows instead.
@Suite struct BarItemImageTests {
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
                        <segue destination="one" kind="relationship" relationship="viewControllers" id="s1"/>
                        <segue destination="two" kind="relationship" relationship="viewControllers" id="s2"/>
                        <segue destination="three" kind="relationship" relationship="viewControllers" id="s3"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        <scene sceneID="one-scn">
            <objects>
                <viewController title="Pins" id="one" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="one-v">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="one-saf"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Pins" image="Pin" id="one-tbi"/>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="two-scn">
            <objects>
                <viewController title="More Pins" id="two" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="two-v">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="two-saf"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Missing" image="Missing" id="two-tbi"/>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="three-scn">
            <objects>
                <viewController title="Stars" id="three" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="three-v">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="three-saf"/>
                    </view>
                    <tabBarItem key="tabBarItem" title="Stars" image="star" catalog="system" id="three-tbi"/>
                </viewController>
            </objects>
        </scene>
        """, resources: """
        <image name="star" catalog="system" width="128" height="122"/>
        """)

    static func project() throws -> AssetProject {
        let project = try AssetProject("bar-item-images")
        try project.write("Assets.xcassets/Pin.imageset/pin@2x.png", try AssetProject.png(side: 40, 0xFF0000))
        try project.write("Assets.xcassets/Pin.imageset/Contents.json", """
            {"images": [{"idiom": "universal", "filename": "pin@2x.png", "scale": "2x"}], "info": {"author": "xcode", "version": 1}}
            """)
        // A catalogue image named like the SF Symbol: never used for it.
        try project.write("Assets.xcassets/star.imageset/star@2x.png", try AssetProject.png(side: 40, 0xFF0000))
        try project.write("Assets.xcassets/star.imageset/Contents.json", """
            {"images": [{"idiom": "universal", "filename": "star@2x.png", "scale": "2x"}], "info": {"author": "xcode", "version": 1}}
            """)
        try project.write("Main.storyboard", storyboard)
        return project
    }

    /// A bar item image the catalogue holds only in a format Bezel does not draw (HEIC) is named with its format; a loose `name@2x.png`
    /// of the project (`UIImage(named:)` finds it in the app bundle) is drawn, and not named.
    @Test func undrawableBarItemImagesAreNamedByFormatAndLooseFilesAreDrawn() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Assets.xcassets/Missing.imageset/missing.heic", "not decoded")
        try project.write("Assets.xcassets/Missing.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "missing.heic"}]}"#)
        try project.write("Resources/Pin@2x.png", try AssetProject.png(side: 40, 0x00FF00))
        try FileManager.default.removeItem(at: project.catalogue.appendingPathComponent("Pin.imageset"))
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { $0.name.hasSuffix("pins") && !$0.name.hasSuffix("more-pins") })
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? "")" }
        #expect(named.contains("HEIC bar item image: Missing") && !named.contains("bar item image: Missing"), "\(named)")
        #expect(screen.assetImages["Pin"] != nil && !named.contains { $0.hasSuffix(": Pin") }, "\(named)")
    }

    @Test(arguments: ControlDrawingTests.appearances) func tabItemImagesComeFromTheCatalogue(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { $0.name.hasSuffix("pins") && !$0.name.hasSuffix("more-pins") })
        #expect(screen.assetImages["Pin"] != nil && screen.assetImages["star"] == nil)
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? "")" }
        #expect(!named.contains("bar item image: Pin"), "\(named)")
        #expect(named.contains("bar item image: Missing") && named.contains("SF Symbol look-alike: star"), "\(named)")
        #expect(!named.contains("bar item image: star"), "\(named)")

        let drawn = try BarItemDrawingTests.render(screen: screen, appearance)
        let tab = try drawn.bar("tabBar")
        let slot = tab.width / 3
        let glyphY = tab.minY + 6 + 12.5
        let bar = drawn.pixel(slot / 2, tab.minY + 3)
        // The selected tab's 20-pt square, solid tint, nowhere red; the bar 1 pt outside it (the 25-pt
        // placeholder would reach 12.5 pt from the centre).
        #expect(drawn.pixel(slot / 2, glyphY).near(drawn.tint), "\(drawn.pixel(slot / 2, glyphY))")
        #expect(drawn.pixel(slot / 2 - 9.5, glyphY - 9.5).near(drawn.tint))
        #expect(drawn.pixel(slot / 2 - 11, glyphY).near(bar, 2), "\(drawn.pixel(slot / 2 - 11, glyphY))")
        #expect(drawn.count(RGB(hex: 0xFF0000), in: tab, tolerance: 60) == 0)
        // The missing image: the placeholder's faint fill in the secondary label colour. The symbol: its look-alike
        // in that colour, not the placeholder (whose rim, 12 pt from the centre, stays bar).
        let grey = RGB(hex: SystemColor.secondaryLabel.rgba(appearance) >> 8)
        #expect(drawn.pixel(slot * 1.5, glyphY).near(BarItemDrawingTests.mix(grey, over: bar, alpha: 64), 4), "\(drawn.pixel(slot * 1.5, glyphY))")
        let star = Rect(x: slot * 2.5 - 12.5, y: glyphY - 12.5, width: 25, height: 25)
        let ink = BarItemDrawingTests.mix(grey, over: bar, alpha: Int(SystemColor.secondaryLabel.rgba(appearance) & 0xFF))
        #expect(drawn.count(ink, in: star, tolerance: 8) > 20, "the star's ink")
        #expect(drawn.pixel(slot * 2.5, glyphY - 12).near(bar, 2), "\(drawn.pixel(slot * 2.5, glyphY - 12))")
    }
    /// A navigation controller's scene whose navigation item and toolbar each hold a bar button item showing the
    /// catalogue's `Pin` (written here as Interface Builder saves such items: `image="Pin"`, the toolbar's between two
    /// flexible spaces).
    static let barsStoryboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "22505", initialViewController: "nav", device: "retina6_12", scenes: """
        <scene sceneID="nav-scn">
            <objects>
                <navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="nav-tb">
                        <rect key="frame" x="0.0" y="769" width="393" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </toolbar>
                    <connections>
                        <segue destination="pins" kind="relationship" relationship="rootViewController" id="s1"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="pins-scn">
            <objects>
                <viewController title="Pins" id="pins" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="pins-v">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="pins-saf"/>
                    </view>
                    <toolbarItems>
                        <barButtonItem style="plain" systemItem="flexibleSpace" id="flex1"/>
                        <barButtonItem image="Pin" style="plain" id="tool-pin"/>
                        <barButtonItem style="plain" systemItem="flexibleSpace" id="flex2"/>
                    </toolbarItems>
                    <navigationItem key="navigationItem" title="Pins" id="pins-ni">
                        <barButtonItem key="rightBarButtonItem" image="Pin" style="plain" id="nav-pin"/>
                    </navigationItem>
                </viewController>
            </objects>
        </scene>
        """, resources: """
        <image name="Pin" width="20" height="20"/>
        """)

    /// The navigation bar's and the toolbar's catalogue image: the 20-pt red square drawn as a template image in the
    /// tint, centred in its item, no red and no placeholder (the 24-pt glyph box's faint fill, reaching 12 pt from the
    /// centre) left; light and dark. Without the image the item shows the placeholder and the run names it.
    @Test(arguments: ControlDrawingTests.appearances) func navigationAndToolbarItemImagesComeFromTheCatalogue(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Bars.storyboard", Self.barsStoryboard)
        let path = project.app.appendingPathComponent("Bars.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { $0.controller.toolbar != nil })
        #expect(screen.assetImages["Pin"] != nil)
        #expect(!screen.substitutes.contains { $0.name == "Pin" }, "\(screen.substitutes)")
        let drawn = try BarItemDrawingTests.render(screen: screen, appearance)
        // The navigation bar's item is laid out like a view; the toolbar's sits centred between its flexible spaces
        // in the toolbar's 44-pt row (`BarItemDrawingTests.toolbarFlexibleSpacesPlaceTheItems`).
        let navigationItem = try drawn.item("trailingItem1")
        #expect(navigationItem.item?.image == "Pin")
        let toolbar = try drawn.bar("toolbar")
        let places = [("navigationBar", Point(x: navigationItem.frame.midX, y: navigationItem.frame.midY)),
                      ("toolbar", Point(x: toolbar.midX, y: toolbar.minY + 22))]
        for (id, centre) in places {
            let bar = drawn.pixel(centre.x - 14, centre.y)
            #expect(drawn.pixel(centre.x, centre.y).near(drawn.tint), "\(id) \(appearance): \(drawn.pixel(centre.x, centre.y))")
            #expect(drawn.pixel(centre.x - 9.5, centre.y - 9.5).near(drawn.tint), "\(id): the square's corner")
            #expect(drawn.pixel(centre.x + 9.5, centre.y + 9.5).near(drawn.tint), "\(id): the square's other corner")
            #expect(drawn.pixel(centre.x - 11, centre.y).near(bar, 2), "\(id): \(drawn.pixel(centre.x - 11, centre.y)) beside the square")
            #expect(drawn.count(RGB(hex: 0xFF0000), in: Rect(x: centre.x - 15, y: centre.y - 15, width: 30, height: 30), tolerance: 60) == 0)
        }
    }
}
