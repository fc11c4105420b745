@testable import Devices
import Foundation
import Geometry
import PNG
import Render
import Drawing
import Screens
import TestSupport
import Testing

/// A document drawn with its project's asset catalogue, found beside it: the image set's PNG for the
/// device's scale and appearance, colour sets in each form Xcode writes components in, the accent colour as
/// the tint, and SF Symbols (drawn as look-alikes) and a font Bezel lacks named as stand-ins. Every PNG and colour is made by the
/// test, so each expected pixel is a known value.
@Suite struct AssetCatalogueRenderTests {
    typealias RGB = ControlDrawingTests.RGB

    /// The image set's files: red at 2x, green at 3x, blue for dark at 3x (and none for dark at 2x).
    static let red: UInt32 = 0xFF0000, green: UInt32 = 0x00FF00, blue: UInt32 = 0x0000FF

    static func project() throws -> AssetProject {
        let project = try AssetProject("assets")
        try project.write("Assets.xcassets/Logo.imageset/logo@2x.png", try AssetProject.png(side: 40, red))
        try project.write("Assets.xcassets/Logo.imageset/logo@3x.png", try AssetProject.png(side: 60, green))
        try project.write("Assets.xcassets/Logo.imageset/logo-dark@3x.png", try AssetProject.png(side: 60, blue))
        try project.write("Assets.xcassets/Logo.imageset/Contents.json", """
            {"images": [
              {"idiom": "universal", "scale": "1x"},
              {"idiom": "universal", "filename": "logo@2x.png", "scale": "2x"},
              {"idiom": "universal", "filename": "logo@3x.png", "scale": "3x"},
              {"idiom": "universal", "filename": "logo-dark@3x.png", "scale": "3x", "appearances": [{"appearance": "luminosity", "value": "dark"}]}
            ], "info": {"author": "xcode", "version": 1}}
            """)
        // The same colour, #336699 light and #CC9966 dark, in Xcode's three spellings of a component.
        try project.write("Assets.xcassets/Floats.colorset/Contents.json", AssetProject.colourSet(
            #"{"red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000"}"#,
            dark: #"{"red": "0.800", "green": "0.600", "blue": "0.400", "alpha": "1.000"}"#))
        try project.write("Assets.xcassets/Bytes.colorset/Contents.json", AssetProject.colourSet(
            #"{"red": "51", "green": "102", "blue": "153", "alpha": "1.000"}"#, dark: #"{"red": "204", "green": "153", "blue": "102", "alpha": "1.000"}"#))
        try project.write("Assets.xcassets/Hexes.colorset/Contents.json", AssetProject.colourSet(
            #"{"red": "0x33", "green": "0x66", "blue": "0x99", "alpha": "1.000"}"#, dark: #"{"red": "0xCC", "green": "0x99", "blue": "0x66", "alpha": "1.000"}"#))
        // sRGB's pure red written in Display P3 (CSS Color 4: color(display-p3 0.9175 0.2003 0.1386)).
        try project.write("Assets.xcassets/Wide.colorset/Contents.json", AssetProject.colourSet(
            #"{"red": "0.9175", "green": "0.2003", "blue": "0.1386", "alpha": "1.000"}"#, space: "display-p3"))
        try project.write("Assets.xcassets/Grey.colorset/Contents.json", AssetProject.colourSet(
            #"{"white": "0.502", "alpha": "1.000"}"#, space: "gray-gamma-22"))
        try project.write("Assets.xcassets/AccentColor.colorset/Contents.json", AssetProject.colourSet(
            #"{"red": "255", "green": "0", "blue": "128", "alpha": "1.000"}"#, dark: #"{"red": "0", "green": "200", "blue": "128", "alpha": "1.000"}"#))
        func swatch(_ id: String, _ name: String, y: Int) -> String {
            AssetProject.fixed("view", id: id, x: 200, y: y, width: 60, height: 40, body: #"<color key="backgroundColor" name="\#(name)"/>"#)
        }
        try project.write("Main.xib", AssetProject.xib(
            [
                AssetProject.fixed("imageView", id: "logo", x: 20, y: 100, width: 60, height: 60, attributes: #"image="Logo""#),
                AssetProject.fixed("imageView", id: "star", x: 20, y: 200, width: 24, height: 24,
                                   body: #"<imageReference key="image" image="star.fill" catalog="system"/>"#),
                AssetProject.fixed("label", id: "title", x: 20, y: 300, width: 150, height: 30, attributes: #"text="Hello""#,
                                   body: #"<fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="17"/>"#),
                AssetProject.fixed("button", id: "go", x: 20, y: 400, width: 120, height: 44, attributes: #"buttonType="system""#,
                                   body: #"<state key="normal" title="Go Go Go"/><fontDescription key="fontDescription" type="boldSystem" pointSize="24"/>"#),
                AssetProject.fixed("button", id: "icon", x: 300, y: 400, width: 44, height: 44, attributes: #"buttonType="system""#,
                                   body: #"<state key="normal" image="Logo"/>"#),
                swatch("floats", "Floats", y: 100), swatch("bytes", "Bytes", y: 150), swatch("hexes", "Hexes", y: 200),
                swatch("wide", "Wide", y: 250), swatch("grey", "Grey", y: 300),
            ].joined(separator: "\n"),
            resources: #"<image name="Logo" width="20" height="20"/><image name="star.fill" catalog="system" width="24" height="24"/>"#))
        return project
    }

    static func render(_ project: AssetProject, device: String, _ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let screen = try ScreenLoader.single(path: project.document)
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile(device).with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
    }

    /// The file for the device's scale (iPhone 11: 2x, iPhone 15 Pro: 3x) and, in dark, the dark entry.
    @Test(arguments: [("iphone-11", Appearance.light, red), ("iphone-15-pro", .light, green), ("iphone-15-pro", .dark, blue)])
    func imageSetVariantForTheProfile(_ device: String, _ appearance: Appearance, _ expected: UInt32) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try Self.render(project, device: device, appearance)
        let frame = try drawn.frame("logo")
        for (x, y) in [(frame.minX + 3, frame.minY + 3), (frame.midX, frame.midY), (frame.maxX - 3, frame.maxY - 3)] {
            #expect(drawn.pixel(x, y).near(RGB(hex: expected)), "\(device) \(appearance): \(drawn.pixel(x, y))")
        }
    }

    /// A button with an image and no title shows the image at its size in points (20 pt: 60 px at 3x),
    /// centred; the rest of the button is the background.
    @Test(arguments: [(Appearance.light, green), (.dark, blue)]) func imageButton(_ appearance: Appearance, _ expected: UInt32) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try Self.render(project, device: "iphone-15-pro", appearance)
        let frame = try drawn.frame("icon")
        #expect(drawn.pixel(frame.midX, frame.midY).near(RGB(hex: expected)), "\(drawn.pixel(frame.midX, frame.midY))")
        #expect(drawn.pixel(frame.midX - 9, frame.midY + 9).near(RGB(hex: expected)))
        #expect(drawn.pixel(frame.midX - 11, frame.midY).near(drawn.background))
        #expect(drawn.pixel(frame.minX + 2, frame.minY + 2).near(drawn.background))
    }

    @Test(arguments: ControlDrawingTests.appearances) func colourSetsInEveryForm(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try Self.render(project, device: "iphone-15-pro", appearance)
        let brand = RGB(hex: appearance == .dark ? 0xCC9966 : 0x336699)
        for id in ["floats", "bytes", "hexes"] {
            let frame = try drawn.frame(id)
            #expect(drawn.pixel(frame.midX, frame.midY).near(brand, 1), "\(id): \(drawn.pixel(frame.midX, frame.midY))")
        }
        // No dark variant: the same colour in both appearances.
        let wide = try drawn.frame("wide"), grey = try drawn.frame("grey")
        #expect(drawn.pixel(wide.midX, wide.midY).near(RGB(hex: 0xFF0000), 2), "\(drawn.pixel(wide.midX, wide.midY))")
        #expect(drawn.pixel(grey.midX, grey.midY).near(RGB(hex: 0x808080), 1), "\(drawn.pixel(grey.midX, grey.midY))")
    }

    /// Each colour space Xcode's colour panel writes is shown converted to sRGB (`ColourSpace`): Extended Range Linear
    /// sRGB components are encoded with sRGB's curve (linear 0.216 is sRGB 0.502, #80; read as sRGB it was #37), Gray
    /// Gamma 2.2 and Extended Range Gray greys are linearised with a 2.2 power before (white 0.1 is #13; read as sRGB it
    /// was #1A). A colour space Xcode does not write passes the set over: the document's own `<namedColor>` value, the
    /// one Xcode resolved the set to, is drawn instead of components read as sRGB.
    @Test(arguments: ControlDrawingTests.appearances) func colourSpacesAreConverted(_ appearance: Appearance) throws {
        let project = try AssetProject("colour-spaces")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Assets.xcassets/Linear.colorset/Contents.json", AssetProject.colourSet(
            #"{"red": "0.216", "green": "0.216", "blue": "0.216", "alpha": "1.000"}"#,
            dark: #"{"red": "1.000", "green": "0.216", "blue": "0.000", "alpha": "1.000"}"#, space: "extended-linear-srgb"))
        try project.write("Assets.xcassets/Gamma.colorset/Contents.json", AssetProject.colourSet(
            #"{"white": "0.100", "alpha": "1.000"}"#, dark: #"{"white": "0.200", "alpha": "1.000"}"#, space: "gray-gamma-22"))
        try project.write("Assets.xcassets/Extended.colorset/Contents.json", AssetProject.colourSet(
            #"{"white": "0.100", "alpha": "1.000"}"#, space: "extended-gray"))
        try project.write("Assets.xcassets/Odd.colorset/Contents.json", AssetProject.colourSet(
            #"{"red": "1.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"}"#, space: "lab"))
        func swatch(_ name: String, y: Int) -> String {
            AssetProject.fixed("view", id: name, x: 100, y: y, width: 80, height: 40, body: #"<color key="backgroundColor" name="\#(name)"/>"#)
        }
        try project.write("Main.xib", AssetProject.xib(
            [swatch("Linear", y: 100), swatch("Gamma", y: 200), swatch("Extended", y: 300), swatch("Odd", y: 400)].joined(separator: "\n"),
            resources: #"<namedColor name="Odd"><color red="0.070588235" green="0.20392157" blue="0.3372549" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#))
        let drawn = try Self.render(project, device: "iphone-15-pro", appearance)
        let dark = appearance == .dark
        for (id, expected) in [("Linear", dark ? 0xFF8000 : 0x808080), ("Gamma", dark ? 0x303030 : 0x131313), ("Extended", 0x131313), ("Odd", 0x123456)] as [(String, UInt32)] {
            let frame = try drawn.frame(id)
            #expect(drawn.pixel(frame.midX, frame.midY).near(RGB(hex: expected), 1), "\(id): \(drawn.pixel(frame.midX, frame.midY))")
        }
    }

    /// A system button with no tint of its own, in a window without one, takes the app's accent colour.
    @Test(arguments: ControlDrawingTests.appearances) func accentColourTintsTheButton(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try Self.render(project, device: "iphone-15-pro", appearance)
        let button = try drawn.frame("go")
        let accent = RGB(hex: appearance == .dark ? 0x00C880 : 0xFF0080)
        let systemBlue = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        #expect(drawn.pixels(in: button).contains { $0.near(accent, 4) })
        #expect(!drawn.pixels(in: button).contains { $0.near(systemBlue, 20) })
    }

    /// What the catalogue cannot give is named: the SF Symbol (drawn as a look-alike: `SymbolLookalikeTests`) and
    /// the font Bezel has no file for.
    @Test func symbolsAndMissingFontsAreNamed() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains(Substitute(what: Substitute.symbolLookalike, id: "star", name: "star.fill")))
        #expect(screen.substitutes.contains(Substitute(what: "substitute font", id: "title", name: "Avenir-Heavy")))
        #expect(!screen.substitutes.contains { $0.id == "logo" })
        let line = try #require(Screen.substituteSummary(screen.substitutes))
        #expect(line.contains("1 SF Symbol look-alike (star.fill)"), "\(line)")
    }

    /// A JPEG image set, written by Pillow (a second JPEG implementation), decoded by libjpeg-turbo: the
    /// image view shows its colour (JPEG keeps a flat colour within a step or two).
    @Test(arguments: ControlDrawingTests.appearances) func jpegImageSet(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let photo = project.catalogue.appendingPathComponent("Logo.imageset/photo.jpg").path
        let script = "from PIL import Image; import sys; Image.new('RGB', (60, 60), (48, 128, 192)).save(sys.argv[1], quality=95)"
        let made = try Subprocess.run(["python3", "-c", script, photo])
        try #require(made.status == 0, "Pillow (.ci/setup --test): \(made.everything)")
        try project.write("Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "photo.jpg", "scale": "3x"}]}"#)
        let drawn = try Self.render(project, device: "iphone-15-pro", appearance)
        let frame = try drawn.frame("logo")
        #expect(drawn.pixel(frame.midX, frame.midY).near(RGB(hex: 0x3080C0), 3), "\(drawn.pixel(frame.midX, frame.midY))")
        let screen = try ScreenLoader.single(path: project.document)
        #expect(!screen.substitutes.contains { $0.id == "logo" })
    }

    /// A CMYK JPEG, as Photoshop writes one (Adobe's marker, inks stored inverted), written by Pillow: drawn in the
    /// RGB its inks make without a profile, cyan 0, magenta 160, yellow 200 and no black → (255, 95, 55), not
    /// refused, as iOS draws it.
    @Test(arguments: ControlDrawingTests.appearances) func cmykJPEGImageSet(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let photo = project.catalogue.appendingPathComponent("Logo.imageset/photo.jpg").path
        let script = "from PIL import Image; import sys; Image.new('CMYK', (60, 60), (0, 160, 200, 0)).save(sys.argv[1], quality=95)"
        let made = try Subprocess.run(["python3", "-c", script, photo])
        try #require(made.status == 0, "Pillow (.ci/setup --test): \(made.everything)")
        try project.write("Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "photo.jpg", "scale": "3x"}]}"#)
        let drawn = try Self.render(project, device: "iphone-15-pro", appearance)
        let frame = try drawn.frame("logo")
        #expect(drawn.pixel(frame.midX, frame.midY).near(RGB(hex: 0xFF5F37), 3), "\(drawn.pixel(frame.midX, frame.midY))")
    }

    /// A JPEG whose header states 16384 × 16384 pixels (more than Bezel reads of one image) is never decoded: the
    /// document still loads, the image a named placeholder, as Xcode opens it. A JPEG cut after its first bytes
    /// is refused by libjpeg's own message, naming the file, exit status 2.
    @Test func hostileJPEGsAreRefused() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let photo = project.catalogue.appendingPathComponent("Logo.imageset/photo.jpg").path
        let made = try Subprocess.run(["python3", "-c", "from PIL import Image; import sys; Image.new('RGB', (8, 8)).save(sys.argv[1])", photo])
        try #require(made.status == 0, "Pillow (.ci/setup --test): \(made.everything)")
        try project.write("Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "photo.jpg"}]}"#)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: photo)))
        // The baseline frame header (ITU-T T.81, B.2.2): FF C0, length, precision, height, width.
        let sof = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        let original = bytes
        bytes.replaceSubrange(sof + 5..<sof + 9, with: [0x40, 0x00, 0x40, 0x00])
        try Data(bytes).write(to: URL(fileURLWithPath: photo))
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.assetImages["Logo"] == nil)
        #expect(screen.substitutes.contains { $0.what == "image past the screen's image budget" && $0.name == "Logo" }, "\(screen.substitutes)")
        try Data(original.prefix(30)).write(to: URL(fileURLWithPath: photo))
        do {
            _ = try ScreenLoader.single(path: project.document)
            Issue.record("a cut JPEG was read")
        } catch {
            #expect(error.description.contains("photo.jpg' is not a JPEG Bezel can draw"), "\(error.description)")
        }
    }

    /// An image set in a format Bezel does not draw (HEIC) is drawn as the placeholder and named by its format.
    @Test func heicImageSetIsNamed() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Assets.xcassets/Logo.imageset/logo.heic", "not decoded")
        try project.write("Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "logo.heic"}]}"#)
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains(Substitute(.undrawable(format: "HEIC"), id: "logo", name: "Logo")))
    }

    /// A PNG in Apple's CgBI variant (the `CgBI` chunk before `IHDR` that Xcode's build writes,
    /// https://iphonedevwiki.net/index.php/CgBI_file_format), committed in a catalogue or beside the document, is a
    /// placeholder named by its format, not an error: libpng cannot decode it, and the document still lays out.
    @Test func cgbiPNGIsNamedNotRefused() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        // The signature, then a CgBI chunk (length 4, type, data, CRC) and the start of IHDR: enough to be known.
        let cgbi: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 4] + Array("CgBI".utf8) + [0x50, 0, 0x20, 0x02, 0x2B, 0xD5, 0xB3, 0x7F]
            + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
        try project.write("Assets.xcassets/Logo.imageset/logo.png", cgbi)
        try project.write("Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "logo.png"}]}"#)
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains(Substitute(.undrawable(format: "CgBI PNG"), id: "logo", name: "Logo")))
    }

    /// A file named `.png` that holds no image (here a link checked out as its text) is a named placeholder, not
    /// an error: the document still lays out, as Interface Builder still opens it.
    @Test func imageFileWithoutAnImageIsNamed() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Assets.xcassets/Logo.imageset/logo.png", "../Other.imageset/logo.png")
        try project.write("Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "logo.png"}]}"#)
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains(Substitute(.undrawable(format: "broken PNG"), id: "logo", name: "Logo")))
    }

    /// Without the catalogue the same document draws the image view as the placeholder and names the image.
    @Test func imageMissingFromEveryCatalogueIsNamed() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        try FileManager.default.removeItem(at: project.catalogue.appendingPathComponent("Logo.imageset"))
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains(Substitute(.notInCatalogue, id: "logo", name: "Logo")))
        let drawn = try Self.render(project, device: "iphone-15-pro", .light)
        let frame = try drawn.frame("logo")
        #expect(!drawn.pixel(frame.minX + 3, frame.minY + 3).near(RGB(hex: Self.green), 40))
    }
}
