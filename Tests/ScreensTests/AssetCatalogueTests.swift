@testable import Diagnostics
import Foundation
import Geometry
@testable import Screens
import TestSupport
import Testing

/// Asset catalogues read as Xcode writes them, and refused with one message naming the culprit when they are
/// broken or hostile: bad JSON, a file that is a link out of the catalogue, a file name with `..`, a
/// Contents.json over its size limit. Nothing is read outside the catalogue.
@Suite struct AssetCatalogueTests {
    /// A scratch project: `.git` at the root, `App/Assets.xcassets`, and `App/Main.xib` with one image view
    /// showing `Logo` and one view coloured `Brand`.
    struct Project {
        let root: URL
        var catalogue: URL { root.appendingPathComponent("App/Assets.xcassets") }
        var document: String { root.appendingPathComponent("App/Main.xib").path }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-assets-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: catalogue, withIntermediateDirectories: true)
            try write("App/Main.xib", InterfaceBuilderFixture.xib(
                toolsVersion: "21701", propertyAccessControl: false, traitCollections: false, safeAreas: false,
                colorMatched: false, objects: """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <imageView contentMode="scaleToFill" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                            <rect key="frame" x="0" y="0" width="20" height="20"/>
                        </imageView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="swatch">
                            <rect key="frame" x="0" y="40" width="20" height="20"/>
                            <color key="backgroundColor" name="Brand"/>
                        </view>
                    </subviews>
                </view>
                """))
        }

        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        /// A black greyscale PNG of `side` × `side` pixels at `path` inside the catalogue, made by Pillow.
        func writeBlankPNG(_ path: String, side: Int) throws {
            let png = catalogue.appendingPathComponent(path).path
            let made = try Subprocess.run(["python3", "-c", "from PIL import Image; import sys; Image.new('L', (\(side), \(side))).save(sys.argv[1])", png])
            try #require(made.status == 0, "Pillow (.ci/setup --test): \(made.everything)")
        }

        /// The one error loading the document gives.
        func error() throws -> String {
            do {
                _ = try ScreenLoader.screens(path: document)
            } catch {
                #expect(error.diagnostics.count == 1)
                return error.diagnostics.map(\.description).joined(separator: "\n")
            }
            Issue.record("the document loaded")
            return ""
        }
    }

    static let brand = #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x33", "green": "0x66", "blue": "0x99", "alpha": "1.000"}}}]}"#

    @Test func readsTheNamedColourAndFindsTheCatalogueAboveTheDocument() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Brand.colorset/Contents.json", Self.brand)
        let screen = try #require(try ScreenLoader.screens(path: project.document).first)
        #expect(screen.view(withID: "swatch")?.color == "#336699")
        #expect(screen.assetDigest != nil)
    }

    /// A colour set Xcode saved as a system colour by name (`"reference": "labelColor"`) is that system colour,
    /// which follows the appearance; an unknown name in an iPhone or iPad entry is refused naming the file, at the
    /// key, and one in another platform's entry is passed over.
    @Test func aColourSetReferringToASystemColourIsThatColour() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Brand.colorset/Contents.json", #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemIndigoColor"}}]}"#)
        let screen = try #require(try ScreenLoader.screens(path: project.document).first)
        #expect(screen.view(withID: "swatch")?.color == SystemColor.systemIndigo.rawValue)
        // iOS 13's brown and iOS 15's mint and cyan too: a colour set naming one refused every document that
        // read its catalogue (a tutorial repository of explore26, whose documents read every catalogue in it).
        for colour in [SystemColor.systemBrown, .systemMint, .systemCyan] {
            try project.write(
                "App/Assets.xcassets/Brand.colorset/Contents.json",
                #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "\#(colour.rawValue)Color"}}]}"#)
            let screen = try #require(try ScreenLoader.screens(path: project.document).first)
            #expect(screen.view(withID: "swatch")?.color == colour.rawValue)
        }
        // A catalogue shared with a Mac target: its mac entry names a colour only macOS has. The iOS entry is the
        // colour; a set with no iOS entry and nothing Bezel can read is no colour, and refuses nothing.
        try project.write(
            "App/Assets.xcassets/Brand.colorset/Contents.json",
            #"{"colors": [{"idiom": "mac", "color": {"platform": "osx", "reference": "windowBackgroundColor"}}, {"idiom": "universal", "color": {"platform": "ios", "reference": "systemIndigoColor"}}]}"#)
        #expect(try #require(try ScreenLoader.screens(path: project.document).first).view(withID: "swatch")?.color == SystemColor.systemIndigo.rawValue)
        try project.write("App/Assets.xcassets/Brand.colorset/Contents.json", #"{"colors": [{"idiom": "mac", "color": {"platform": "osx", "reference": "windowBackgroundColor"}}]}"#)
        #expect(try ScreenLoader.screens(path: project.document).first != nil)
        // UIColor's fixed colours by their published components (darkText black, as documents save it), and a
        // UIKit colour with no published value passes the set over instead of refusing every document that reads
        // the catalogue (explore27: three documents of one app whose text colour set names `darkTextColor`).
        for (reference, value) in [("darkTextColor", "#000000FF"), ("orangeColor", "#FF8000FF"), ("clearColor", "#00000000")] {
            try project.write(
                "App/Assets.xcassets/Brand.colorset/Contents.json",
                #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "\#(reference)"}}]}"#)
            #expect(try #require(try ScreenLoader.screens(path: project.document).first).view(withID: "swatch")?.color == value)
        }
        // lightText is white at alpha 0.6, the value Xcode saves for it (docs/research/ib-defaults.md §152).
        try project.write("App/Assets.xcassets/Brand.colorset/Contents.json", #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "lightTextColor"}}]}"#)
        #expect(try #require(try ScreenLoader.screens(path: project.document).first).view(withID: "swatch")?.color == "#FFFFFF99")
        try project.write("App/Assets.xcassets/Brand.colorset/Contents.json", #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "underPageBackgroundColor"}}]}"#)
        #expect(try ScreenLoader.screens(path: project.document).first != nil)
        try project.write("App/Assets.xcassets/Brand.colorset/Contents.json", #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "plaidColor"}}]}"#)
        #expect(try project.error().contains("Brand.colorset/Contents.json:1:65: error: asset catalogue: colour reference 'plaidColor'"))
    }

    /// A file an image set lists but does not hold leaves its slot empty, as actool builds it (with a warning):
    /// the set's other files are drawn, and a set left with none is named, never a refusal of the document.
    @Test func aListedFileTheSetDoesNotHoldLeavesItsSlotEmpty() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "scale": "2x", "filename": "gone.png"}]}"#)
        let screen = try #require(try ScreenLoader.screens(path: project.document).first)
        #expect(screen.assetImages["Logo"] == nil)
        #expect(screen.substitutes.contains(Substitute(.notInCatalogue, id: "logo", name: "Logo")))
    }

    /// Two 6000 × 6000 photos pass the screen's image budget together (8192 × 8192 pixels) but not alone:
    /// the first is drawn, the second is a named placeholder, and the document still loads.
    @Test func anImagePastTheScreensBudgetIsAPlaceholder() throws {
        let project = try Project()
        defer { project.remove() }
        for name in ["One", "Two"] {
            try project.write("App/Assets.xcassets/\(name).imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "photo.png"}]}"#)
            try project.writeBlankPNG("\(name).imageset/photo.png", side: 6000)
        }
        try project.write("App/Main.xib", InterfaceBuilderFixture.xib(
            toolsVersion: "21701", propertyAccessControl: false, traitCollections: false, safeAreas: false,
            colorMatched: false, objects: """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>
                    <imageView contentMode="scaleToFill" image="One" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                        <rect key="frame" x="0" y="0" width="20" height="20"/>
                    </imageView>
                    <imageView contentMode="scaleToFill" image="Two" translatesAutoresizingMaskIntoConstraints="NO" id="two">
                        <rect key="frame" x="0" y="40" width="20" height="20"/>
                    </imageView>
                </subviews>
            </view>
            """))
        let screen = try #require(try ScreenLoader.screens(path: project.document).first)
        #expect(screen.assetImages["One"] != nil)
        #expect(screen.assetImages["Two"] == nil)
        #expect(screen.substitutes.contains(Substitute(.pastBudget, id: "two", name: "Two")))
    }

    /// A catalogue image longer than Bezel keeps an image (8192 pixels a side; a wallpaper 11,200 pixels tall
    /// is a real case) is drawn, not refused, and not a placeholder: kept at half its size by the box filter,
    /// with the file's own size in points. The file is 8,200 × 10 pixels, red left of x = 4,100 and blue from
    /// there: kept as 4,100 × 5, red up to x = 2,049 and blue from 2,050.
    @Test func anImageLongerThanBezelKeepsIsReducedNotRefused() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "wide.png"}]}"#)
        let png = project.catalogue.appendingPathComponent("Logo.imageset/wide.png").path
        let made = try Subprocess.run(["python3", "-c", """
            from PIL import Image; import sys
            image = Image.new('RGB', (8200, 10), (255, 0, 0)); image.paste((0, 0, 255), (4100, 0, 8200, 10)); image.save(sys.argv[1])
            """, png])
        try #require(made.status == 0, "Pillow (.ci/setup --test): \(made.everything)")
        let screen = try #require(try ScreenLoader.screens(path: project.document).first)
        let image = try #require(screen.assetImages["Logo"]?.variant(for: .phone, scale: 3, appearance: .light)?.image)
        #expect(image.width == 4100 && image.height == 5)
        #expect(image.fileWidth == 8200 && image.fileHeight == 10)
        #expect(image.size(atScale: 1) == Size(width: 8200, height: 10))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4]) }
        #expect(pixel(0, 0) == [255, 0, 0, 255] && pixel(2049, 4) == [255, 0, 0, 255])
        #expect(pixel(2050, 0) == [0, 0, 255, 255] && pixel(4099, 4) == [0, 0, 255, 255])
        #expect(!screen.substitutes.contains { $0.name == "Logo" })
    }

    /// A catalogue file past the byte limit of images (64 MiB) is a named placeholder, as one past the pixel budget
    /// is, never a refusal of the document Xcode opens. The file is sparse: its size is read, not its bytes.
    @Test func anImageFilePastTheByteLimitIsAPlaceholder() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "huge.png"}]}"#)
        let path = project.catalogue.appendingPathComponent("Logo.imageset/huge.png").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()
        let screen = try #require(try ScreenLoader.screens(path: project.document).first)
        #expect(screen.assetImages["Logo"] == nil)
        #expect(screen.substitutes.contains(Substitute(.pastBudget, id: "logo", name: "Logo")))
    }

    /// A set of three 5,400 × 5,400 photos, @1x, @2x and @3x (29.2 million pixels each, 87.5 million together,
    /// past the 8192 × 8192 = 67.1 million pixel budget): UIKit loads only the file the trait collection picks
    /// (https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)), and every iPhone
    /// and iPad that runs iOS 10 or later is @2x or @3x (https://developer.apple.com/library/archive/documentation/DeviceInformation/Reference/iOSDeviceCompatibility/Displays/Displays.html),
    /// so only those two files are decoded and the screen draws them: no placeholder, no refusal.
    @Test func onlyTheVariantsAProfileShowsAreDecoded() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"""
            {"images": [{"idiom": "universal", "scale": "1x", "filename": "a.png"},
                        {"idiom": "universal", "scale": "2x", "filename": "b.png"},
                        {"idiom": "universal", "scale": "3x", "filename": "c.png"}]}
            """#)
        for name in ["a", "b", "c"] { try project.writeBlankPNG("Logo.imageset/\(name).png", side: 5400) }
        let screen = try #require(try ScreenLoader.screens(path: project.document).first)
        let logo = try #require(screen.assetImages["Logo"])
        #expect(logo.variants.map(\.image.path) == ["Logo.imageset/b.png", "Logo.imageset/c.png"])
        #expect(logo.variant(for: .phone, scale: 3, appearance: .light)?.image.path == "Logo.imageset/c.png")
        #expect(logo.variant(for: .pad, scale: 2, appearance: .dark)?.image.path == "Logo.imageset/b.png")
        #expect(!screen.substitutes.contains { $0.name == "Logo" })
    }

    /// A file the looks pick that holds no image (a Git LFS pointer) is set aside and the looks pick again, as
    /// the set's other files: with the @3x file broken, every profile falls back to the @1x file, which no
    /// profile would load otherwise (only @2x and @3x devices); the dark entry is decoded for dark profiles.
    @Test func aPickedFileThatHoldsNoImageLeavesTheNextChoice() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"""
            {"images": [{"idiom": "universal", "scale": "1x", "filename": "a.png"},
                        {"idiom": "universal", "scale": "3x", "filename": "c.png"},
                        {"idiom": "universal", "scale": "2x", "filename": "d.png", "appearances": [{"appearance": "luminosity", "value": "dark"}]}]}
            """#)
        try project.write("App/Assets.xcassets/Logo.imageset/c.png", "version https://git-lfs.github.com/spec/v1\n")
        for name in ["a", "d"] { try project.writeBlankPNG("Logo.imageset/\(name).png", side: 4) }
        let screen = try #require(try ScreenLoader.screens(path: project.document).first)
        let logo = try #require(screen.assetImages["Logo"])
        #expect(logo.variants.map(\.image.path) == ["Logo.imageset/a.png", "Logo.imageset/d.png"])
        #expect(logo.variant(for: .phone, scale: 3, appearance: .light)?.image.path == "Logo.imageset/a.png")
        #expect(logo.variant(for: .phone, scale: 3, appearance: .dark)?.image.path == "Logo.imageset/d.png")
        // Drawn, but not from the file a @3x device loads: the run names it.
        #expect(logo.otherFileStandsIn == true)
        #expect(screen.substitutes.contains { $0.what == Substitute.imageWithUndrawnFile && $0.name == "Logo" })
    }

    /// Every file the profiles load was read: nothing stands in, nothing is named.
    @Test func aSetWhoseShownFilesAllReadIsNotNamed() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"""
            {"images": [{"idiom": "universal", "scale": "2x", "filename": "b.png"},
                        {"idiom": "universal", "scale": "3x", "filename": "c.png"}]}
            """#)
        for name in ["b", "c"] { try project.writeBlankPNG("Logo.imageset/\(name).png", side: 4) }
        let screen = try #require(try ScreenLoader.screens(path: project.document).first)
        #expect(try #require(screen.assetImages["Logo"]).otherFileStandsIn == nil)
        #expect(!screen.substitutes.contains { $0.name == "Logo" })
    }

    /// Named at the place the parser stopped: here the end of the file, just after its 36 bytes.
    @Test func malformedJSONNamesTheFile() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Brand.colorset/Contents.json", #"{"colors": [ {"idiom": "universal", "#)
        let message = try project.error()
        #expect(message.contains("Brand.colorset/Contents.json:1:37: error:"), "\(message)")
        #expect(message.contains("not valid JSON"))
    }

    /// A broken image shown by several views is one problem, said once: three views and a button showing a set
    /// whose PNG is cut after its signature give one message at the set's Contents.json, not one per view.
    @Test func aBrokenImageShownByManyViewsIsOneMessage() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "logo.png", "scale": "2x"}]}"#)
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: project.catalogue.appendingPathComponent("Logo.imageset/logo.png"))
        let views = (0..<3).map { n in
            """
            <imageView contentMode="scaleToFill" image="Logo" id="logo\(n)"><rect key="frame" x="0" y="\(n * 30)" width="20" height="20"/></imageView>
            """
        }.joined(separator: "\n")
        try project.write("App/Main.xib", InterfaceBuilderFixture.xib(
            toolsVersion: "21701", propertyAccessControl: false, traitCollections: false, safeAreas: false,
            colorMatched: false, objects: """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>
                    \(views)
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                        <rect key="frame" x="0" y="100" width="80" height="30"/>
                        <state key="normal" title="Go" image="Logo"/>
                    </button>
                </subviews>
            </view>
            """))
        do {
            _ = try ScreenLoader.screens(path: project.document)
            Issue.record("the document loaded")
        } catch {
            #expect(error.diagnostics.count == 1, "\(error.description)")
            #expect(error.description.contains("Logo.imageset/Contents.json:1:1: error: image 'Logo.imageset/logo.png' is not a PNG"), "\(error.description)")
        }
    }

    @Test func aComponentXcodeNeverWritesNamesTheFile() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Brand.colorset/Contents.json", Self.brand.replacingOccurrences(of: "0x33", with: "lots"))
        #expect(try project.error().contains("Contents.json:1:84: error: asset catalogue: colour component 'red'"))
        // On the line and column of the key when Xcode's layout spreads the file over lines.
        let spread = Self.brand.replacingOccurrences(of: "0x33", with: "lots").replacingOccurrences(of: ", \"", with: ",\n  \"")
        try project.write("App/Assets.xcassets/Brand.colorset/Contents.json", spread)
        #expect(try project.error().contains("Contents.json:3:18: error: asset catalogue: colour component 'red'"))
    }

    /// An image file that is a symbolic link to a file outside the catalogue is refused, not read.
    @Test func aLinkOutOfTheCatalogueIsRefused() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("secret.png", "not for Bezel")
        try project.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "logo.png", "scale": "2x"}]}"#)
        try FileManager.default.createSymbolicLink(
            atPath: project.catalogue.appendingPathComponent("Logo.imageset/logo.png").path, withDestinationPath: "../../../secret.png")
        let message = try project.error()
        #expect(message.contains("logo.png"), "\(message)")
        #expect(message.contains("link"), "\(message)")
    }

    @Test func aFileNameThatLeavesTheSetIsRefused() throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": "../../../secret.png"}]}"#)
        #expect(try project.error().contains("is not a name inside the set"))
    }

    /// A NUL in `filename` (JSON's `\u0000`) names no file: the C path functions would stop at it and read
    /// `logo.png` for `logo.png\u0000.svg`. It is refused at the name, as a name holding `/` is.
    @Test(arguments: [#"logo.png\u0000.svg"#, #"logo.png\u0000x"#, #"\u0000"#])
    func aFileNameHoldingANulIsRefusedAtTheName(_ name: String) throws {
        let project = try Project()
        defer { project.remove() }
        try project.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"{"images": [{"idiom": "universal", "filename": ""# + name + #""}]}"#)
        let message = try project.error()
        #expect(message.contains("Logo.imageset/Contents.json:1:"), "\(message)")
        #expect(message.contains("\\0"), "\(message)")
        #expect(message.contains("is not a name inside the set"), "\(message)")
    }

    @Test func anOversizedContentsFileIsRefusedBeforeItIsRead() throws {
        let project = try Project()
        defer { project.remove() }
        let padding = String(repeating: " ", count: AssetContents.byteLimit)
        try project.write("App/Assets.xcassets/Brand.colorset/Contents.json", Self.brand + padding)
        #expect(try project.error().contains("Brand.colorset/Contents.json"))
    }

    /// A catalogue that is itself a link (here to one outside the project) is not taken.
    @Test func aLinkedCatalogueIsNotTaken() throws {
        let project = try Project()
        defer { project.remove() }
        try FileManager.default.removeItem(at: project.catalogue)
        // Beside the project's folder, not in it: catalogues below the project's root are found by walking it.
        let outside = project.root.deletingLastPathComponent().appendingPathComponent(project.root.lastPathComponent + "-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        let elsewhere = outside.appendingPathComponent("Elsewhere.xcassets")
        try FileManager.default.createDirectory(at: elsewhere.appendingPathComponent("Brand.colorset"), withIntermediateDirectories: true)
        try Data(Self.brand.utf8).write(to: elsewhere.appendingPathComponent("Brand.colorset/Contents.json"))
        try FileManager.default.createSymbolicLink(atPath: project.catalogue.path, withDestinationPath: elsewhere.path)
        let screen = try #require(try ScreenLoader.screens(path: project.document).first)
        #expect(screen.view(withID: "swatch")?.color == nil)
        // Named on the command line, the same catalogue is read.
        let named = try #require(try ScreenLoader.screens(path: project.document, assets: [elsewhere.path]).first)
        #expect(named.view(withID: "swatch")?.color == "#336699")
    }

    /// The walk stops at the project's root (`.git`): a catalogue beside the project is not the project's.
    @Test func theSearchStopsAtTheProjectRoot() throws {
        let project = try Project()
        defer { project.remove() }
        try FileManager.default.removeItem(at: project.catalogue)
        try project.write("App/Nested/Deeper/Main.xib", try String(contentsOfFile: project.document, encoding: .utf8))
        try project.write("App/Assets.xcassets/Brand.colorset/Contents.json", Self.brand)
        let deeper = try #require(try ScreenLoader.screens(path: project.root.appendingPathComponent("App/Nested/Deeper/Main.xib").path).first)
        #expect(deeper.view(withID: "swatch")?.color == "#336699")
        try FileManager.default.removeItem(at: project.root.appendingPathComponent(".git"))
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("App/Nested/.git"), withIntermediateDirectories: true)
        let stopped = try #require(try ScreenLoader.screens(path: project.root.appendingPathComponent("App/Nested/Deeper/Main.xib").path).first)
        #expect(stopped.view(withID: "swatch")?.color == nil)
    }

    /// Xcode's three spellings of one byte, and fractions, read the same.
    @Test func componentForms() {
        #expect(AssetColour.component("0x80") == 128.0 / 255)
        #expect(AssetColour.component("128") == 128.0 / 255)
        #expect(AssetColour.component("0.502") == 0.502)
        #expect(AssetColour.component("1.000") == 1)
        #expect(AssetColour.component("0x1FF") == nil)
        #expect(AssetColour.component("256") == nil)
        #expect(AssetColour.component("nan") == nil)
    }

    /// The variant a profile gets: its own idiom first, dark only in dark, the exact scale first.
    @Test func variantChoice() {
        func variant(_ idiom: String, _ scale: Int, dark: Bool = false) -> AssetImage.Variant {
            AssetImage.Variant(idiom: idiom, scale: scale, dark: dark, image: ImageFile(path: "\(idiom)\(scale)\(dark)", sha256: "", width: 1, height: 1, pixels: [0, 0, 0, 0]))
        }
        let image = AssetImage(name: "x", variants: [variant("universal", 2), variant("universal", 3), variant("iphone", 2), variant("ipad", 2), variant("universal", 3, dark: true)])
        #expect(image.variant(for: .phone, scale: 3, appearance: .light)?.image.path == "iphone2false")
        #expect(image.variant(for: .pad, scale: 2, appearance: .light)?.image.path == "ipad2false")
        #expect(image.variant(for: .tv, scale: 1, appearance: .light)?.image.path == "universal2false")
        #expect(image.variant(for: .tv, scale: 3, appearance: .dark)?.image.path == "universal3true")
        #expect(image.variant(for: .tv, scale: 3, appearance: .light)?.image.path == "universal3false")
    }
}
