import Devices
import Foundation
import Geometry
import Render
import Screens
import TestSupport
import Testing

/// A view that clips to its bounds (`clipsToBounds`, Interface Builder's `clipsSubviews`) draws its subviews only
/// inside them, rounded by its layer's corner radius ("Setting this value to true causes subviews to be clipped to
/// the bounds of the receiver", https://developer.apple.com/documentation/uikit/uiview/clipstobounds;
/// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius). A layer's border lies inside the
/// bounds, along the corners, over the subviews, opaque black unless coloured
/// (https://developer.apple.com/documentation/quartzcore/calayer/borderwidth,
/// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor). Documents and templates, light and dark.
@Suite struct ClipsToBoundsAndBorderTests {
    typealias RGB = ControlDrawingTests.RGB
    static let orange = RGB(r: 0xFF, g: 0x80, b: 0)
    static let red = RGB(r: 0xFF, g: 0, b: 0)
    static let black = RGB(r: 0, g: 0, b: 0)

    /// Two 200 × 100 views, one clipping, each holding a 100 × 100 orange subview at (150, -20): half of it and
    /// 20 pt above stand out of the parent.
    static func document(clipping: Bool, radius: Int?) -> String {
        let orange = #"<color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let rounded = radius.map { #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="\#($0)"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>"# } ?? ""
        let child = AssetProject.fixed("view", id: "child", x: 150, y: -20, width: 100, height: 100, body: orange)
        return AssetProject.xib(AssetProject.fixed(
            "view", id: "parent", x: 40, y: 200, width: 200, height: 100, attributes: clipping ? #"clipsSubviews="YES""# : "",
            body: "<subviews>\n" + child + "\n</subviews>" + rounded))
    }

    static func render(xib: String, _ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let project = try AssetProject("clips-to-bounds")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.xib", xib)
        return try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
    }

    @Test(arguments: ControlDrawingTests.appearances) func aDocumentsClippingViewCutsItsSubviewsToItsBounds(_ appearance: Appearance) throws {
        let clipped = try Self.render(xib: Self.document(clipping: true, radius: nil), appearance)
        let parent = try clipped.frame("parent")
        // Inside the parent the subview shows; to its right and above it, nothing.
        #expect(clipped.pixel(parent.maxX - 5, parent.minY + 5).near(Self.orange, 6))
        #expect(clipped.pixel(parent.maxX + 5, parent.minY + 5).near(clipped.background, 6))
        #expect(clipped.pixel(parent.maxX - 5, parent.minY - 5).near(clipped.background, 6))
        // Without clipsSubviews UIKit draws the whole subview.
        let free = try Self.render(xib: Self.document(clipping: false, radius: nil), appearance)
        #expect(free.pixel(parent.maxX + 5, parent.minY + 5).near(Self.orange, 6))
        #expect(free.pixel(parent.maxX - 5, parent.minY - 5).near(Self.orange, 6))
    }

    @Test(arguments: ControlDrawingTests.appearances) func aRoundedClippingViewCutsItsSubviewsToItsCorners(_ appearance: Appearance) throws {
        let drawn = try Self.render(xib: Self.document(clipping: true, radius: 30), appearance)
        let parent = try drawn.frame("parent")
        // 3 pt in from the top-right corner lies outside the 30 pt arc: cut; 30 pt down the edge, inside it.
        #expect(drawn.pixel(parent.maxX - 3, parent.minY + 3).near(drawn.background, 6))
        #expect(drawn.pixel(parent.maxX - 3, parent.minY + 30).near(Self.orange, 6))
    }

    @Test(arguments: ControlDrawingTests.appearances) func aTemplatesBorderIsDrawnInsideOverTheSubviews(_ appearance: Appearance) throws {
        let project = try AssetProject("template-border")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("card.yml", """
            screen: card
            views:
              - id: card
                kind: view
                color: "#FF8000"
                pin: { top: safeArea + 40, leading: superview + 40 }
                width: 200
                height: 100
                cornerRadius: 30
                clipsToBounds: true
                borderWidth: 4
                borderColor: "#FF0000"
                views:
                  - { id: cover, kind: view, color: "#0000FF", width: 100, height: 100, pin: { top: superview, trailing: superview - 50 } }
              - id: plain
                kind: view
                pin: { top: card.bottom + 40, leading: superview + 40 }
                width: 200
                height: 100
                borderWidth: 6

            """)
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.app.appendingPathComponent("card.yml").path), appearance)
        let card = try drawn.frame("card"), plain = try drawn.frame("plain")
        // The border's 4 pt lie inside the bounds: 2 pt in from the left edge is red, 6 pt in is the card's orange.
        #expect(drawn.pixel(card.minX + 2, card.midY).near(Self.red, 6))
        #expect(drawn.pixel(card.minX + 6, card.midY).near(Self.orange, 6))
        #expect(drawn.pixel(card.minX - 2, card.midY).near(drawn.background, 6))
        // Over the blue subview that covers the right edge, the border is still red; past the edge the subview is cut.
        #expect(drawn.pixel(card.maxX - 2, card.midY).near(Self.red, 6))
        #expect(drawn.pixel(card.maxX - 10, card.midY).near(RGB(r: 0, g: 0, b: 0xFF), 6))
        #expect(drawn.pixel(card.maxX + 10, card.midY).near(drawn.background, 6))
        // The border follows the 30 pt corner: 3 pt in from the corner is outside it.
        #expect(drawn.pixel(card.minX + 3, card.minY + 3).near(drawn.background, 6))
        // A border without a colour is CALayer's opaque black, in both appearances.
        #expect(drawn.pixel(plain.minX + 3, plain.midY).near(Self.black, 6))
        #expect(drawn.pixel(plain.minX + 9, plain.midY).near(drawn.background, 6))
    }

    /// The inspectable `cornerRadius`, `borderWidth` and `borderColor` most apps declare on UIView set the layer's
    /// (https://nshipster.com/ibinspectable-ibdesignable/); `layer.borderWidth` is the layer's own, and a
    /// `layer.borderColor` runtime attribute (a UIColor where the layer takes a CGColor) leaves the border black.
    @Test(arguments: ControlDrawingTests.appearances) func aDocumentsBorderAttributesDrawTheLayersBorder(_ appearance: Appearance) throws {
        func attribute(_ type: String, _ keyPath: String, _ value: String) -> String {
            #"<userDefinedRuntimeAttribute type="\#(type)" keyPath="\#(keyPath)">\#(value)</userDefinedRuntimeAttribute>"#
        }
        let red = #"<color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let orange = #"<color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let inspectable = "<userDefinedRuntimeAttributes>" + attribute("number", "cornerRadius", #"<integer key="value" value="30"/>"#)
            + attribute("number", "borderWidth", #"<integer key="value" value="4"/>"#) + attribute("color", "borderColor", red)
            + "</userDefinedRuntimeAttributes>"
        let layer = "<userDefinedRuntimeAttributes>" + attribute("number", "layer.borderWidth", #"<integer key="value" value="4"/>"#)
            + attribute("color", "layer.borderColor", red) + "</userDefinedRuntimeAttributes>"
        let drawn = try Self.render(xib: AssetProject.xib([
            AssetProject.fixed("view", id: "inspectable", x: 40, y: 100, width: 200, height: 100, body: orange + inspectable),
            AssetProject.fixed("view", id: "layer", x: 40, y: 300, width: 200, height: 100, body: orange + layer),
        ].joined(separator: "\n")), appearance)
        let rounded = try drawn.frame("inspectable"), plain = try drawn.frame("layer")
        #expect(drawn.pixel(rounded.minX + 2, rounded.midY).near(Self.red, 6))
        #expect(drawn.pixel(rounded.minX + 6, rounded.midY).near(Self.orange, 6))
        #expect(drawn.pixel(rounded.minX + 3, rounded.minY + 3).near(drawn.background, 6))
        #expect(drawn.pixel(plain.minX + 2, plain.midY).near(Self.black, 6))
        #expect(drawn.pixel(plain.minX + 6, plain.midY).near(Self.orange, 6))
        #expect(drawn.pixel(plain.minX + 2, plain.minY + 2).near(Self.black, 6))
    }
}
