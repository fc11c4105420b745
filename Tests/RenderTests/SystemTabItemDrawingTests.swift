import Devices
import Foundation
import Geometry
import Render
import Drawing
import Screens
import Testing

/// A tab bar controller's system items (`systemItem="search"`, `featured`, `bookmarks`, `more`) and an item whose
/// image is the SF Symbol `syringe.fill`, in a storyboard written here as a book app's and a vet app's are saved:
/// each glyph is drawn as its SF Symbol's look-alike (`SystemTabItem.symbolName`, `SymbolLookalike`) in the tab's
/// colour — the selected tab in the tint (systemBlue, #007AFF light and #0A84FF dark), the others in the secondary
/// label colour — light and dark, with no placeholder square, and named as a look-alike. Without the symbols Featured's, More's and the
/// syringe's glyph boxes hold the placeholder's fill, and all five items are named as placeholders (Search and
/// Bookmarks were drawn through the bar button items' symbols but named as system tab bar items).
@Suite struct SystemTabItemDrawingTests {
    typealias RGB = ControlDrawingTests.RGB

    static let items: [(system: String?, symbol: String)] = [
        ("search", "magnifyingglass"), ("featured", "star.fill"), ("bookmarks", "book.fill"), ("more", "ellipsis"),
        (nil, "syringe.fill"),
    ]

    static var storyboard: String {
        let children = items.indices.map { #"<segue destination="c\#($0)" kind="relationship" relationship="viewControllers" id="s\#($0)"/>"# }
        let scenes = items.enumerated().map { index, item in
            let tab = item.system.map { #"<tabBarItem key="tabBarItem" systemItem="\#($0)" id="t\#(index)"/>"# }
                ?? #"<tabBarItem key="tabBarItem" title="Vaccines" image="\#(item.symbol)" catalog="system" id="t\#(index)"/>"#
            return """
                    <scene sceneID="c\(index)-scn">
                        <objects>
                            <viewController id="c\(index)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v\(index)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <viewLayoutGuide key="safeArea" id="g\(index)"/>
                                </view>
                                \(tab)
                            </viewController>
                        </objects>
                    </scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tabs">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="tabs-scn">
                        <objects>
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tabBar>
                                <connections>
                                    \(children.joined(separator: "\n"))
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
            \(scenes.joined(separator: "\n"))
                </scenes>
                <resources>
                    <image name="syringe.fill" catalog="system" width="128" height="128"/>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>
            """
    }

    @Test(arguments: ControlDrawingTests.appearances) func systemItemsAndSymbolImagesAreLookalikes(_ appearance: Appearance) throws {
        let project = try AssetProject("system-tab-items")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", Self.storyboard)
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screens = try ScreenLoader.screens(path: path)
        let screen = try #require(screens.first { $0.controller.tabBar?.items.count == Self.items.count }, "\(screens.map(\.name))")
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? "")" }
        for item in Self.items {
            #expect(named.contains("SF Symbol look-alike: \(item.symbol)"), "\(named)")
        }
        #expect(!named.contains { $0.hasPrefix("system tab bar item") || $0.hasPrefix("bar item image") }, "\(named)")

        let drawn = try DocumentCellTests.render(screen, appearance)
        let tab = try drawn.frame("tabBar")
        let slot = tab.width / Double(Self.items.count)
        let tint = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let grey = RGB(hex: SystemColor.secondaryLabel.rgba(appearance) >> 8)
        for index in Self.items.indices {
            // The 25-pt glyph box, 6 pt below the bar's top (docs/research/bars.md §3).
            let box = Rect(x: slot * (Double(index) + 0.5) - 12.5, y: tab.minY + 6, width: 25, height: 25)
            let bar = drawn.pixel(box.midX, tab.minY + 2)
            // The secondary label colour at its own alpha over the bar.
            let rgba = SystemColor.secondaryLabel.rgba(appearance)
            let colour = index == 0 ? tint : BarItemDrawingTests.mix(grey, over: bar, alpha: Int(rgba & 0xFF))
            let pixels = drawn.pixels(in: box)
            let ink = pixels.filter { $0.near(colour, 40) }.count
            #expect(ink > 40, "\(appearance) tab \(index): \(ink) glyph pixels")
            // No placeholder: its fill, a third colour between the bar's and the ink's, would cover most of the box
            // (about 1,900 of its 2,500 pixels at 2×); a glyph leaves only its anti-aliased edges between the two.
            let between = pixels.filter { !$0.near(bar, 6) && !$0.near(colour, 40) }.count
            #expect(between < 500, "\(appearance) tab \(index): \(between) pixels neither bar nor glyph")
        }
    }
}
