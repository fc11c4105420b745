import Devices
import Foundation
import Geometry
import Render
import Drawing
import Screens
import Testing

/// A classic button's SF Symbol image drawn at the point size of its state's preferred symbol configuration
/// (`<state key="normal" image="plus" catalog="system"><preferredSymbolConfiguration configurationType="pointSize"
/// pointSize="100"/></state>`, UIKit's `setPreferredSymbolConfiguration(_:forImageIn:)`), light and dark: a large
/// plus across most of its 200 × 160 pt button, where a button without a configuration keeps the default 17 pt
/// symbol. Without it both are the small plus, a few pixels in a large frame. The document is written here.
@Suite struct ButtonSymbolPointSizeTests {
    typealias RGB = ControlDrawingTests.RGB

    static let buttons = """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="large">
            <rect key="frame" x="20" y="320" width="200" height="160"/>
            <state key="normal" image="plus" catalog="system">
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="100"/>
            </state>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="plain">
            <rect key="frame" x="20" y="520" width="200" height="160"/>
            <state key="normal" image="plus" catalog="system"/>
        </button>
        """

    /// The width of the ink of `colour` in `pixels` (rows of `width` pixels), in pixels: 0 when there is none.
    static func inkWidth(_ pixels: [RGB], width: Int, _ colour: RGB) -> Int {
        let columns = pixels.indices.filter { pixels[$0].near(colour, 8) }.map { $0 % width }
        guard let first = columns.min(), let last = columns.max() else { return 0 }
        return last - first + 1
    }

    @Test(arguments: ControlDrawingTests.appearances) func aStatesSymbolConfigurationSizesTheSymbol(_ appearance: Appearance) throws {
        let document = SymbolLookalikeTests.storyboard
            .replacingOccurrences(of: #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#,
                                  with: Self.buttons + "\n" + #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#)
            .replacingOccurrences(of: "<resources>", with: """
                <resources>
                    <image name="plus" catalog="system" width="128" height="119"/>
                """)
        let project = try AssetProject("symbol-point-size")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", document)
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { screen in screen.allViews.contains { $0.id == "large" } })
        #expect(screen.substitutes.contains { $0.what == "SF Symbol look-alike" && $0.name == "plus" })

        let drawn = try DocumentCellTests.render(screen, appearance)
        let systemBlue = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let large = try drawn.frame("large"), plain = try drawn.frame("plain")
        #expect(large.width == plain.width && large.height == plain.height)
        let width = Int((large.width * drawn.scale).rounded())
        let largeInk = Self.inkWidth(drawn.pixels(in: large), width: width, systemBlue)
        let plainInk = Self.inkWidth(drawn.pixels(in: plain), width: width, systemBlue)
        // In pixels at 2×: at 100 pt the plus spans over 50 pt of the 200 pt frame; at the default 17 pt, under 20.
        #expect(largeInk > 100 && largeInk < 400, "\(appearance): \(largeInk)")
        #expect(plainInk > 0 && plainInk < 40, "\(appearance): \(plainInk)")
    }
}
