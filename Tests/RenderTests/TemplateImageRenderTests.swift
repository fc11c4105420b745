@testable import Devices
import Foundation
import PNG
import Render
import Drawing
import Screens
import TestSupport
import Testing

/// An image set whose `Contents.json` says `"template-rendering-intent": "template"` ("Render As: Template
/// Image", https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/ImageSetType.html)
/// is drawn as UIKit draws a template image: its shape in the tint, its colours ignored
/// (https://developer.apple.com/documentation/uikit/uiimage/renderingmode/alwaystemplate); a set without the
/// property keeps its colours. Every PNG is made by the test: opaque red, so a drawn pixel is the tint only
/// when the template is honoured.
@Suite struct TemplateImageRenderTests {
    typealias RGB = ControlDrawingTests.RGB

    static let red: UInt32 = 0xFF0000, green: UInt32 = 0x008000

    static func project() throws -> AssetProject {
        let project = try AssetProject("template-images")
        try project.writeImageSet("Plain", points: 20) { try AssetProject.png(side: $0, red) }
        try project.writeImageSet("Glyph", points: 20) { try AssetProject.png(side: $0, red) }
        try project.write("Assets.xcassets/Glyph.imageset/Contents.json", """
            {"images": [
              {"idiom": "universal", "filename": "image@2x.png", "scale": "2x"},
              {"idiom": "universal", "filename": "image@3x.png", "scale": "3x"}
            ], "info": {"author": "xcode", "version": 1}, "properties": {"template-rendering-intent": "template"}}
            """)
        let tint = #"<color key="tintColor" red="0.0" green="0.50196078431372548" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        try project.write("Main.xib", AssetProject.xib(
            [
                AssetProject.fixed("imageView", id: "template", x: 20, y: 100, width: 20, height: 20, attributes: #"image="Glyph""#, body: tint),
                AssetProject.fixed("imageView", id: "plain", x: 120, y: 100, width: 20, height: 20, attributes: #"image="Plain""#, body: tint),
                AssetProject.fixed(
                    "button", id: "button", x: 220, y: 100, width: 44, height: 44, attributes: #"buttonType="system""#,
                    body: #"<state key="normal" image="Glyph"/>"# + tint),
            ].joined(separator: "\n"),
            resources: #"<image name="Glyph" width="20" height="20"/><image name="Plain" width="20" height="20"/>"#))
        return project
    }

    @Test(arguments: ControlDrawingTests.appearances) func templateImagesTakeTheTint(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        let drawn = ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
        for (id, colour) in [("template", Self.green), ("plain", Self.red), ("button", Self.green)] {
            let frame = try drawn.frame(id)
            #expect(drawn.pixel(frame.midX, frame.midY).near(RGB(hex: colour)), "\(id) \(appearance): \(drawn.pixel(frame.midX, frame.midY))")
        }
        let template = try drawn.frame("template")
        #expect(drawn.pixel(template.minX + 2, template.minY + 2).near(RGB(hex: Self.green)))
    }

    /// Marking a set as a template changes the screen's input hash (`Screen.assetDigest`): the screen is drawn again.
    @Test func markingASetAsATemplateChangesTheDigest() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let marked = try ScreenLoader.single(path: project.document).assetDigest
        try project.write("Assets.xcassets/Glyph.imageset/Contents.json", """
            {"images": [
              {"idiom": "universal", "filename": "image@2x.png", "scale": "2x"},
              {"idiom": "universal", "filename": "image@3x.png", "scale": "3x"}
            ], "info": {"author": "xcode", "version": 1}}
            """)
        let unmarked = try ScreenLoader.single(path: project.document).assetDigest
        #expect(marked != nil && unmarked != nil && marked != unmarked)
    }
}
