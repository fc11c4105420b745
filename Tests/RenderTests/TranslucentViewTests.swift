import Devices
import Drawing
import Screens
import Testing

/// A storyboard written for this test, in the shape of a menu that code dims: a green panel at `alpha` 0.5 with a
/// label in it, a red "Send" label, and last a black dimming view at `alpha` 0.7 over the lower half of the screen,
/// covering the label. UIKit draws a view and its subviews at their alpha
/// (https://developer.apple.com/documentation/uikit/uiview/alpha; docs/research/controls.md §20): the panel shows
/// half green, and the label shows through the dimming view, darkened.
@Suite struct TranslucentViewTests {
    typealias RGB = ControlDrawingTests.RGB

    static let storyboard = DocumentVisibilityTests.storyboard(controller: "MenuViewController", subviews: """
                                    <view alpha="0.5" contentMode="scaleToFill" id="tv-panel">
                                        <rect key="frame" x="20" y="100" width="300" height="120"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Menu" lineBreakMode="tailTruncation" id="tv-title">
                                                <rect key="frame" x="10" y="70" width="200" height="40"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                                                <color key="textColor" systemColor="systemRedColor"/>
                                            </label>
                                        </subviews>
                                        <color key="backgroundColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </view>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Send" lineBreakMode="tailTruncation" id="tv-send">
                                        <rect key="frame" x="20" y="700" width="200" height="40"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                                        <color key="textColor" systemColor="systemRedColor"/>
                                    </label>
                                    <view userInteractionEnabled="NO" alpha="0.69999999999999996" contentMode="scaleToFill" id="tv-dim" userLabel="Dimming">
                                        <rect key="frame" x="0.0" y="448" width="414" height="448"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </view>
        """)

    static func render(_ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let screens = try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "Menu.storyboard")
        return try DocumentCellTests.render(try #require(screens.first), appearance)
    }

    /// systemRed: (255, 59, 48) light, (255, 69, 58) dark.
    static func red(_ appearance: Appearance) -> RGB { appearance == .dark ? RGB(r: 255, g: 69, b: 58) : RGB(r: 255, g: 59, b: 48) }

    /// `colour` at `opacity` over `ground`, as straight sRGB bytes blend.
    static func blend(_ colour: RGB, _ opacity: Double, over ground: RGB) -> RGB {
        func mix(_ c: Int, _ g: Int) -> Int { Int((Double(c) * opacity + Double(g) * (1 - opacity)).rounded()) }
        return RGB(r: mix(colour.r, ground.r), g: mix(colour.g, ground.g), b: mix(colour.b, ground.b))
    }

    /// The panel's green at half its alpha over the root's background: (128, 255, 128) light, (0, 128, 0) dark, not
    /// the opaque green (0, 255, 0).
    @Test(arguments: ControlDrawingTests.appearances) func translucentViewShowsWhatLiesUnderIt(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let green = Self.blend(RGB(r: 0, g: 255, b: 0), 0.5, over: drawn.background)
        #expect(drawn.pixel(30, 110).near(green), "\(drawn.pixel(30, 110))")
        // The subview is faded with its superview: its ink is red at half its alpha over the faded green, never the opaque red.
        let title = drawn.pixels(in: try drawn.frame("tv-title"))
        #expect(!title.contains { $0.near(Self.red(appearance), 8) })
        #expect(title.contains { $0.near(Self.blend(Self.red(appearance), 0.5, over: green), 8) })
    }

    /// The dimming view is black at 0.7 over the root's background ((77, 77, 77) light, black dark), and the red label
    /// under it shows through, darkened to 0.3 of its red: its ink differs from the dimmed ground.
    @Test(arguments: ControlDrawingTests.appearances) func labelShowsThroughADimmingView(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let ground = Self.blend(RGB(r: 0, g: 0, b: 0), 0.7, over: drawn.background)
        #expect(drawn.pixel(5, 600).near(ground), "\(drawn.pixel(5, 600))")
        let dimmedRed = Self.blend(RGB(r: 0, g: 0, b: 0), 0.7, over: Self.red(appearance))
        #expect(drawn.pixels(in: try drawn.frame("tv-send")).filter { $0.near(dimmedRed, 8) }.count > 50)
    }
}
