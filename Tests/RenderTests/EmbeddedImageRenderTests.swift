@testable import Devices
import Foundation
import Geometry
import PNG
import Render
import Drawing
import Screens
import TestSupport
import Testing

/// Images a document holds in itself (`<image name="UUID"><mutableData key="keyedArchiveRepresentation">` in its
/// resources: an NSKeyedArchiver archive of an NSImage, `EmbeddedImage`), drawn as a catalogue's bitmap is.
///
/// The document is `Fixtures/EmbeddedImages/Embedded.storyboard`, written once by `make-embedded.py` beside it
/// (Python's plistlib, with plistlib.UID, makes the archives; Pillow and the script's own TIFF writer the pixels):
/// - `emb-tiff` and the button `emb-button` show a 2x big-endian TIFF (40 × 40 pixels for 20 × 20 points) of four
///   quadrants, red, green, blue and yellow, in an NSBitmapImageRep; its base64 ends with a stray character;
/// - `emb-snap` shows a little-endian PackBits TIFF, magenta, inside an NSMutableData of an NSCGImageSnapshotRep;
/// - `emb-xcode` an archive holding only an NSURL into Xcode.app; `emb-cycle` an archive whose reps array holds
///   itself; `emb-trunc` an archive cut 20 bytes short; `emb-huge` a TIFF whose tags claim 20,000 × 20,000 pixels.
/// The test copies the document into a scratch project (so no catalogue or loose file of the repository is found).
@Suite struct EmbeddedImageRenderTests {
    typealias RGB = ControlDrawingTests.RGB

    static let red = RGB(hex: 0xFF0000), green = RGB(hex: 0x00C800), blue = RGB(hex: 0x0000FF), yellow = RGB(hex: 0xFFDC00)
    static let magenta = RGB(hex: 0xC800C8)
    static let tiffName = "5B1F0C0E-6D0A-4E43-9C37-7A2A1E0B0001"

    static func fixture() throws -> String {
        try String(contentsOfFile: RenderFixtures.repositoryRoot + "/Tests/RenderTests/Fixtures/EmbeddedImages/Embedded.storyboard", encoding: .utf8)
    }

    /// The fixture in a scratch project, with `edit` applied to its text.
    static func project(_ edit: (String) -> String = { $0 }) throws -> AssetProject {
        let project = try AssetProject("embedded-images")
        try project.write("Main.storyboard", edit(try fixture()))
        return project
    }

    static func document(_ project: AssetProject) -> String { project.app.appendingPathComponent("Main.storyboard").path }

    static func render(_ project: AssetProject, device: String) throws -> ControlDrawingTests.Drawn {
        let screen = try ScreenLoader.single(path: document(project))
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile(device)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: .light)
    }

    /// The TIFF's four quadrants fill the image view's (scale to fill) in their places, top-left red, on iPhones of
    /// both scales; the button shows the image at its 20 points, centred; the snapshot's TIFF inside an NSMutableData
    /// fills its view.
    @Test(arguments: ["iphone-11", "iphone-15-pro"]) func embeddedBitmapsAreDrawn(_ device: String) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try Self.render(project, device: device)
        let view = try drawn.frame("emb-tiff")
        let quarter = view.width / 4
        for (x, y, colour) in [
            (view.minX + quarter, view.minY + quarter, Self.red), (view.maxX - quarter, view.minY + quarter, Self.green),
            (view.minX + quarter, view.maxY - quarter, Self.blue), (view.maxX - quarter, view.maxY - quarter, Self.yellow),
        ] {
            #expect(drawn.pixel(x, y).near(colour, 4), "\(device) image view at (\(x), \(y)): \(drawn.pixel(x, y)), expected \(colour)")
        }
        let button = try drawn.frame("emb-button")
        for (dx, dy, colour) in [(-5.0, -5.0, Self.red), (5, -5, Self.green), (-5, 5, Self.blue), (5, 5, Self.yellow)] {
            let x = button.midX + dx, y = button.midY + dy
            #expect(drawn.pixel(x, y).near(colour, 4), "\(device) button at (\(x), \(y)): \(drawn.pixel(x, y)), expected \(colour)")
        }
        // 20 points wide: 12 points from the centre is outside the image, the button's clear background.
        #expect(drawn.pixel(button.midX - 12, button.midY - 12).near(drawn.background), "\(drawn.pixel(button.midX - 12, button.midY - 12))")
        let snap = try drawn.frame("emb-snap")
        for (x, y) in [(snap.minX + 3, snap.minY + 3), (snap.midX, snap.midY), (snap.maxX - 3, snap.maxY - 3)] {
            #expect(drawn.pixel(x, y).near(Self.magenta, 4), "\(device) snapshot at (\(x), \(y)): \(drawn.pixel(x, y))")
        }
    }

    /// The run names nothing for the drawn images; the others are placeholders named as what they are: the Xcode
    /// reference precisely, the cyclic and truncated archives as broken embedded images, the huge TIFF as past the
    /// image budget (refused from its tags: the screen loads at once, with no decoding of 400 million pixels).
    @Test func theRunNamesOnlyWhatItCannotDraw() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: Self.document(project))
        let named = Dictionary(screen.substitutes.map { ($0.id, $0.what) }, uniquingKeysWith: { a, _ in a })
        #expect(named["emb-tiff"] == nil && named["emb-button"] == nil && named["emb-snap"] == nil, "\(screen.substitutes)")
        #expect(named["emb-xcode"] == "image embedded by reference to Xcode")
        #expect(named["emb-cycle"] == "broken embedded image")
        #expect(named["emb-trunc"] == "broken embedded image")
        #expect(named["emb-huge"] == "image past the screen's image budget")
        #expect(screen.assetImages[Self.tiffName]?.variants.map(\.scale) == [2])
        #expect(screen.assetImages[Self.tiffName]?.variants.first?.image.size(atScale: 2) == Size(width: 20, height: 20))
        let summary = try #require(Screen.substituteSummary(screen.substitutes))
        #expect(summary.contains("1 image embedded by reference to Xcode (5B1F0C0E-6D0A-4E43-9C37-7A2A1E0B0003)"), "\(summary)")
    }

    /// A project image of the same name wins over the embedded one, as a catalogue's set does over a loose file; the
    /// other embedded images are still drawn.
    @Test func aProjectImageOfTheNameWins() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Assets.xcassets/\(Self.tiffName).imageset/i@2x.png", try AssetProject.png(side: 40, 0x00FFFF))
        try project.write("Assets.xcassets/\(Self.tiffName).imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "i@2x.png", "scale": "2x"}]}"#)
        let drawn = try Self.render(project, device: "iphone-11")
        let view = try drawn.frame("emb-tiff")
        #expect(drawn.pixel(view.minX + 5, view.minY + 5).near(RGB(hex: 0x00FFFF)), "\(drawn.pixel(view.minX + 5, view.minY + 5))")
        let snap = try drawn.frame("emb-snap")
        #expect(drawn.pixel(snap.midX, snap.midY).near(Self.magenta, 4), "\(drawn.pixel(snap.midX, snap.midY))")
    }
}
