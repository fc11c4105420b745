import Devices
import Foundation
import Geometry
import Screens
import Testing

/// A configuration button's background image (`<backgroundConfiguration key="background" image="…">`, as Xcode 13 and
/// later save a plain button whose background shows a catalogue image): UIKit shows the image in the button's
/// background, stretched over its bounds (the background's `imageContentMode` defaults to `scaleToFill`), under the
/// title, clipped to the background's `cornerRadius`, and the image does not change the button's size
/// (https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/image,
/// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/imagecontentmode,
/// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/cornerradius,
/// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/background: the title and
/// image are laid out on top of the background). Without it the button shows its title alone.
/// - `square`: a 20-pt orange image behind a red "Go" in a 120 × 44 pt plain button fills the bounds;
/// - `rounded`: the same with a 12-pt corner radius leaves its corners clear.
@Suite struct ConfigurationBackgroundImageTests {
    typealias RGB = ControlDrawingTests.RGB

    static func configuration(cornerRadius: String) -> String {
        #"""
        <buttonConfiguration key="configuration" style="plain" title="Go">
            <backgroundConfiguration key="background" cornerRadius="\#(cornerRadius)" image="Backdrop">
                <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </backgroundConfiguration>
            <color key="baseForegroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </buttonConfiguration>
        """#
    }

    static func render(_ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let project = try AssetProject("configuration-background-image")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.writeImageSet("Backdrop", points: 20) { try AssetProject.png(side: $0, ButtonImageDrawingTests.orange) }
        try project.write("Main.xib", AssetProject.xib(
            [
                AssetProject.fixed("button", id: "square", x: 40, y: 100, width: 120, height: 44, attributes: #"buttonType="system""#,
                                   body: #"<state key="normal" title="Button"/>"# + configuration(cornerRadius: "0.0")),
                AssetProject.fixed("button", id: "rounded", x: 40, y: 200, width: 120, height: 44, attributes: #"buttonType="system""#,
                                   body: #"<state key="normal" title="Button"/>"# + configuration(cornerRadius: "12")),
            ].joined(separator: "\n"),
            resources: #"<image name="Backdrop" width="20" height="20"/>"#))
        return try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
    }

    static func isOrange(_ pixel: RGB) -> Bool { pixel.near(RGB(hex: ButtonImageDrawingTests.orange), 24) }

    @Test(arguments: ControlDrawingTests.appearances) func backgroundImageFillsTheBoundsUnderTheTitle(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let frame = try drawn.frame("square")
        let image = try #require(ButtonImageDrawingTests.ink(drawn, around: frame, Self.isOrange), "no background image drawn")
        #expect(abs(image.minX - frame.minX) <= 0.5 && abs(image.maxX - frame.maxX) <= 0.5, "\(image) in \(frame)")
        #expect(abs(image.minY - frame.minY) <= 0.5 && abs(image.maxY - frame.maxY) <= 0.5, "\(image) in \(frame)")
        #expect(Self.isOrange(drawn.pixel(frame.minX + 1, frame.minY + 1)), "\(appearance): the corner")
        // The red title over it, in the middle.
        let title = try #require(ButtonImageDrawingTests.ink(drawn, around: frame) { $0.r > 200 && $0.g < 60 && $0.b < 60 }, "no title drawn")
        #expect(abs(title.midX - frame.midX) <= 2 && abs(title.midY - frame.midY) <= 2, "\(title) in \(frame)")
    }

    @Test(arguments: ControlDrawingTests.appearances) func backgroundImageTakesTheBackgroundsCorners(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let frame = try drawn.frame("rounded")
        // The sides' middles are the image's; the corners, inside a 12-pt radius, are not.
        #expect(Self.isOrange(drawn.pixel(frame.minX + 1, frame.midY)) && Self.isOrange(drawn.pixel(frame.maxX - 1, frame.midY)))
        for (x, y) in [(frame.minX + 1, frame.minY + 1), (frame.maxX - 1, frame.maxY - 1)] {
            #expect(!Self.isOrange(drawn.pixel(x, y)), "\(appearance): corner \(x), \(y) drawn")
        }
    }
}
