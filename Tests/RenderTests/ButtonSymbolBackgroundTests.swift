import Devices
import Foundation
import Geometry
import Render
import Drawing
import Screens
import Testing

/// A classic button whose background image is an SF Symbol (`<state key="normal" backgroundImage="arrow.backward"
/// catalog="system"/>`, as a book app's back button and an info button are saved): UIKit draws the symbol stretched
/// over the button's bounds, a template image in the button's tint. Bezel draws its look-alike so, light and dark,
/// and names it as a look-alike. Without it the button shows the image placeholder's grey box and no tint, named
/// as an image no catalogue holds.
@Suite struct ButtonSymbolBackgroundTests {
    typealias RGB = ControlDrawingTests.RGB

    static let buttons = """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="back">
            <rect key="frame" x="40" y="320" width="60" height="60"/>
            <state key="normal" backgroundImage="arrow.backward" catalog="system"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="about">
            <rect key="frame" x="160" y="320" width="60" height="60"/>
            <state key="normal" backgroundImage="info.circle" catalog="system"/>
        </button>
        """

    @Test(arguments: ControlDrawingTests.appearances) func symbolBackgroundImagesAreDrawnInTheTint(_ appearance: Appearance) throws {
        let document = SymbolLookalikeTests.storyboard
            .replacingOccurrences(of: #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#,
                                  with: Self.buttons + "\n" + #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star.fill""#)
            .replacingOccurrences(of: "<resources>", with: """
                <resources>
                    <image name="arrow.backward" catalog="system" width="128" height="98"/>
                    <image name="info.circle" catalog="system" width="128" height="121"/>
                """)
        let project = try AssetProject("symbol-background")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", document)
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { screen in screen.allViews.contains { $0.id == "back" } })
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? "")" }
        #expect(named.contains("SF Symbol look-alike: arrow.backward") && named.contains("SF Symbol look-alike: info.circle"), "\(named)")
        #expect(!named.contains { $0.hasPrefix("image not in an asset catalogue") }, "\(named)")

        let drawn = try DocumentCellTests.render(screen, appearance)
        let systemBlue = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let grey = RGB(hex: SystemColor.systemGray5.rgba(appearance) >> 8)
        func share(_ pixels: [RGB], _ colour: RGB) -> Double {
            Double(pixels.filter { $0.near(colour, 8) }.count) / Double(max(1, pixels.count))
        }
        for id in ["back", "about"] {
            let frame = try drawn.frame(id)
            let pixels = drawn.pixels(in: frame)
            // Stretched over the bounds: a glyph's share of ink (not a filled square), reaching the frame's sides.
            #expect((0.08...0.7).contains(share(pixels, systemBlue)), "\(appearance) \(id): \(share(pixels, systemBlue))")
            #expect(share(pixels, grey) == 0, "\(appearance) \(id): \(share(pixels, grey))")
            let left = drawn.pixels(in: Rect(x: frame.minX, y: frame.minY, width: 4, height: frame.height))
            let right = drawn.pixels(in: Rect(x: frame.maxX - 4, y: frame.minY, width: 4, height: frame.height))
            #expect(share(left, systemBlue) > 0 && share(right, systemBlue) > 0, "\(appearance) \(id): not stretched to the sides")
        }
    }
}
