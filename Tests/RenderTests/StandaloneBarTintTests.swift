import Devices
import Foundation
import Geometry
import Render
import Screens
import Testing
import TestSupport

/// A navigation bar and a toolbar the document places as views of their own (no navigation controller manages
/// them), as a diet app's history screen does: an opaque green navigation bar (`translucent="NO"`) with a white
/// title label on it, and a translucent blue toolbar at the bottom. UIKit ignores the scroll-edge appearance of a
/// bar no controller manages and draws its standard appearance, whose background is the `barTintColor`
/// (https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance,
/// https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor), translucent unless
/// `translucent="NO"`. Without it both bars were drawn clear, and the white title was lost on the white view. The
/// document is written here.
@Suite struct StandaloneBarTintTests {
    typealias RGB = ControlDrawingTests.RGB

    static let green = RGB(hex: 0xAEDA70)   // red 0.682, green 0.855, blue 0.439
    static let blue = RGB(hex: 0x1E4D99)    // red 0.118, green 0.302, blue 0.6

    static let storyboard = InterfaceBuilderFixture.storyboard(toolsVersion: "21701", device: "retina6_1", scenes: """
        <scene sceneID="history-scn">
            <objects>
                <viewController id="history-ctl" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="history">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <navigationBar contentMode="scaleToFill" translucent="NO" id="top-bar">
                                <rect key="frame" x="0.0" y="48" width="414" height="82"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                <color key="barTintColor" red="0.68235294120000001" green="0.85490196080000003" blue="0.43921568630000002" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </navigationBar>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="History" lineBreakMode="tailTruncation" id="title">
                                <rect key="frame" x="150" y="70" width="120" height="40"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>
                                <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </label>
                            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="bottom-bar">
                                <rect key="frame" x="0.0" y="780" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                <color key="barTintColor" red="0.11764705882352941" green="0.30196078431372547" blue="0.59999999999999998" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </toolbar>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)

    @Test(arguments: ControlDrawingTests.appearances) func aBarNoControllerManagesIsFilledWithItsTint(_ appearance: Appearance) throws {
        let project = try AssetProject("standalone-bar-tint")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", Self.storyboard)
        let screen = try ScreenLoader.single(path: project.app.appendingPathComponent("Main.storyboard").path)
        let drawn = try DocumentCellTests.render(screen, appearance)
        func frame(_ id: String) throws -> Rect { try #require(drawn.layout.views.first { $0.id == id }).frame }

        // The opaque navigation bar: its tint exactly, clear of the title.
        let top = try frame("top-bar")
        let fill = drawn.pixel(top.minX + 30, top.midY)
        #expect(fill.near(Self.green, 3), "\(appearance) navigation bar: \(fill)")
        // The white title shows on it: white ink in the label's frame, which would vanish on the white view.
        let title = try frame("title")
        let ink = drawn.pixels(in: title).filter { $0.near(RGB(hex: 0xFFFFFF), 12) }
        #expect(ink.count > 40, "\(appearance) white ink on the bar: \(ink.count)")

        // The translucent toolbar: its tint at the default bar's opacity (240 of 255) over the white view.
        let bottom = try frame("bottom-bar")
        func blend(_ tint: Int) -> Int { Int((Double(tint) * 240 + 255 * 15) / 255.0 + 0.5) }
        let expected = RGB(r: blend(Self.blue.r), g: blend(Self.blue.g), b: blend(Self.blue.b))
        let toolbar = drawn.pixel(bottom.minX + 30, bottom.midY)
        #expect(toolbar.near(expected, 4), "\(appearance) toolbar: \(toolbar), expected \(expected)")
    }
}
