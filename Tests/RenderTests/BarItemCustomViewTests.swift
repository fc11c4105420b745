import Devices
import Drawing
import Foundation
import Geometry
import Layout
import PNG
import Render
import Screens
import Testing
import TestSupport

/// A bar button item with a `<button key="customView">` or `<view key="customView">` shows that view in the bar,
/// in the item's place, not its title or image (https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview).
/// The storyboard is written the way Interface Builder saves such items: the item keeps a `title="Item"` it no longer
/// shows, and the custom view's frame is in the bar's coordinates — 16 pt from the bar's leading edge (16 pt from its
/// trailing edge on the right: x 305 + 72 = 393 − 16) and centred in its 44 pt (y 11 for a 22 pt view, y 7 for 30 pt),
/// as a medical app's navigation bars save them (docs/research/ib-defaults.md §58). The view's subviews are saved
/// in the view's coordinates. Bezel places the view where Interface Builder saved it and draws it as the screen's
/// views are drawn: a system button's title in the bar's tint, a label's text in the label colour.
@Suite struct BarItemCustomViewTests {
    typealias RGB = ControlDrawingTests.RGB
    typealias Drawn = BarItemDrawingTests.Drawn

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "22505", initialViewController: "nav", device: "retina6_12", scenes: """
        <scene sceneID="nav-scn">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="root"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="list-scn">
            <objects>
                <viewController title="Lists" id="list" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="list-v">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="list-saf"/>
                    </view>
                    <navigationItem key="navigationItem" id="list-ni">
                        <barButtonItem key="leftBarButtonItem" title="Item" style="plain" id="left">
                            <view key="customView" contentMode="scaleToFill" id="left-view" userLabel="Count View">
                                <rect key="frame" x="16" y="7" width="90" height="30"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" text="WWW" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="left-label">
                                        <rect key="frame" x="4" y="4" width="80" height="22"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                </subviews>
                            </view>
                        </barButtonItem>
                        <barButtonItem key="rightBarButtonItem" title="Item" style="plain" id="right">
                            <button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="right-button" userLabel="Send Button">
                                <rect key="frame" x="305" y="11" width="72" height="22"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <state key="normal" title="WWW"/>
                            </button>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
            </objects>
        </scene>
        """)

    static func screen() throws -> Screen {
        let screens = try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "Main.storyboard")
        return try #require(screens.first { $0.controller.navigationBar != nil })
    }

    static func render(_ appearance: Appearance, storyboard: String = storyboard) throws -> Drawn {
        var options = RenderOptions(formats: [.png])
        options.scale = Drawn.scale
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-15-pro", ios: 17).with(appearance: appearance)
        let screens = try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "Main.storyboard")
        let screen = try #require(screens.first { $0.controller.navigationBar != nil })
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, appearance: appearance)
    }

    /// The views are laid out where Interface Builder saved them in the bar: the item is as wide as its view, the view
    /// centred in the bar's row, the label at its saved place in the view; the layout JSON gives each of them.
    @Test func theCustomViewsAreWhereInterfaceBuilderSavedThem() throws {
        let drawn = try Self.render(.light)
        let bar = try drawn.bar("navigationBar")
        let left = try drawn.item("leadingItem1"), right = try drawn.item("trailingItem1")
        #expect(left.title.isEmpty && right.title.isEmpty, "the items' own title (Item) is not shown")
        // In the bar's coordinates, to within the bar's own 1/3-pt origin (53.667 on this profile).
        func inBar(_ rect: Rect) -> [Double] {
            let r = rect.offsetBy(dx: -bar.minX, dy: -bar.minY)
            return [r.minX, r.minY, r.width, r.height].map { ($0 * 1000).rounded() / 1000 }
        }
        #expect(left.frame.width == 90 && right.frame.width == 72)
        #expect(left.customView.map(\.id) == ["left-view", "left-label"])
        #expect(right.customView.map(\.id) == ["right-button"])
        #expect(inBar(left.customView[0].frame) == [16, 7, 90, 30])
        #expect(inBar(left.customView[1].frame) == [20, 11, 80, 22])
        #expect(inBar(right.customView[0].frame) == [305, 11, 72, 22])
        let json = drawn.layout.jsonText
        #expect(json.contains(#""customView": [{"id": "left-view", "kind": "view", "frame": {"x": 16, "y": 60.667, "width": 90, "height": 30}}"#), "\(json)")
        #expect(json.contains(#"{"id": "left-label", "kind": "label", "superview": "left-view", "frame": {"x": 20, "y": 64.667, "width": 80, "height": 22}, "text": "WWW"}"#), "\(json)")
        #expect(json.contains(#"{"id": "right-button", "kind": "button", "frame": {"x": 305, "y": 64.667, "width": 72, "height": 22}, "text": "WWW"}"#), "\(json)")
    }

    /// A 33 pt view, which does not centre on whole pixels in the 44 pt row, sits where Interface Builder saves it on
    /// a 3× device: y 5.667 (17 pixels), not 5.5 (Medicalqliq's `Main.storyboard`, docs/research/ib-defaults.md §58).
    @Test func anOddHeightIsCentredOnThePixelGrid() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"<rect key="frame" x="16" y="7" width="90" height="30"/>"#,
            with: #"<rect key="frame" x="16" y="5.6666666666666679" width="83" height="33"/>"#)
        let drawn = try Self.render(.light, storyboard: text)
        let bar = try drawn.bar("navigationBar")
        let view = try #require(try drawn.item("leadingItem1").customView.first).frame
        #expect(abs(view.minY - bar.minY - 17.0 / 3) < 0.001, "\(view.minY - bar.minY)")
        #expect(view.width == 83 && view.height == 33)
    }

    /// Drawn, not named: the button's title is ink in the tint inside the button's frame, the label's text ink in the
    /// label colour inside the label's, and no glyph placeholder (the tint at 64/255) is left in either item.
    @Test(arguments: BarItemDrawingTests.appearances) func theCustomViewsAreDrawnInTheBar(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let left = try drawn.item("leadingItem1"), right = try drawn.item("trailingItem1")
        let button = right.customView[0].frame, label = left.customView[1].frame
        let tintInk = drawn.count(drawn.tint, in: button)
        #expect(tintInk > 60, "button title: \(tintInk) tint pixels")
        let labelColour = appearance == .dark ? RGB(r: 255, g: 255, b: 255) : RGB(r: 0, g: 0, b: 0)
        let labelInk = drawn.count(labelColour, in: label)
        #expect(labelInk > 60, "label text: \(labelInk) label-colour pixels")
        #expect(drawn.count(drawn.tint, in: left.frame) == 0, "the label is not drawn in the tint")
        // Outside the button's title (its middle 40 pt), the button's frame shows the bar: no placeholder fill.
        let background = drawn.pixel(button.minX + 1, button.midY)
        #expect(drawn.pixels(in: Rect(x: button.minX, y: button.minY, width: 8, height: button.height)).allSatisfy { $0.near(background, 3) })
        // The placeholder's fill would cover its 24 pt square (about 2,000 pixels at 2×); a title's anti-aliased
        // edges pass through that colour at a few pixels only.
        let placeholderFill = BarItemDrawingTests.mix(drawn.tint, over: background, alpha: 64)
        for item in [left, right] {
            let fill = drawn.count(placeholderFill, in: item.frame, tolerance: 3)
            #expect(fill < 40, "\(item.id): \(fill) pixels of the placeholder's fill")
        }
        let screen = try Self.screen()
        #expect(!screen.substitutes.contains { $0.id.hasPrefix("navigationBar.") }, "\(screen.substitutes)")
    }

    /// A custom view of the app's own class is still named, by its own id, as every such view is: Bezel draws a
    /// stand-in for it.
    @Test func aCustomClassInACustomViewIsNamed() throws {
        let text = Self.storyboard.replacingOccurrences(
            of: #"<view key="customView" contentMode="scaleToFill" id="left-view""#,
            with: #"<view key="customView" contentMode="scaleToFill" customClass="BadgeView" id="left-view""#)
            .replacingOccurrences(of: "<subviews>", with: "<!--").replacingOccurrences(of: "</subviews>", with: "-->")
        let screens = try ScreenLoader.screens(bytes: Array(text.utf8), file: "Main.storyboard")
        let screen = try #require(screens.first { $0.controller.navigationBar != nil })
        let named = screen.substitutes.map { "\($0.what) \($0.id): \($0.name ?? "")" }
        #expect(named == ["custom view left-view: BadgeView"], "\(named)")
    }

    /// A toolbar item's custom view is drawn in the toolbar the same way: `[flexibleSpace, custom button,
    /// flexibleSpace]` centres the 72 pt button (flexible spaces share what is left equally,
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/flexiblespace), its title in the tint.
    @Test(arguments: BarItemDrawingTests.appearances) func aToolbarItemsCustomViewIsDrawnCentred(_ appearance: Appearance) throws {
        let text = Self.storyboard
            .replacingOccurrences(of: #"<navigationController id="nav" sceneMemberID="viewController">"#,
                                  with: #"<navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController">"#)
            .replacingOccurrences(of: #"<navigationItem key="navigationItem" id="list-ni">"#, with: """
                <toolbarItems>
                    <barButtonItem style="plain" systemItem="flexibleSpace" id="flex1"/>
                    <barButtonItem title="Item" style="plain" id="tool">
                        <button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="tool-button">
                            <rect key="frame" x="160.5" y="11" width="72" height="22"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <state key="normal" title="WWW"/>
                        </button>
                    </barButtonItem>
                    <barButtonItem style="plain" systemItem="flexibleSpace" id="flex2"/>
                </toolbarItems>
                <navigationItem key="navigationItem" id="list-ni">
                """)
        let screens = try ScreenLoader.screens(bytes: Array(text.utf8), file: "Main.storyboard")
        let screen = try #require(screens.first { $0.controller.toolbar != nil })
        #expect(screen.controller.toolbar?.items.map { $0.customView?.id } == [nil, "tool-button", nil])
        var options = RenderOptions(formats: [.png])
        options.scale = Drawn.scale
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-15-pro", ios: 17).with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        let drawn = Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, appearance: appearance)
        let toolbar = try drawn.bar("toolbar")
        // The button's 72 pt centred in the 393 pt bar; its title's ink inside it and nowhere else in the bar.
        let button = Rect(x: (toolbar.width - 72) / 2, y: toolbar.minY, width: 72, height: min(toolbar.height, 44))
        let inside = drawn.count(drawn.tint, in: button)
        let whole = drawn.count(drawn.tint, in: toolbar)
        #expect(inside > 60, "\(inside) tint pixels in the button")
        #expect(inside == whole, "\(whole - inside) tint pixels outside the button")
        let background = drawn.pixel(button.minX + 1, button.midY)
        let fill = drawn.count(BarItemDrawingTests.mix(drawn.tint, over: background, alpha: 64), in: button, tolerance: 3)
        #expect(fill < 40, "\(fill) pixels of the glyph placeholder's fill")
        #expect(!screen.substitutes.contains { $0.id.hasPrefix("toolbar.") }, "\(screen.substitutes)")
    }
}
