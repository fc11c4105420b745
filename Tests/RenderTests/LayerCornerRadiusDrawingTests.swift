import Devices
import Foundation
import Geometry
import Render
import Screens
import TestSupport
import Testing

/// A `layer.cornerRadius` a document sets as a user-defined runtime attribute rounds the corners of the view's
/// background colour with circular arcs ("Setting the radius to a value greater than 0.0 causes the layer to begin
/// drawing rounded corners on its background", https://developer.apple.com/documentation/quartzcore/calayer/cornerradius;
/// https://developer.apple.com/documentation/quartzcore/calayer/cornercurve); an image view's image is cut to those
/// corners only when the layer masks to its bounds (same page: "setting the masksToBounds property to true causes
/// the content to be clipped to the rounded corners"). The document is written here as Interface Builder saves
/// the attributes; light and dark.
@Suite struct LayerCornerRadiusDrawingTests {
    typealias RGB = ControlDrawingTests.RGB
    static let orange = RGB(r: 0xFF, g: 0x80, b: 0)

    @Test(arguments: ControlDrawingTests.appearances) func theBackgroundsCornersAreRounded(_ appearance: Appearance) throws {
        let project = try AssetProject("layer-corner-radius")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let orange = #"<color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let radius = #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="20"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"#
        try project.write("Main.xib", AssetProject.xib([
            AssetProject.fixed("view", id: "rounded", x: 40, y: 100, width: 200, height: 100, body: orange + radius),
            AssetProject.fixed("view", id: "square", x: 40, y: 300, width: 200, height: 100, body: orange),
        ].joined(separator: "\n")))
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
        let rounded = try drawn.frame("rounded"), square = try drawn.frame("square")
        // 2 pt in from both edges a point is 25.5 pt from the corner arc's centre (20 pt in from both edges):
        // outside the 20 pt arc, inside a square corner; 7 pt in, 18.4 pt from it: inside.
        #expect(drawn.pixel(rounded.minX + 2, rounded.minY + 2).near(drawn.background, 6))
        #expect(drawn.pixel(rounded.maxX - 2, rounded.maxY - 2).near(drawn.background, 6))
        #expect(drawn.pixel(square.minX + 2, square.minY + 2).near(Self.orange, 6))
        // The edges between the arcs and the middle keep the colour.
        #expect(drawn.pixel(rounded.minX + 1, rounded.midY).near(Self.orange, 6))
        #expect(drawn.pixel(rounded.midX, rounded.minY + 1).near(Self.orange, 6))
        #expect(drawn.pixel(rounded.minX + 7, rounded.minY + 7).near(Self.orange, 6))
    }

    @Test(arguments: ControlDrawingTests.appearances) func anImageIsClippedToTheCornersWhenItsLayerMasks(_ appearance: Appearance) throws {
        let project = try AssetProject("layer-masks-to-bounds")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.writeImageSet("Photo", points: 100) { try AssetProject.png(side: $0, 0xFF8000) }
        func attributes(masks: Bool) -> String {
            let mask = masks ? #"<userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"><boolean key="value" value="YES"/></userDefinedRuntimeAttribute>"# : ""
            return #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="20"/></userDefinedRuntimeAttribute>"# + mask + "</userDefinedRuntimeAttributes>"
        }
        try project.write("Main.xib", AssetProject.xib([
            AssetProject.fixed("imageView", id: "masked", x: 40, y: 100, width: 100, height: 100, attributes: #"image="Photo""#, body: attributes(masks: true)),
            AssetProject.fixed("imageView", id: "unmasked", x: 40, y: 300, width: 100, height: 100, attributes: #"image="Photo""#, body: attributes(masks: false)),
        ].joined(separator: "\n"), resources: #"<image name="Photo" width="100" height="100"/>"#))
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
        let masked = try drawn.frame("masked"), unmasked = try drawn.frame("unmasked")
        #expect(drawn.pixel(masked.minX + 2, masked.minY + 2).near(drawn.background, 6))
        #expect(drawn.pixel(masked.midX, masked.midY).near(Self.orange, 6))
        #expect(drawn.pixel(unmasked.minX + 2, unmasked.minY + 2).near(Self.orange, 6))
    }
}
