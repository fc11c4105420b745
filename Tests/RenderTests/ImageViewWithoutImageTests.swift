import Devices
import Foundation
import Geometry
import Screens
import Testing

/// Image views with no image to draw, in a project the test writes (an empty catalogue), on light and dark:
/// - `coded`: a 100 × 100 pt image view that names no image, as one whose image the app's code sets. UIImageView's
///   `image` is nil by default and draws nothing (https://developer.apple.com/documentation/uikit/uiimageview/image),
///   as Interface Builder's canvas shows it: its frame is the root's background, and the run does not name it;
/// - `missing`: one naming `portrait`, which the project does not hold: the image placeholder (a grey box with a
///   mountain) stands where the image would be, and the run names it;
/// - `symbol`: one naming an SF Symbol Bezel has no look-alike for: the placeholder, named as an SF Symbol;
/// - a template's image view with neither an image nor a colour: the template's "an image goes here", the placeholder.
@Suite struct ImageViewWithoutImageTests {
    static func project() throws -> AssetProject {
        let project = try AssetProject("image-view-without-image")
        try project.write("Main.xib", AssetProject.xib(
            [
                AssetProject.fixed("imageView", id: "coded", x: 40, y: 200, width: 100, height: 100),
                AssetProject.fixed("imageView", id: "missing", x: 40, y: 340, width: 100, height: 100, attributes: #"image="portrait""#),
                AssetProject.fixed("imageView", id: "symbol", x: 200, y: 340, width: 100, height: 100,
                                   attributes: #"image="zzz.unknown.glyph" catalog="system""#),
            ].joined(separator: "\n"),
            resources: #"<image name="portrait" width="100" height="100"/><image name="zzz.unknown.glyph" catalog="system" width="128" height="128"/>"#))
        return project
    }

    @Test(arguments: ControlDrawingTests.appearances) func aDocumentsImageViewWithoutAnImageDrawsNothing(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        let drawn = try DocumentCellTests.render(screen, appearance)
        let inner = EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)
        let coded = drawn.pixels(in: try drawn.frame("coded").inset(by: inner))
        #expect(!coded.isEmpty && coded.allSatisfy { $0 == drawn.background }, "\(Set(coded))")
        for id in ["missing", "symbol"] {
            let inside = drawn.pixels(in: try drawn.frame(id).inset(by: inner))
            #expect(!inside.isEmpty && inside.allSatisfy { !$0.near(drawn.background, 8) }, "\(id): \(Set(inside))")
        }
        #expect(!screen.substitutes.contains { $0.id == "coded" })
        #expect(screen.substitutes.contains(Substitute(.notInCatalogue, id: "missing", name: "portrait")))
        #expect(screen.substitutes.contains(Substitute(what: "SF Symbol", id: "symbol", name: "zzz.unknown.glyph")))
    }

    @Test(arguments: ControlDrawingTests.appearances) func aTemplatesImageViewWithoutAnImageIsThePlaceholder(_ appearance: Appearance) throws {
        let folder = try RenderFixtures.scratchFolder("template-image-placeholder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.yml").path
        try """
            screen: picture
            views:
              - id: photo
                kind: image
                pin: { top: superview + 200, leading: superview + 60 }
                width: 100
                height: 100

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let drawn = try DocumentCellTests.render(try ScreenLoader.load(path: path), appearance)
        let inside = drawn.pixels(in: try drawn.frame("photo").inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)))
        #expect(!inside.isEmpty && inside.allSatisfy { !$0.near(drawn.background, 8) }, "\(Set(inside))")
    }
}
