@testable import Devices
import Foundation
import PNG
import Render
import Drawing
import Screens
import TestSupport
import Testing

/// Images a project holds outside its asset catalogues, which `UIImage(named:)` finds in the app bundle:
/// loose `name.png` / `name@2x.png` / `name@3x~ipad.png` files anywhere in the project's folders, named
/// with or without `.png`; and a catalogue in a folder beside the document's rather than above it. Every
/// PNG is made by the test, one known colour each.
@Suite struct BundleImageRenderTests {
    typealias RGB = ControlDrawingTests.RGB

    /// Loose files: red at 2x, green at 3x, blue for the iPad at 2x; a catalogue's own file (yellow), which is
    /// not a loose file; a set in a catalogue beside the document's folder (magenta).
    static let red: UInt32 = 0xFF0000, green: UInt32 = 0x00FF00, blue: UInt32 = 0x0000FF
    static let yellow: UInt32 = 0xFFFF00, magenta: UInt32 = 0xFF00FF

    static func project() throws -> AssetProject {
        let project = try AssetProject("bundle-images")
        try project.write("Resources/Icons/badge@2x.png", try AssetProject.png(side: 40, red))
        try project.write("Resources/Icons/badge@3x.png", try AssetProject.png(side: 60, green))
        try project.write("Resources/Icons/badge@2x~ipad.png", try AssetProject.png(side: 40, blue))
        try project.write("Assets.xcassets/Other.imageset/stray@3x.png", try AssetProject.png(side: 60, yellow))
        try project.write("Assets.xcassets/Other.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "stray@3x.png", "scale": "3x"}]}"#)
        try project.write("Resources/More.xcassets/Seal.imageset/seal@3x.png", try AssetProject.png(side: 60, magenta))
        try project.write("Resources/More.xcassets/Seal.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "seal@3x.png", "scale": "3x"}]}"#)
        try project.write("Views/Main.xib", AssetProject.xib(
            [
                AssetProject.fixed("imageView", id: "bare", x: 20, y: 100, width: 60, height: 60, attributes: #"image="badge""#),
                AssetProject.fixed("imageView", id: "suffixed", x: 120, y: 100, width: 60, height: 60, attributes: #"image="badge.png""#),
                AssetProject.fixed("imageView", id: "seal", x: 220, y: 100, width: 60, height: 60, attributes: #"image="Seal""#),
                AssetProject.fixed("imageView", id: "stray", x: 20, y: 200, width: 60, height: 60, attributes: #"image="stray""#),
            ].joined(separator: "\n"),
            resources: #"<image name="badge" width="20" height="20"/><image name="badge.png" width="20" height="20"/><image name="Seal" width="20" height="20"/><image name="stray" width="20" height="20"/>"#))
        return project
    }

    static func document(_ project: AssetProject) -> String { project.app.appendingPathComponent("Views/Main.xib").path }

    static func render(_ project: AssetProject, device: String, _ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let screen = try ScreenLoader.single(path: document(project))
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile(device).with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
    }

    /// The loose file for the device's scale and idiom (iPhone 11: 2x, iPhone 15 Pro: 3x, iPad: its own
    /// `~ipad` file), the same in both appearances (a loose file has no dark variant), whether the document
    /// names it `badge` or `badge.png`.
    @Test(arguments: [
        ("iphone-11", Appearance.light, red), ("iphone-11", .dark, red), ("iphone-15-pro", .light, green), ("iphone-15-pro", .dark, green),
        ("ipad-pro-11", .light, blue),
    ])
    func looseFileForTheProfile(_ device: String, _ appearance: Appearance, _ expected: UInt32) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try Self.render(project, device: device, appearance)
        for id in ["bare", "suffixed"] {
            let frame = try drawn.frame(id)
            for (x, y) in [(frame.minX + 3, frame.minY + 3), (frame.midX, frame.midY), (frame.maxX - 3, frame.maxY - 3)] {
                #expect(drawn.pixel(x, y).near(RGB(hex: expected)), "\(id) \(device) \(appearance): \(drawn.pixel(x, y))")
            }
        }
    }

    /// A catalogue in a folder beside the document's (`Resources/More.xcassets` for `Views/Main.xib`) is
    /// the app's too; a catalogue's own file is not a loose file: `stray` stays the placeholder, named.
    @Test(arguments: ControlDrawingTests.appearances) func catalogueBesideTheDocumentsFolder(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try Self.render(project, device: "iphone-15-pro", appearance)
        let seal = try drawn.frame("seal"), stray = try drawn.frame("stray")
        #expect(drawn.pixel(seal.midX, seal.midY).near(RGB(hex: Self.magenta)), "\(drawn.pixel(seal.midX, seal.midY))")
        #expect(!drawn.pixel(stray.midX, stray.midY).near(RGB(hex: Self.yellow), 40), "\(drawn.pixel(stray.midX, stray.midY))")
        let screen = try ScreenLoader.single(path: Self.document(project))
        #expect(screen.substitutes.contains(Substitute(.notInCatalogue, id: "stray", name: "stray")))
        #expect(!screen.substitutes.contains { ["bare", "suffixed", "seal"].contains($0.id) }, "\(screen.substitutes)")
    }
}
