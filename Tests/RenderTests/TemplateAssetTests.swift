import Devices
import Diagnostics
import Foundation
import Geometry
import Layout
import Render
import Drawing
import Screens
import Testing
import TestSupport
import Text

/// A template is drawn with its project's asset catalogues as a document is (`ProjectAssets.apply(toTemplate:)`):
/// `image: Gear` on a bar button item, a tab item and an image view shows the catalogue's set at the profile's scale
/// and appearance (bar items as template images in their colour, docs/research/bars.md), a colour key names a colour
/// set with its dark variant, `AccentColor` tints a system button, a set wins over a loose file of the same name
/// (`UIImage(named:)` looks in the catalogue first), and a broken file is said once with its name. Every file is
/// written here: squares of one colour each.
@Suite struct TemplateAssetTests {
    typealias RGB = ControlDrawingTests.RGB

    static let lightPhoto: UInt32 = 0x00C000, darkPhoto: UInt32 = 0xC000C0
    static let brandLight: UInt32 = 0x108020, brandDark: UInt32 = 0xF06010
    static let accent: UInt32 = 0xC01090

    /// The project: `Gear` (a 20-pt red square, any appearance), `Photo` (40 pt, green, purple in dark), the colour
    /// set `Brand` (light and dark) and `AccentColor`.
    static func project(_ name: String) throws -> AssetProject {
        let project = try AssetProject(name)
        try project.writeImageSet("Gear", points: 20) { try AssetProject.png(side: $0, 0xFF0000) }
        let photo = "Assets.xcassets/Photo.imageset/"
        try project.write(photo + "light@2x.png", try AssetProject.png(side: 80, lightPhoto))
        try project.write(photo + "light@3x.png", try AssetProject.png(side: 120, lightPhoto))
        try project.write(photo + "dark@2x.png", try AssetProject.png(side: 80, darkPhoto))
        try project.write(photo + "dark@3x.png", try AssetProject.png(side: 120, darkPhoto))
        let dark = #""appearances": [{"appearance": "luminosity", "value": "dark"}]"#
        try project.write(photo + "Contents.json", """
            {"images": [
              {"idiom": "universal", "filename": "light@2x.png", "scale": "2x"},
              {"idiom": "universal", "filename": "light@3x.png", "scale": "3x"},
              {"idiom": "universal", "filename": "dark@2x.png", "scale": "2x", \(dark)},
              {"idiom": "universal", "filename": "dark@3x.png", "scale": "3x", \(dark)}
            ], "info": {"author": "xcode", "version": 1}}
            """)
        try project.write("Assets.xcassets/Brand.colorset/Contents.json",
                          AssetProject.colourSet(#"{"red": "0x10", "green": "0x80", "blue": "0x20", "alpha": "1.000"}"#,
                                                 dark: #"{"red": "0xF0", "green": "0x60", "blue": "0x10", "alpha": "1.000"}"#))
        try project.write("Assets.xcassets/AccentColor.colorset/Contents.json",
                          AssetProject.colourSet(#"{"red": "0xC0", "green": "0x10", "blue": "0x90", "alpha": "1.000"}"#))
        return project
    }

    /// Writes `yaml` as `App/screen.yml` of `project` and loads it.
    static func load(_ yaml: String, in project: AssetProject) throws -> Screen {
        try project.write("screen.yml", yaml)
        return try ScreenLoader.load(path: project.app.appendingPathComponent("screen.yml").path)
    }

    static let bars = """
        screen: assets
        controller:
          navigationBar: { title: Assets, trailingItems: [{ image: Gear }] }
          tabBar: { items: [{ title: Home, image: Gear }, Other] }
          toolbar: { items: [{ image: Gear }, Reply] }
        views:
          - { id: photo, kind: image, image: Photo, pin: { top: safeArea + 20, leading: superview + 20 }, width: 80, height: 80 }
          - { id: swatch, kind: view, color: Brand, pin: { top: safeArea + 120, leading: superview + 20 }, width: 80, height: 80 }
          - { id: go, kind: button, text: Go, pin: { top: safeArea + 220, leading: superview + 20 } }

        """

    /// The image view shows `Photo`'s variant for the appearance, scaled into its 80 pt; each bar's `Gear` is the
    /// 20-pt square in the bars' tint, the app's accent colour (`BarTintTests`; no red, no placeholder: the glyph box's
    /// faint fill would reach 12 pt from the centre), and nothing of them is named as not drawn exactly.
    @Test(arguments: BarItemDrawingTests.appearances) func barItemsTabItemsAndImageViewsShowCatalogueImages(_ appearance: Appearance) throws {
        let project = try Self.project("template-asset-images")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try Self.load(Self.bars, in: project)
        #expect(screen.assetImages["Gear"] != nil && screen.assetImages["Photo"] != nil)
        #expect(screen.substitutes.isEmpty, "\(screen.substitutes)")
        let drawn = try BarItemDrawingTests.render(screen: screen, appearance)

        let photo = try #require(drawn.layout.views.first { $0.id == "photo" }).frame
        let expected = RGB(hex: appearance == .dark ? Self.darkPhoto : Self.lightPhoto)
        #expect(drawn.pixel(photo.midX, photo.midY).near(expected), "\(drawn.pixel(photo.midX, photo.midY))")
        #expect(drawn.pixel(photo.minX + 2, photo.maxY - 2).near(expected))

        let accent = RGB(hex: Self.accent)
        for id in ["trailingItem1", "item1"] {
            let items = drawn.layout.barItems.filter { $0.id == id }
            #expect(!items.isEmpty, "\(id)")
            for item in items where item.bar != "tabBar" {
                let frame = item.frame
                let bar = drawn.pixel(frame.midX, frame.minY + 2)
                #expect(drawn.pixel(frame.midX, frame.midY).near(accent), "\(item.bar) \(drawn.pixel(frame.midX, frame.midY))")
                #expect(drawn.pixel(frame.midX - 9.5, frame.midY - 9.5).near(accent), "\(item.bar)")
                #expect(drawn.pixel(frame.midX - 11, frame.midY).near(bar, 2), "\(item.bar) \(drawn.pixel(frame.midX - 11, frame.midY))")
                #expect(drawn.count(RGB(hex: 0xFF0000), in: frame, tolerance: 60) == 0)
            }
        }
        // The tab item's 20-pt square, centred on the 25-pt glyph's place at the top of its cell, in the accent colour.
        let tab = try #require(drawn.layout.barItems.first { $0.bar == "tabBar" && $0.id == "item1" }).frame
        let glyph = Point(x: tab.midX, y: tab.minY + 6 + 12.5)
        let bar = drawn.pixel(tab.midX, tab.minY + 3)
        #expect(drawn.pixel(glyph.x, glyph.y).near(accent), "\(drawn.pixel(glyph.x, glyph.y))")
        #expect(drawn.pixel(glyph.x - 11, glyph.y).near(bar, 2), "\(drawn.pixel(glyph.x - 11, glyph.y))")
        #expect(drawn.count(RGB(hex: 0xFF0000), in: tab, tolerance: 60) == 0)
    }

    /// `color: Brand` is the colour set's, its dark variant on dark profiles; `AccentColor` is the tint a system
    /// button's title takes when no view sets one.
    @Test(arguments: BarItemDrawingTests.appearances) func colourSetsAndTheAccentColour(_ appearance: Appearance) throws {
        let project = try Self.project("template-asset-colours")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try Self.load(Self.bars, in: project)
        #expect(screen.tint == "#C01090")
        let drawn = try BarItemDrawingTests.render(screen: screen, appearance)
        let swatch = try #require(drawn.layout.views.first { $0.id == "swatch" }).frame
        let brand = RGB(hex: appearance == .dark ? Self.brandDark : Self.brandLight)
        #expect(drawn.pixel(swatch.midX, swatch.midY).near(brand), "\(drawn.pixel(swatch.midX, swatch.midY))")
        let button = try #require(drawn.layout.views.first { $0.id == "go" }).frame
        #expect(drawn.count(RGB(hex: Self.accent), in: button, tolerance: 24) > 10, "the title's ink in the accent colour")
        #expect(drawn.count(drawn.tint, in: button, tolerance: 24) == 0, "no systemBlue")
    }

    /// A name no catalogue holds is found among the project's loose files (`gear.png` beside the template); where a
    /// set and a loose file share the name, the set is drawn; a name nothing holds is the image placeholder, named.
    @Test func looseFilesAndTheCataloguesOrder() throws {
        let project = try Self.project("template-asset-loose")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Loose@2x.png", try AssetProject.png(side: 80, 0x0000FF))
        try project.write("Photo@2x.png", try AssetProject.png(side: 80, 0x0000FF))
        let screen = try Self.load("""
            screen: loose
            views:
              - { id: loose, kind: image, image: Loose, pin: { top: safeArea + 20, leading: superview + 20 }, width: 40, height: 40 }
              - { id: photo, kind: image, image: Photo, pin: { top: safeArea + 80, leading: superview + 20 }, width: 40, height: 40 }
              - { id: none, kind: image, image: Nowhere, pin: { top: safeArea + 140, leading: superview + 20 }, width: 40, height: 40 }

            """, in: project)
        let named = screen.substitutes.map { "\($0.what): \($0.name ?? $0.id)" }
        #expect(named == ["image not in an asset catalogue: Nowhere"], "\(named)")
        let drawn = try BarItemDrawingTests.render(screen: screen, .light)
        func centre(_ id: String) throws -> RGB {
            let frame = try #require(drawn.layout.views.first { $0.id == id }).frame
            return drawn.pixel(frame.midX, frame.midY)
        }
        let loose = try centre("loose"), photo = try centre("photo")
        #expect(loose.near(RGB(hex: 0x0000FF)), "\(loose)")
        #expect(photo.near(RGB(hex: Self.lightPhoto)), "the set, not the loose file: \(photo)")
    }

    /// An image set whose PNG is cut short, shown by an image view and two bar items, stops the run with one
    /// message naming the file.
    @Test func aBrokenImageIsSaidOnceWithItsFile() throws {
        let project = try Self.project("template-asset-broken")
        defer { try? FileManager.default.removeItem(at: project.root) }
        var cut = try AssetProject.png(side: 40, 0xFF0000)
        cut.removeLast(cut.count / 2)
        try project.write("Assets.xcassets/Gear.imageset/image@2x.png", cut)
        try project.write("Assets.xcassets/Gear.imageset/image@3x.png", cut)
        #expect {
            _ = try Self.load("""
                screen: broken
                controller:
                  navigationBar: { title: Broken, trailingItems: [{ image: Gear }] }
                  toolbar: { items: [{ image: Gear }] }
                views:
                  - { id: gear, kind: image, image: Gear, pin: { top: safeArea + 20, leading: superview + 20 }, width: 40, height: 40 }

                """, in: project)
        } throws: { error in
            let text = "\(error)"
            return text.components(separatedBy: "Gear.imageset/image@").count == 2 && text.contains("error:")
        }
    }

    /// `fontName:` finds the project's font file as a document's font name does: the face is used (named nowhere);
    /// a name no file holds is drawn in a substitute and named; a broken file is said once, at the template's key.
    @Test func fontNamesFindTheProjectsFonts() throws {
        let project = try Self.project("template-asset-fonts")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let fonts = project.root.appendingPathComponent("Resources/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ProjectFontLineTests.face, toPath: fonts.appendingPathComponent("Lato-Bold.ttf").path)
        let yaml = """
            screen: fonts
            views:
              - { id: found, kind: label, text: Found, fontName: Lato-Bold, fontSize: 20, pin: { top: safeArea + 20, leading: margins } }
              - { id: other, kind: label, text: Other, fontName: Gilroy-Heavy, fontSize: 20, pin: { top: safeArea + 60, leading: margins } }

            """
        let screen = try Self.load(yaml, in: project)
        let found = try #require(screen.views.first { $0.id == "found" })
        #expect(found.fontName.map { ProjectFontRegistry.face($0) != nil } == true, "\(found.fontName ?? "")")
        #expect(screen.substitutes.map { "\($0.what): \($0.name ?? "")" } == ["substitute font: Gilroy-Heavy"], "\(screen.substitutes)")

        // Another project (the project's files are listed once per process), whose `Gilroy-Heavy.ttf` is broken.
        let broken = try Self.project("template-asset-broken-font")
        defer { try? FileManager.default.removeItem(at: broken.root) }
        try broken.write("Fonts/Gilroy-Heavy.ttf", Array("\u{0}\u{1}\u{0}\u{0}broken".utf8))
        #expect {
            _ = try Self.load(yaml, in: broken)
        } throws: { error in
            let text = "\(error)"
            return text.contains("screen.yml:4:") && text.contains("Gilroy-Heavy.ttf") && text.contains("the template names 'Gilroy-Heavy'")
                && text.components(separatedBy: "Gilroy-Heavy.ttf").count == 2
        }
    }
}
