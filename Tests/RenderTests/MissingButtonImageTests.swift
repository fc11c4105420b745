import Devices
import Foundation
import Geometry
import Screens
import Testing

/// Titleless buttons whose images the project does not hold, in a project the test writes (an empty catalogue):
/// - `inset`: a 60 × 60 pt classic button naming the image `cart` with `contentEdgeInsets` left 20 and
///   `imageEdgeInsets` 10 all round; UIKit gives its image the bounds less both insets
///   (https://developer.apple.com/documentation/uikit/uibutton/contentedgeinsets,
///   https://developer.apple.com/documentation/uikit/uibutton/imageedgeinsets): the 20 × 40 pt rectangle 30 pt in
///   from the left and 10 pt from the top;
/// - `backed`: a 120 × 44 pt button naming only a background image, `banner`, which fills the bounds
///   (https://developer.apple.com/documentation/uikit/uibutton/setbackgroundimage(_:for:)).
/// The image view's placeholder (a grey box with a mountain) stands where each image would be, so the picture shows
/// that an image goes there; the insets stay the root's background, and the run names both images.
@Suite struct MissingButtonImageTests {
    typealias RGB = ControlDrawingTests.RGB

    static func project() throws -> AssetProject {
        let project = try AssetProject("missing-button-image")
        try project.write("Main.xib", AssetProject.xib(
            [
                AssetProject.fixed("button", id: "inset", x: 40, y: 200, width: 60, height: 60, body: """
                    <inset key="contentEdgeInsets" minX="20" minY="0.0" maxX="0.0" maxY="0.0"/>
                    <inset key="imageEdgeInsets" minX="10" minY="10" maxX="10" maxY="10"/>
                    <state key="normal" image="cart"/>
                    """),
                AssetProject.fixed("button", id: "backed", x: 40, y: 300, width: 120, height: 44, body: """
                    <state key="normal" backgroundImage="banner"/>
                    """),
            ].joined(separator: "\n"),
            resources: #"<image name="cart" width="24" height="24"/><image name="banner" width="120" height="44"/>"#))
        return project
    }

    @Test(arguments: ControlDrawingTests.appearances) func placeholderWhereTheImageWouldBe(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
        let button = try drawn.frame("inset")
        let box = Rect(x: button.minX + 30, y: button.minY + 10, width: 20, height: 40)
        // Inside the image's rectangle (half a point in from its edges, clear of anti-aliasing): nothing of the root's
        // background shows.
        let inside = drawn.pixels(in: box.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)))
        #expect(!inside.isEmpty && inside.allSatisfy { !$0.near(drawn.background, 8) }, "\(Set(inside))")
        // The insets around it (the content inset's left 20 pt and the image insets' 10 pt) show the background.
        let left = drawn.pixels(in: Rect(x: button.minX + 0.5, y: button.minY + 0.5, width: 29, height: 59))
        let top = drawn.pixels(in: Rect(x: button.minX + 30.5, y: button.minY + 0.5, width: 19, height: 9))
        #expect((left + top).allSatisfy { $0 == drawn.background }, "\(Set(left + top))")
        // The background image fills the bounds.
        let backed = try drawn.frame("backed")
        let behind = drawn.pixels(in: backed.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)))
        #expect(!behind.isEmpty && behind.allSatisfy { !$0.near(drawn.background, 8) }, "\(Set(behind))")
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains(Substitute(.notInCatalogue, id: "inset", name: "cart")))
        #expect(screen.substitutes.contains(Substitute(.notInCatalogue, id: "backed", name: "banner")))
    }
}
