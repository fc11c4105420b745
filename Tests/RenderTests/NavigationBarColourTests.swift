import Devices
import Drawing
import Geometry
import PNG
import Render
import Screens
import Testing

/// A navigation controller's bar coloured in the storyboard (written for this test, as apps colour theirs in their
/// brand colour: `barTintColor` (0.448, 0.509, 0.642), `titleTextAttributes` white text, `tintColor` white, as
/// mixpanel's sample app sets them): UIKit fills the bar with the bar tint before iOS 15
/// (https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor), draws the title in its
/// attributes' colour (https://developer.apple.com/documentation/uikit/uinavigationbar/titletextattributes) and the
/// bar button items in the bar's tint (https://developer.apple.com/documentation/uikit/uinavigationbar/tintcolor).
@Suite struct NavigationBarColourTests {
    typealias RGB = ControlDrawingTests.RGB
    typealias Drawn = BarItemDrawingTests.Drawn

    static func storyboard(translucent: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill"\(translucent ? "" : " translucent=\"NO\"") id="bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <color key="tintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <color key="barTintColor" red="0.44823393225669861" green="0.50915539264678955" blue="0.64185523986816406" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <textAttributes key="titleTextAttributes">
                                    <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                </textAttributes>
                            </navigationBar>
                            <connections>
                                <segue destination="root" kind="relationship" relationship="rootViewController" id="r"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="root" customClass="HomeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rootView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                            <navigationItem key="navigationItem" title="Mixpanel" id="item">
                                <barButtonItem key="rightBarButtonItem" title="Track" id="track"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func render(ios: Int, translucent: Bool = false) throws -> Drawn {
        let screens = try ScreenLoader.screens(bytes: Array(storyboard(translucent: translucent).utf8), file: "Main.storyboard")
        let screen = try #require(screens.first { $0.controller.navigationBar != nil })
        var options = RenderOptions(formats: [.png])
        options.scale = Drawn.scale
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-8", ios: ios).with(appearance: .light)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, appearance: .light)
    }

    static let barTint = RGB(r: 114, g: 130, b: 164)
    static let white = RGB(r: 255, g: 255, b: 255)

    /// iOS 13, an opaque bar: the bar's row is the bar tint, the title's ink and the item's are white.
    @Test func anOpaqueBarIsItsTintWithAWhiteTitleAndItems() throws {
        let drawn = try Self.render(ios: 13)
        let bar = try drawn.bar("navigationBar")
        // The left end of the bar, clear of the title and the item.
        #expect(drawn.pixels(in: Rect(x: bar.minX + 2, y: bar.minY + 4, width: 40, height: 30)).allSatisfy { $0.near(Self.barTint, 2) })
        let title = Rect(x: bar.midX - 50, y: bar.minY, width: 100, height: bar.height)
        #expect(drawn.count(Self.white, in: title) > 60)
        let item = try drawn.item("trailingItem1")
        #expect(drawn.count(Self.white, in: item.frame) > 30)
        #expect(drawn.count(drawn.tint, in: item.frame) == 0)
    }

    /// A translucent bar tint shows at the default translucent bar's opacity over the white root view.
    @Test func aTranslucentBarTintIsBlendedLikeTheDefaultBar() throws {
        let drawn = try Self.render(ios: 13, translucent: true)
        let bar = try drawn.bar("navigationBar")
        let blended = BarItemDrawingTests.mix(Self.barTint, over: Self.white, alpha: 240)
        #expect(drawn.pixels(in: Rect(x: bar.minX + 2, y: bar.minY + 4, width: 40, height: 30)).allSatisfy { $0.near(blended, 3) })
    }

    /// iOS 15 and later show no bar tint at the scroll edge; the title keeps its white (on the default light fill,
    /// so no dark ink where the title is) and the item its white tint.
    @Test func fromIOS15TheBarTintIsNotShownButTheTitleColourIs() throws {
        let drawn = try Self.render(ios: 16)
        let bar = try drawn.bar("navigationBar")
        #expect(drawn.count(Self.barTint, in: Rect(x: bar.minX, y: bar.minY, width: bar.width, height: bar.height), tolerance: 10) == 0)
        let title = Rect(x: bar.midX - 50, y: bar.minY, width: 100, height: bar.height)
        #expect(drawn.count(RGB(r: 0, g: 0, b: 0), in: title, tolerance: 120) == 0)
    }
}
