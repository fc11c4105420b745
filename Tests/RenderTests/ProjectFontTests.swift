import Devices
import Diagnostics
import Foundation
import Geometry
@testable import Layout
import PNG
import Render
import Screens
import Testing
import TestSupport
import Text

/// A font the document names, found among the project's font files, sets the label: its width is the
/// face's advances as HarfBuzz's own shaper (`hb-shape`, Debian's `libharfbuzz-bin`) gives them, its height
/// the face's ascender minus descender read from the file's `hhea` table here, and neither is the
/// substitute's. The font is Debian's Noto Serif Bold (`fonts-noto-core`, installed by `.ci/setup`, SIL Open
/// Font License 1.1), copied into a scratch project at test time under another file name; nothing is committed.
@Suite(.serialized) struct ProjectFontTests {
    static let debianFont = "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf"
    static let text = "Hamburgefonstiv 0123"
    static let pointSize = 20.0

    /// A label in `name` (family `family`), pinned to the root's top left only, so its frame is its intrinsic size.
    static func document(name: String, family: String, customFonts: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            \(customFonts)
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="20" y="100" width="200" height="27"/>
                            <fontDescription key="fontDescription" name="\(name)" family="\(family)" pointSize="\(Int(pointSize))"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// A project with the Debian font copied to `Resources/Fonts/Brand.ttf` (another file name than Debian's:
    /// the face is found by its PostScript name, not its file) and `App/Main.xib` naming `name`.
    static func project(_ tag: String, name: String = "NotoSerif-Bold", family: String = "Noto Serif", font: Bool = true) throws -> AssetProject {
        let project = try AssetProject(tag)
        if font {
            let fonts = project.root.appendingPathComponent("Resources/Fonts")
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: debianFont, toPath: fonts.appendingPathComponent("Brand.ttf").path)
        }
        try project.write("Main.xib", document(name: name, family: family))
        return project
    }

    static func labelFrame(_ project: AssetProject) throws -> (screen: Screen, frame: Rect, profile: Profile) {
        let screen = try ScreenLoader.single(path: project.document)
        let profile = try RenderFixtures.profile("iphone-15-pro")
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let label = try #require(layout.view("title"))
        return (screen, label.frame, profile)
    }

    /// The advance of `text` in `font` at `pointSize`, in points, by hb-shape (OpenType functions, as the
    /// typesetter shapes), and the face's units per em read from its `head` table.
    static func hbShapeWidth(_ font: String) throws -> Double {
        let result = try Subprocess.run([
            "hb-shape", "--font-file=\(font)", "--font-funcs=ot", "--no-glyph-names", "--output-format=json", text,
        ])
        try #require(result.status == 0, "\(result.error)")
        let glyphs = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Int]])
        let advance = glyphs.reduce(0) { $0 + ($1["ax"] ?? 0) }
        return Double(advance) * pointSize / Double(try table(font).unitsPerEm)
    }

    /// `head`'s units per em and `hhea`'s ascender and descender, read from the file's table directory.
    static func table(_ font: String) throws -> (unitsPerEm: Int, ascender: Int, descender: Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: font)))
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func i16(_ at: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(at)))) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        var offsets: [String: Int] = [:]
        for index in 0..<u16(4) {
            let record = 12 + 16 * index
            offsets[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = u32(record + 8)
        }
        let head = try #require(offsets["head"]), hhea = try #require(offsets["hhea"])
        return (u16(head + 18), i16(hhea + 4), i16(hhea + 6))
    }

    /// Up to the next whole device pixel, as UILabel's intrinsic size (`TypesetterMeasurer`).
    static func ceilToPixel(_ value: Double, scale: Double) -> Double { (value * scale - 1e-6).rounded(.up) / scale }

    @Test(.enabled(if: Subprocess.which("hb-shape") != nil && FileManager.default.fileExists(atPath: debianFont)))
    func aProjectFontSetsTheLabelAsHBShapeMeasuresIt() throws {
        let project = try Self.project("project-font")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let copy = project.root.appendingPathComponent("Resources/Fonts/Brand.ttf").path
        let (screen, frame, profile) = try Self.labelFrame(project)
        let scale = profile.scale
        let width = try Self.hbShapeWidth(copy)
        let metrics = try Self.table(copy)
        let height = Double(metrics.ascender - metrics.descender) * Self.pointSize / Double(metrics.unitsPerEm)
        #expect(abs(frame.width - Self.ceilToPixel(width, scale: scale)) < 1e-9, "laid out \(frame.width), hb-shape \(width)")
        #expect(abs(frame.height - Self.ceilToPixel(height, scale: scale)) < 1e-9, "laid out \(frame.height), hhea \(height)")
        // Found, so not named among the stand-ins.
        #expect(!screen.substitutes.contains { $0.what == "substitute font" }, "\(screen.substitutes)")

        // Without the file the label is the substitute's (Inter at the weight the name states), and named.
        let bare = try Self.project("project-font-missing", font: false)
        defer { try? FileManager.default.removeItem(at: bare.root) }
        let (substituted, substituteFrame, _) = try Self.labelFrame(bare)
        #expect(abs(substituteFrame.width - frame.width) > 1, "substitute \(substituteFrame.width), project font \(frame.width)")
        #expect(abs(substituteFrame.height - frame.height) > 1, "substitute \(substituteFrame.height), project font \(frame.height)")
        #expect(substituted.substitutes.contains(Substitute(what: "substitute font", id: "title", name: "NotoSerif-Bold")))
    }

    /// The system font under its other names (`SystemFontAlias`): Xcode 7's `.HelveticaNeueDeskInterface-MediumP4`
    /// (family "San Francisco Text"), the font system's `.AppleSystemUIFont`, and Apple's SF Pro download the project
    /// does not ship, are San Francisco at the weight the name states: laid out as wide as the same label in
    /// `<fontDescription type="system" weight=…>`, and not named as a substitute. An unknown family is not.
    @Test(arguments: [
        (".HelveticaNeueDeskInterface-MediumP4", "San Francisco Text", "system-medium"), (".AppleSystemUIFont", ".AppleSystemUIFont", "system"),
        ("SFProText-Semibold", "SF Pro Text", "system-semibold"), ("SFProDisplay-Bold", "SF Pro Display", "system-bold"),
    ])
    func theSystemFontUnderItsOtherNamesIsTheSystemFont(name: String, family: String, systemName: String) throws {
        let project = try Self.project("system-alias", name: name, family: family, font: false)
        defer { try? FileManager.default.removeItem(at: project.root) }
        let (screen, frame, _) = try Self.labelFrame(project)
        #expect(!screen.substitutes.contains { $0.what == "substitute font" }, "\(screen.substitutes)")
        let system = ViewTypography.font(named: systemName, size: Self.pointSize)
        #expect(ViewTypography.font(named: name, size: Self.pointSize) == system)
        let typesetter = try Typesetter.standard()
        #expect(abs(frame.width - Self.ceilToPixel(typesetter.width(of: Self.text, font: system), scale: 3)) < 1e-9, "\(frame.width)")
        // A family Bezel does not know stays a named substitute in untracked Inter.
        #expect(ViewTypography.font(named: "SFCompactText-Regular", size: Self.pointSize) != system)
    }

    /// Matched by family and the style the name states when no face has the PostScript name itself.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: debianFont)))
    func aFaceIsFoundByFamilyAndStyle() throws {
        let project = try Self.project("project-font-family", name: "NotoSerif Bold", family: "Noto Serif")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let (screen, _, _) = try Self.labelFrame(project)
        #expect(!screen.substitutes.contains { $0.what == "substitute font" }, "\(screen.substitutes)")
    }

    /// The picture is drawn with the face too: the text's glyphs are the project face's, the SVG names its
    /// family first, and resvg, drawing the SVG's outlines, agrees with our PNG.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: debianFont)))
    func thePictureIsDrawnInTheProjectFace() throws {
        let project = try Self.project("project-font-picture")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        let profile = try RenderFixtures.profile("iphone-15-pro")
        let textImage = try RenderFixtures.pipeline(RenderOptions(formats: [.svg])).render(screen: screen, profile: profile)
        #expect(try #require(textImage.svg).contains("font-family=\"'Noto Serif', Inter,"))
        guard Subprocess.which("resvg") != nil else { return }
        let image = try RenderFixtures.pipeline(RenderOptions(textAsPaths: true)).render(screen: screen, profile: profile)
        let folder = try RenderFixtures.scratchFolder("project-font-resvg")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SecondRendererTests.compareWithResvg(svg: try #require(image.svg), png: try #require(image.png), in: folder, name: "font")
        #expect(result.ratio < 0.005, "\(result.differentPixels) of \(result.totalPixels) pixels differ")
    }

    /// A font file that starts as a TrueType font and then breaks, named as the font the document asks for: one
    /// error naming the file, at the document's font description; a broken file the document does not name is
    /// left alone.
    @Test func aBrokenFontFileIsOneErrorNamingIt() throws {
        let project = try Self.project("project-font-broken", name: "Brand-Bold", family: "Brand", font: false)
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Fonts/Brand-Bold.ttf", [0, 1, 0, 0] + Array("then not a font at all".utf8))
        try project.write("Fonts/Other.otf", [0, 1, 0, 0, 0, 9, 0, 0])
        do {
            _ = try ScreenLoader.single(path: project.document)
            Issue.record("the document loaded")
        } catch {
            #expect(error.diagnostics.count == 1)
            let message = error.diagnostics.map(\.description).joined(separator: "\n")
            #expect(message.contains("Main.xib:"), "\(message)")
            #expect(message.contains("Fonts/Brand-Bold.ttf' cannot be used (FreeType error"), "\(message)")
            #expect(message.contains("'Brand-Bold'"), "\(message)")
        }
    }

    /// A broken font file that several labels name is one problem, said once at the first label that names it,
    /// not once per label.
    @Test func aBrokenFontFileNamedByManyLabelsIsOneError() throws {
        let project = try Self.project("project-font-broken-many", name: "Brand-Bold", family: "Brand", font: false)
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Fonts/Brand-Bold.ttf", [0, 1, 0, 0] + Array("then not a font at all".utf8))
        let document = Self.document(name: "Brand-Bold", family: "Brand")
        let start = try #require(document.range(of: "<label")?.lowerBound)
        let end = try #require(document.range(of: "</label>")?.upperBound)
        let label = start..<end
        let copies = (1...3).map { document[label].replacingOccurrences(of: "id=\"title\"", with: "id=\"copy\($0)\"") }
        try project.write("Main.xib", document.replacingCharacters(in: label, with: ([String(document[label])] + copies).joined(separator: "\n")))
        do {
            _ = try ScreenLoader.single(path: project.document)
            Issue.record("the document loaded")
        } catch {
            #expect(error.diagnostics.count == 1, "\(error.description)")
            #expect(error.description.contains("Fonts/Brand-Bold.ttf' cannot be used"), "\(error.description)")
        }
    }

    /// A Git LFS pointer checked out in place of the font the document names (its object never fetched, as on a
    /// CI clone without `git lfs pull`): the file holds no font, so the document loads and the label is drawn in
    /// the named substitute, as an image set's pointer is drawn as a named placeholder. A file that starts as a
    /// font and then breaks stays the error (above).
    @Test func aFontFileThatHoldsNoFontIsSubstitutedByName() throws {
        let project = try Self.project("project-font-lfs", name: "Brand-Bold", family: "Brand", font: false)
        defer { try? FileManager.default.removeItem(at: project.root) }
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"
        try project.write("Fonts/Brand-Bold.ttf", Array(pointer.utf8))
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains(Substitute(what: "substitute font", id: "title", name: "Brand-Bold")), "\(screen.substitutes)")
    }

    static func view(_ id: String, in views: [ViewSpec]) -> ViewSpec? {
        for view in views {
            if view.id == id { return view }
            if let found = Self.view(id, in: view.views) { return found }
        }
        return nil
    }

    /// Interface Builder's `<customFonts>` list names the file that holds a PostScript name: of two files with
    /// that name, the listed one is used; a listed file that starts as a font and that FreeType refuses is the
    /// error, whatever its name.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: debianFont)))
    func theDocumentsCustomFontsListPicksTheFile() throws {
        let listed = #"<customFonts key="customFonts"><array key="Brand.ttf"><string>NotoSerif-Bold</string></array></customFonts>"#
        let project = try Self.project("project-font-listed")
        defer { try? FileManager.default.removeItem(at: project.root) }
        // An earlier copy in walk order (`A.ttf` before `Brand.ttf`) that the list does not name.
        try FileManager.default.copyItem(atPath: Self.debianFont, toPath: project.root.appendingPathComponent("Resources/Fonts/A.ttf").path)
        try project.write("Main.xib", Self.document(name: "NotoSerif-Bold", family: "Noto Serif", customFonts: listed))
        let screen = try ScreenLoader.single(path: project.document)
        let label = try #require(Self.view("title", in: screen.views))
        #expect(label.fontName?.hasSuffix("/Resources/Fonts/Brand.ttf#0") == true, "\(label.fontName ?? "nil")")
        try project.write("Main.xib", Self.document(name: "NotoSerif-Bold", family: "Noto Serif"))
        let unlisted = try #require(Self.view("title", in: try ScreenLoader.single(path: project.document).views))
        #expect(unlisted.fontName?.hasSuffix("/Resources/Fonts/A.ttf#0") == true, "\(unlisted.fontName ?? "nil")")

        let broken = try Self.project("project-font-listed-broken", name: "Brand-Bold", family: "Brand", font: false)
        defer { try? FileManager.default.removeItem(at: broken.root) }
        try broken.write("Fonts/Renamed.ttf", Array("OTTO then not a font".utf8))
        try broken.write("Main.xib", Self.document(
            name: "Brand-Bold", family: "Brand",
            customFonts: #"<customFonts key="customFonts"><array key="Renamed.ttf"><string>Brand-Bold</string></array></customFonts>"#))
        do {
            _ = try ScreenLoader.single(path: broken.document)
            Issue.record("the document loaded")
        } catch {
            #expect(error.diagnostics.map(\.description).joined().contains("Fonts/Renamed.ttf' cannot be used"), "\(error)")
        }
    }
}
