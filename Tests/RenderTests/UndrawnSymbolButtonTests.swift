import Devices
import Foundation
import Geometry
import Screens
import Testing

/// Titleless buttons whose SF Symbol Bezel has no look-alike for, in a XIB the test writes, on light and dark:
/// - `background`: a classic button whose only content is the symbol as its background image
///   (`<state key="normal" backgroundImage="zzz.unknown.glyph" catalog="system"/>`);
/// - `image`: one whose image is the symbol.
/// UIKit draws the symbol there; Bezel draws the image placeholder (a grey box, systemGray5) in the rectangle UIKit
/// gives the image, as it does for an image view's unknown symbol (`ImageViewWithoutImageTests`), and names the
/// symbol. Before, both rectangles were left empty: nothing told a reviewer a button stood there.
@Suite struct UndrawnSymbolButtonTests {
    static func project() throws -> AssetProject {
        let project = try AssetProject("undrawn-symbol-button")
        try project.write("Main.xib", AssetProject.xib([
            AssetProject.fixed("button", id: "background", x: 40, y: 200, width: 60, height: 44,
                               attributes: #"buttonType="system" contentHorizontalAlignment="center" contentVerticalAlignment="center""#,
                               body: #"<state key="normal" backgroundImage="zzz.unknown.glyph" catalog="system"/>"#),
            AssetProject.fixed("button", id: "image", x: 200, y: 200, width: 60, height: 44,
                               attributes: #"buttonType="system" contentHorizontalAlignment="center" contentVerticalAlignment="center""#,
                               body: #"<state key="normal" image="zzz.other.glyph" catalog="system"/>"#),
        ].joined(separator: "\n"), resources: #"<image name="zzz.unknown.glyph" catalog="system" width="128" height="128"/><image name="zzz.other.glyph" catalog="system" width="128" height="128"/>"#))
        return project
    }

    @Test(arguments: ControlDrawingTests.appearances) func aTitlelessButtonsUndrawnSymbolIsThePlaceholder(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        let drawn = try DocumentCellTests.render(screen, appearance)
        for id in ["background", "image"] {
            let inside = drawn.pixels(in: try drawn.frame(id).inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
            let grey = inside.filter { $0.near(drawn.over(.systemGray5)) }.count
            #expect(!inside.isEmpty && grey * 2 > inside.count, "\(id): \(Set(inside))")
        }
        #expect(screen.substitutes.contains(Substitute(what: "SF Symbol", id: "background", name: "zzz.unknown.glyph")))
        #expect(screen.substitutes.contains(Substitute(what: "SF Symbol", id: "image", name: "zzz.other.glyph")))
    }
}
