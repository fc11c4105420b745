import Devices
import Foundation
import Geometry
import Layout
import Render
import Drawing
import Screens
import Testing
import TestSupport

/// A template's button shows an image as a document's does: `image:` names a file beside the template or the project's
/// image (`Gear`, a 20-pt opaque red square this test writes, drawn as it is: not a template image), beside the title or
/// alone, and the button is laid out around it (`IntrinsicSizes.imageButtonContent`); `systemImage:` names an SF Symbol
/// on a button, an image view, a bar button item and a tab item, drawn as a document's `catalog="system"` image is (its
/// look-alike in the tint, else a placeholder) and named on the "not drawn exactly" line; a configuration's
/// `imagePlacement: top` puts the image above the title.
@Suite struct TemplateButtonImageTests {
    typealias RGB = ControlDrawingTests.RGB

    static let red = RGB(hex: 0xFF0000)

    static func project(_ name: String) throws -> AssetProject {
        let project = try AssetProject(name)
        try project.write("Assets.xcassets/Gear.imageset/gear@2x.png", try AssetProject.png(side: 40, 0xFF0000))
        try project.write("Assets.xcassets/Gear.imageset/Contents.json", """
            {"images": [{"idiom": "universal", "filename": "gear@2x.png", "scale": "2x"}], "info": {"author": "xcode", "version": 1}}
            """)
        return project
    }

    static let yaml = """
        screen: buttons
        controller:
          navigationBar: { title: Symbols, trailingItems: [{ systemImage: star.fill }] }
          tabBar: { items: [{ title: Stars, systemImage: star.fill }, Other] }
        views:
          - { id: titled, kind: button, text: Settings, image: Gear, pin: { top: safeArea + 20, leading: superview + 20 } }
          - { id: plain, kind: button, text: Settings, pin: { top: safeArea + 20, leading: superview + 200 } }
          - { id: bare, kind: button, image: Gear, pin: { top: safeArea + 80, leading: superview + 20 } }
          - { id: starButton, kind: button, text: Star, systemImage: star.fill, pin: { top: safeArea + 140, leading: superview + 20 } }
          - { id: starView, kind: image, systemImage: star.fill, pin: { top: safeArea + 200, leading: superview + 20 }, width: 40, height: 40 }
          - { id: unknown, kind: image, systemImage: qqq.zzz, pin: { top: safeArea + 260, leading: superview + 20 }, width: 40, height: 40 }
          - { id: top, kind: button, text: Top, image: Gear, buttonStyle: plain, imagePlacement: top, imagePadding: 4, pin: { top: safeArea + 320, leading: superview + 20 } }

        """

    static func load(_ project: AssetProject) throws -> Screen {
        try project.write("screen.yml", yaml)
        return try ScreenLoader.load(path: project.app.appendingPathComponent("screen.yml").path)
    }

    /// The buttons' sizes: the image beside the title adds its 20 pt to the title's width and makes the row the image's
    /// height (the title line's 6 pt above and below go, as beside a document's image); the titleless button is its image;
    /// the configuration's image above its title adds its height and the padding to the configuration's insets and line.
    @Test func buttonsAreLaidOutAroundTheirImages() throws {
        let project = try Self.project("template-button-images-layout")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try Self.load(project)
        let drawn = try BarItemDrawingTests.render(screen: screen, .light)
        func frame(_ id: String) throws -> Rect { try #require(drawn.layout.views.first { $0.id == id }).frame }
        let titled = try frame("titled"), plain = try frame("plain"), bare = try frame("bare"), top = try frame("top")
        #expect(abs(titled.width - (plain.width + 20)) < 0.01, "\(titled) \(plain)")
        // The title line (17 pt, 20.33 tall) is taller than the image: the button is the line, without the 6 pt above
        // and below that the title alone has.
        #expect(abs(titled.height - (plain.height - 12)) < 0.01 && titled.height > 20, "\(titled) \(plain)")
        #expect(bare.size == Size(width: 20, height: 20), "\(bare)")
        // 7 + 20 + 4 + the title line + 7.
        #expect(abs(top.height - (38 + plain.height - 12)) < 0.01, "\(top)")
    }

    /// The catalogue's image is drawn in its button's frame, at the leading end beside the title (whose ink is the
    /// tint) and filling the titleless button; the symbols are drawn in the tint where they are, and named.
    @Test(arguments: ControlDrawingTests.appearances) func buttonImagesAndSymbolsAreDrawn(_ appearance: Appearance) throws {
        let project = try Self.project("template-button-images-\(appearance)")
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try Self.load(project)
        let named = screen.substitutes.map { "\($0.what): \($0.id) \($0.name ?? "")" }
        for id in ["starButton", "starView"] { #expect(named.contains("SF Symbol look-alike: \(id) star.fill"), "\(named)") }
        #expect(named.contains("SF Symbol: unknown qqq.zzz"), "\(named)")
        #expect(!named.contains { $0.contains("Gear") }, "\(named)")

        let drawn = try BarItemDrawingTests.render(screen: screen, appearance)
        func frame(_ id: String) throws -> Rect { try #require(drawn.layout.views.first { $0.id == id }).frame }
        let titled = try frame("titled")
        let image = Rect(x: titled.minX, y: titled.minY, width: 20, height: 20)
        #expect(drawn.count(Self.red, in: image, tolerance: 20) > 1400, "the 20-pt image, 1,600 pixels at 2x")
        let title = Rect(x: titled.minX + 21, y: titled.minY, width: titled.width - 21, height: titled.height)
        #expect(drawn.count(Self.red, in: title, tolerance: 60) == 0)
        #expect(drawn.count(drawn.tint, in: title) > 30, "the title's ink beside the image")
        #expect(drawn.count(Self.red, in: try frame("bare"), tolerance: 20) > 1400)
        let top = try frame("top")
        #expect(drawn.count(Self.red, in: Rect(x: top.minX, y: top.minY + 7, width: top.width, height: 20), tolerance: 20) > 1400,
                "the image above the title")

        let starButton = try frame("starButton")
        #expect(drawn.count(drawn.tint, in: Rect(x: starButton.minX, y: starButton.minY, width: 22, height: starButton.height)) > 40,
                "the star's look-alike at the button's leading end")
        #expect(drawn.count(drawn.tint, in: try frame("starView")) > 200, "the star filling the image view")
        // The bar button item's and the selected tab's symbol: their look-alikes in the tint, not the placeholders.
        let item = try drawn.item("trailingItem1")
        #expect(drawn.count(drawn.tint, in: item.frame) > 40, "\(item.frame)")
        #expect(screen.barSymbols["star.fill"] != nil)
        let tab = try #require(drawn.layout.barItems.first { $0.bar == "tabBar" && $0.id == "item1" }).frame
        #expect(drawn.count(drawn.tint, in: Rect(x: tab.minX, y: tab.minY + 6, width: tab.width, height: 25)) > 60)
    }

    /// What a template cannot say is refused with the key's place: a symbol name that is not one, an image and a
    /// symbol together, a configuration's image keys on a classic button.
    @Test func badSymbolAndImageKeysAreRefused() {
        func problems(_ view: String) -> String {
            do {
                _ = try ScreenLoader.parse(text: "screen: bad\nviews:\n  - \(view)\n", file: "bad.yml")
                return ""
            } catch { return "\(error)" }
        }
        #expect(problems("{ id: a, kind: image, systemImage: Star Fill, width: 20, height: 20 }").contains("'systemImage' must be an SF Symbol's name"))
        #expect(problems("{ id: a, kind: button, image: gear, systemImage: gear }").contains("not both"))
        #expect(problems("{ id: a, kind: button, text: Go, image: gear, imagePlacement: top }").contains("give the button a 'buttonStyle'"))
        #expect(problems("{ id: a, kind: label, text: Go, systemImage: star }").contains("'systemImage' does not apply to a label view"))
    }
}
