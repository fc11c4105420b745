import Devices
import Foundation
import Geometry
@testable import PNG
@testable import Raster
import Screens
import Testing

/// A classic button's image inside its content and image insets, squeezed when larger than them, and its
/// background image filling its bounds (docs/research/controls.md §11; `ClassicButtonContent`):
/// - `big`: a 60-pt image, an orange ring 2 pt wide round a clear middle, in a 30 × 40 pt button shows whole,
///   squeezed to 30 × 40 (its ring along the button's edges), not its clear middle;
/// - `inset`: a 20-pt image in a 60 × 60 pt button with `contentEdgeInsets` left 20 and `imageEdgeInsets` 10
///   all round is centred in the 20 × 40 pt rectangle left, 40 pt from the button's left edge;
/// - `backed`: a 20-pt background image under a red title fills the 120 × 44 pt bounds.
/// The images are orange squares the test writes, so each orange pixel is the image's.
@Suite struct ClassicButtonImageTests {
    typealias RGB = ControlDrawingTests.RGB

    static func project() throws -> AssetProject {
        let project = try AssetProject("classic-button-image")
        let orange = ButtonImageDrawingTests.orange
        try project.writeImageSet("Big", points: 60) { try ring(side: $0, width: $0 / 30, orange) }
        try project.writeImageSet("Glyph", points: 20) { try AssetProject.png(side: $0, orange) }
        let red = #"<color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        try project.write("Main.xib", AssetProject.xib(
            [
                AssetProject.fixed("button", id: "big", x: 40, y: 100, width: 30, height: 40, body: #"<state key="normal" image="Big"/>"#),
                AssetProject.fixed("button", id: "inset", x: 40, y: 200, width: 60, height: 60, body: """
                    <inset key="contentEdgeInsets" minX="20" minY="0.0" maxX="0.0" maxY="0.0"/>
                    <inset key="imageEdgeInsets" minX="10" minY="10" maxX="10" maxY="10"/>
                    <state key="normal" image="Glyph"/>
                    """),
                AssetProject.fixed("button", id: "backed", x: 40, y: 300, width: 120, height: 44, body: """
                    <state key="normal" title="Go" backgroundImage="Glyph">\(red)</state>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    """),
            ].joined(separator: "\n"),
            resources: #"<image name="Big" width="60" height="60"/><image name="Glyph" width="20" height="20"/>"#))
        return project
    }

    /// A PNG `side` pixels square: an opaque ring `width` pixels wide round a transparent middle.
    static func ring(side: Int, width: Int, _ rgb: UInt32) throws -> [UInt8] {
        var data: [UInt8] = []
        for y in 0..<side {
            for x in 0..<side {
                let edge = x < width || y < width || x >= side - width || y >= side - width
                data += edge ? [UInt8(rgb >> 16 & 0xFF), UInt8(rgb >> 8 & 0xFF), UInt8(rgb & 0xFF), 255] : [0, 0, 0, 0]
            }
        }
        return try PNGEncoder.encode(Pixmap(width: side, height: side, data: data))
    }

    static func orangeInk(_ drawn: ControlDrawingTests.Drawn, around frame: Rect) -> Rect? {
        ButtonImageDrawingTests.ink(drawn, around: frame) { $0.near(RGB(hex: ButtonImageDrawingTests.orange), 24) }
    }

    @Test(arguments: ControlDrawingTests.appearances) func largeImageIsSqueezedIntoTheButton(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
        let frame = try drawn.frame("big")
        let image = try #require(Self.orangeInk(drawn, around: frame), "no image drawn")
        #expect(abs(image.minX - frame.minX) <= 0.5 && abs(image.maxX - frame.maxX) <= 0.5, "\(image) in \(frame)")
        #expect(abs(image.minY - frame.minY) <= 0.5 && abs(image.maxY - frame.maxY) <= 0.5, "\(image) in \(frame)")
        // The ring's middle is clear: the button's centre shows what is behind it.
        #expect(!drawn.pixel(frame.midX, frame.midY).near(RGB(hex: ButtonImageDrawingTests.orange), 24))
    }

    @Test(arguments: ControlDrawingTests.appearances) func imageSitsInsideTheInsets(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
        let frame = try drawn.frame("inset")
        let image = try #require(Self.orangeInk(drawn, around: frame), "no image drawn")
        // The rectangle left: x from 20 + 10 to 60 − 10, y from 10 to 50; the 20-pt image fits it.
        #expect(abs(image.width - 20) <= 0.5 && abs(image.height - 20) <= 0.5, "\(image)")
        #expect(abs(image.midX - (frame.minX + 40)) <= 0.5 && abs(image.midY - frame.midY) <= 0.5, "\(image) in \(frame)")
    }

    @Test(arguments: ControlDrawingTests.appearances) func backgroundImageFillsTheBounds(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
        let frame = try drawn.frame("backed")
        let image = try #require(Self.orangeInk(drawn, around: frame), "no background image drawn")
        #expect(abs(image.minX - frame.minX) <= 0.5 && abs(image.maxX - frame.maxX) <= 0.5, "\(image) in \(frame)")
        #expect(abs(image.minY - frame.minY) <= 0.5 && abs(image.maxY - frame.maxY) <= 0.5, "\(image) in \(frame)")
        // The red title over it, in the middle.
        let title = try #require(ButtonImageDrawingTests.ink(drawn, around: frame) { $0.r > 200 && $0.g < 60 && $0.b < 60 }, "no title drawn")
        #expect(abs(title.midX - frame.midX) <= 2, "\(title) in \(frame)")
    }
}
