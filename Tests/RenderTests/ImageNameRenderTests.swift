@testable import Devices
import Foundation
import PNG
import Render
import Drawing
import Screens
import TestSupport
import Testing

/// Image names a document gives that `UIImage(named:)` resolves other than by the bare base name: a loose
/// file's own name with its scale modifier (`ring@2x.png`, loaded alone at 2x), and a name that differs from
/// the project's file or set in case alone (drawn, as Interface Builder and the Simulator show it on the
/// Mac's case-insensitive file system, and named, as a device's case-sensitive bundle shows nothing:
/// http://sayeight.com/2009/04/14/differences-between-testing-on-the-iphone-simulator-and-the-iphone/).
/// A set named with `.png` after its name (`Star.png` for `Star.imageset`), drawn and named (`Substitute.setNamedWithExtension`).
/// And a set whose `Contents.json` names its files in another case than the folder holds them (actool, on
/// the Mac's case-insensitive volume, compiles them). Every PNG is made by the test, one known colour each.
@Suite struct ImageNameRenderTests {
    typealias RGB = ControlDrawingTests.RGB

    static let teal: UInt32 = 0x008080, orange: UInt32 = 0xFF8000, purple: UInt32 = 0x800080, olive: UInt32 = 0x808000

    static func project() throws -> AssetProject {
        let project = try AssetProject("image-names")
        // 30 × 30 pixels at 2x: 15 points, so a 15-pt view is filled only when the name's scale is read.
        try project.write("Images/ring@2x.png", try AssetProject.png(side: 30, teal))
        try project.write("Images/Banner@2x.png", try AssetProject.png(side: 30, orange))
        // Not a GIF's bytes: the file is never decoded, only named with its format.
        try project.write("Images/spinner.gif", "GIF89a")
        try project.writeImageSet("Star", points: 15) { try AssetProject.png(side: $0, purple) }
        try project.write("Assets.xcassets/Leaf.imageset/Leaf@2x.PNG", try AssetProject.png(side: 30, olive))
        try project.write("Assets.xcassets/Leaf.imageset/Leaf@3x.PNG", try AssetProject.png(side: 45, olive))
        try project.write("Assets.xcassets/Leaf.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "leaf@2x.png", "scale": "2x"}, {"idiom": "universal", "filename": "leaf@3x.png", "scale": "3x"}]}"#)
        try project.write("Main.xib", AssetProject.xib(
            [
                AssetProject.fixed("imageView", id: "exact", x: 20, y: 100, width: 15, height: 15, attributes: #"image="ring@2x.png""#),
                AssetProject.fixed("imageView", id: "loose", x: 120, y: 100, width: 15, height: 15, attributes: #"image="banner""#),
                AssetProject.fixed("imageView", id: "set", x: 220, y: 100, width: 15, height: 15, attributes: #"image="star""#),
                AssetProject.fixed("imageView", id: "absent", x: 20, y: 200, width: 15, height: 15, attributes: #"image="moon""#),
                AssetProject.fixed("imageView", id: "leaf", x: 120, y: 200, width: 15, height: 15, attributes: #"image="Leaf""#),
                AssetProject.fixed("imageView", id: "suffixed", x: 220, y: 200, width: 15, height: 15, attributes: #"image="Star.png""#),
                AssetProject.fixed("imageView", id: "gif", x: 20, y: 300, width: 15, height: 15, attributes: #"image="spinner.gif""#),
            ].joined(separator: "\n"),
            resources: #"<image name="ring@2x.png" width="15" height="15"/><image name="banner" width="15" height="15"/><image name="star" width="15" height="15"/><image name="moon" width="15" height="15"/><image name="Leaf" width="15" height="15"/><image name="Star.png" width="15" height="15"/><image name="spinner.gif" width="15" height="15"/>"#))
        return project
    }

    static func render(_ project: AssetProject, _ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let screen = try ScreenLoader.single(path: project.document)
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
    }

    /// Each image fills its 15-pt view in its colour, light and dark; the absent one does not.
    @Test(arguments: ControlDrawingTests.appearances) func drawn(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try Self.render(project, appearance)
        for (id, colour) in [("exact", Self.teal), ("loose", Self.orange), ("set", Self.purple), ("leaf", Self.olive), ("suffixed", Self.purple)] {
            let frame = try drawn.frame(id)
            for (x, y) in [(frame.minX + 2, frame.minY + 2), (frame.midX, frame.midY), (frame.maxX - 2, frame.maxY - 2)] {
                #expect(drawn.pixel(x, y).near(RGB(hex: colour)), "\(id) \(appearance): \(drawn.pixel(x, y))")
            }
        }
        let absent = try drawn.frame("absent")
        for colour in [Self.teal, Self.orange, Self.purple, Self.olive] {
            #expect(!drawn.pixel(absent.midX, absent.midY).near(RGB(hex: colour), 40))
        }
    }

    /// The run names the two found in another case and the absent one; the file found by its own name and the
    /// set whose files are listed in another case are not named.
    @Test func named() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains(Substitute(what: Substitute.imageInAnotherCase, id: "loose", name: "banner")))
        #expect(screen.substitutes.contains(Substitute(what: Substitute.imageInAnotherCase, id: "set", name: "star")))
        #expect(screen.substitutes.contains(Substitute(.notInCatalogue, id: "absent", name: "moon")))
        #expect(screen.substitutes.contains(Substitute(what: Substitute.setNamedWithExtension, id: "suffixed", name: "Star.png")))
        // A loose GIF, which UIKit loads and Bezel does not decode: named with its format, not as a missing file.
        #expect(screen.substitutes.contains(Substitute(.undrawable(format: "GIF"), id: "gif", name: "spinner.gif")))
        #expect(!screen.substitutes.contains { $0.id == "exact" || $0.id == "leaf" }, "\(screen.substitutes)")
    }
}
