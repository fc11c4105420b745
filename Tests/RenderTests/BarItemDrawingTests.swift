import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing
@testable import Text

/// Every kind of bar item drawn on a light and a dark profile, read back from the PNG and compared with
/// the sizes and colours its painter cites (docs/research/bars.md; the tint is UIKit's systemBlue,
/// #007AFF light and #0A84FF dark, `SystemColor`). Each test samples where only the item can put that
/// colour: the bar's own pixel beside the item is read from the image and the item's expected colour
/// composited over it by hand, so with the item not drawn the sample is the bar's and the test fails.
@Suite struct BarItemDrawingTests {
    typealias RGB = ControlDrawingTests.RGB

    struct Drawn {
        var image: StraightImage
        var layout: LaidOutScreen
        var appearance: Appearance
        static let scale = 2.0

        func pixel(_ x: Double, _ y: Double) -> RGB {
            let p = image[Int(x * Self.scale), Int(y * Self.scale)]
            return RGB(r: Int(p.r), g: Int(p.g), b: Int(p.b))
        }

        func pixels(in rect: Rect) -> [RGB] {
            var out: [RGB] = []
            for y in Int((rect.minY * Self.scale).rounded(.up))..<Int((rect.maxY * Self.scale).rounded(.down)) {
                for x in Int((rect.minX * Self.scale).rounded(.up))..<Int((rect.maxX * Self.scale).rounded(.down)) {
                    let p = image[x, y]
                    out.append(RGB(r: Int(p.r), g: Int(p.g), b: Int(p.b)))
                }
            }
            return out
        }

        func item(_ id: String) throws -> BarItem { try #require(layout.barItems.first { $0.id == id }) }
        func bar(_ id: String) throws -> Rect { try #require(layout.views.first { $0.id == id }).frame }

        /// systemBlue in this appearance.
        var tint: RGB { RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF) }

        /// How many pixels of `rect` are within `tolerance` of `colour` (text ink at its full colour).
        func count(_ colour: RGB, in rect: Rect, tolerance: Int = 40) -> Int {
            pixels(in: rect).filter { $0.near(colour, tolerance) }.count
        }
    }

    /// `colour` at `alpha` (of 255) over `background`, rounded as the rasteriser does (to within the
    /// tolerance `near` allows).
    static func mix(_ colour: RGB, over background: RGB, alpha: Int) -> RGB {
        func m(_ c: Int, _ b: Int) -> Int { (c * alpha + b * (255 - alpha) + 127) / 255 }
        return RGB(r: m(colour.r, background.r), g: m(colour.g, background.g), b: m(colour.b, background.b))
    }

    static let appearances: [Appearance] = [.light, .dark]

    /// A screen with `controller` (YAML lines under `controller:`) on an iPhone 15 Pro at 2×, no overlays.
    static func render(_ controller: String, _ appearance: Appearance, device: String = "iphone-15-pro",
                       orientation: Orientation = .portrait, ios: Int = 17) throws -> Drawn {
        let yaml = "screen: bars\ncontroller:\n" + controller + "\nviews:\n  - { id: dot, kind: view, pin: { top: superview + 400, leading: superview + 10 }, width: 2, height: 2 }\n"
        return try render(screen: try ScreenLoader.parse(text: yaml, file: "bars.yml"), appearance, device: device, orientation: orientation, ios: ios)
    }

    /// `screen` (a template's or a document's) on an iPhone 15 Pro at 2×, no overlays.
    static func render(screen: Screen, _ appearance: Appearance, device: String = "iphone-15-pro",
                       orientation: Orientation = .portrait, ios: Int = 17) throws -> Drawn {
        var options = RenderOptions(formats: [.png])
        options.scale = Drawn.scale
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile(device, orientation, ios: ios).with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, appearance: appearance)
    }

    // MARK: Text items

    /// Done, Cancel, Edit and Save are drawn as their words in the tint, each as wide as its word at
    /// 17 pt; the Done item (and a `style: done` item) bold: more ink than the same word plain.
    @Test(arguments: appearances) func textItemsAreTheirWordsAndDoneIsBold(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              navigationBar: { title: T, leadingItems: [Done, { system: cancel }], trailingItems: [{ system: done }, { title: Edit, style: done }] }
            """, appearance)
        let plain = try drawn.item("leadingItem1"), system = try drawn.item("trailingItem1")
        let typesetter = RenderFixtures.typesetter
        #expect(abs(plain.frame.width - typesetter.width(of: "Done", font: TextFont(size: 17))) < 0.01)
        #expect(abs(system.frame.width - typesetter.width(of: "Done", font: TextFont(size: 17, weight: .semibold))) < 0.01)
        #expect(system.frame.width > plain.frame.width)
        let plainInk = drawn.count(drawn.tint, in: plain.frame), boldInk = drawn.count(drawn.tint, in: system.frame)
        #expect(plainInk > 40, "plain Done: \(plainInk) tint pixels")
        #expect(boldInk > plainInk + plainInk / 10, "bold Done \(boldInk) vs plain \(plainInk)")
        let cancel = try drawn.item("leadingItem2")
        #expect(cancel.title == "Cancel")
        #expect(drawn.count(drawn.tint, in: cancel.frame) > 40)
        let edit = try drawn.item("trailingItem2")
        #expect(abs(edit.frame.width - typesetter.width(of: "Edit", font: TextFont(size: 17, weight: .semibold))) < 0.01)
        #expect(drawn.count(drawn.tint, in: edit.frame) > 30)
        // Save is a word too.
        let save = try Self.render("  navigationBar: { trailingItems: [{ system: save }] }", appearance)
        #expect(try save.item("trailingItem1").title == "Save")
        #expect(save.count(save.tint, in: try save.item("trailingItem1").frame) > 40)
    }

    // MARK: Glyph items

    /// Every system item with a symbol shows that SF Symbol's look-alike (docs/research/bars.md §1) in the tint,
    /// inside its 24-pt glyph box; pageCurl, which has none, is a 24-pt rounded square: the tint at 64/255 over
    /// the bar inside, the tint on its rim. Either way the bar shows 3 pt above the box.
    @Test(arguments: appearances) func everyGlyphItemIsALookalikeOrAPlaceholderOfTheGlyphSize(_ appearance: Appearance) throws {
        let glyphs = SystemBarItem.allCases.filter(\.isGlyph)
        #expect(glyphs.count == 19)
        #expect(glyphs.filter { $0.symbolName == nil } == [.pageCurl])
        for start in stride(from: 0, to: glyphs.count, by: 4) {
            let names = glyphs[start..<min(start + 4, glyphs.count)].map(\.rawValue)
            let list = names.map { "{ system: \($0) }" }.joined(separator: ", ")
            let drawn = try Self.render("  navigationBar: { trailingItems: [\(list)] }", appearance)
            for (n, name) in names.enumerated() {
                let item = try drawn.item("trailingItem\(n + 1)")
                #expect(item.frame.width == 24, "\(name)")
                let centre = Point(x: item.frame.midX, y: item.frame.midY)
                // The bar above the glyph (the glyph spans the row's middle 24 of 44 points).
                let bar = drawn.pixel(centre.x, item.frame.minY + 3)
                #expect(drawn.pixel(centre.x, centre.y - 15).near(bar, 2), "\(name): 3 pt above the glyph")
                if name == "pageCurl" {
                    let inside = drawn.pixel(centre.x, centre.y)
                    let expected = Self.mix(drawn.tint, over: bar, alpha: 64)
                    #expect(inside.near(expected, 4), "\(name) \(appearance): \(inside) vs \(expected)")
                    #expect(drawn.pixel(centre.x, centre.y - 11.5).near(drawn.tint, 24), "\(name): rim \(drawn.pixel(centre.x, centre.y - 11.5))")
                } else {
                    let box = Rect(x: centre.x - 12, y: centre.y - 12, width: 24, height: 24)
                    #expect(drawn.count(drawn.tint, in: box) > 15, "\(name): \(drawn.count(drawn.tint, in: box)) tint pixels")
                    // No placeholder: its faint fill would cover the box's middle band at 64/255.
                    let faint = Self.mix(drawn.tint, over: bar, alpha: 64)
                    #expect(drawn.pixels(in: box).filter { $0.near(faint, 4) }.count < 40, "\(name): placeholder fill")
                }
            }
        }
    }

    /// A named image no catalogue holds is drawn as the glyph placeholder; spaces take room and show nothing.
    @Test(arguments: appearances) func imagesArePlaceholdersAndSpacesAreEmpty(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              navigationBar: { trailingItems: [{ image: star }, { system: fixedSpace, width: 40 }, { system: add }] }
            """, appearance)
        let image = try drawn.item("trailingItem1"), add = try drawn.item("trailingItem3")
        #expect(drawn.layout.barItems.allSatisfy { $0.id != "trailingItem2" })
        // The fixed space's 40 pt and the two gaps of 8 between the image and the add item.
        #expect(abs(image.frame.minX - add.frame.maxX - 56) < 0.01)
        let bar = drawn.pixel(image.frame.midX, image.frame.minY + 3)
        #expect(drawn.pixel(image.frame.midX, image.frame.midY).near(Self.mix(drawn.tint, over: bar, alpha: 64), 4))
        #expect(drawn.pixels(in: Rect(x: add.frame.maxX + 2, y: add.frame.minY + 8, width: 36, height: 28)).allSatisfy { $0.near(bar, 2) })
    }

    // MARK: Toolbar

    /// Flexible spaces share what the toolbar has left: one between two items pushes them to the ends,
    /// one on each side centres an item.
    @Test(arguments: appearances) func toolbarFlexibleSpacesPlaceTheItems(_ appearance: Appearance) throws {
        let centred = try Self.render("""
              navigationBar: { title: T }
              toolbar: { items: [{ system: flexibleSpace }, { system: camera }, { system: flexibleSpace }] }
            """, appearance)
        let toolbar = try centred.bar("toolbar")
        let row = toolbar.minY + 22
        let bar = centred.pixel(toolbar.midX, toolbar.minY + 4)
        // The camera's look-alike in the tint, centred.
        #expect(centred.count(centred.tint, in: Rect(x: toolbar.midX - 12, y: row - 12, width: 24, height: 24)) > 15)
        #expect(centred.pixel(toolbar.midX - 40, row).near(bar, 2))

        let ends = try Self.render("""
              navigationBar: { title: T }
              toolbar: { items: [{ system: trash }, { system: flexibleSpace }, { title: Send, style: done }] }
            """, appearance)
        let frame = try ends.bar("toolbar")
        let endsBar = ends.pixel(frame.midX, frame.minY + 4)
        // The trash glyph 16 pt in from the leading edge (12 to its centre), Send ending 16 pt from the trailing edge.
        #expect(ends.count(ends.tint, in: Rect(x: frame.minX + 16, y: row - 12, width: 24, height: 24)) > 15)
        #expect(ends.pixel(frame.minX + 8, row).near(endsBar, 2))
        #expect(ends.count(ends.tint, in: Rect(x: frame.maxX - 16 - 45, y: frame.minY, width: 45, height: 44)) > 40)
        #expect(ends.count(ends.tint, in: Rect(x: frame.midX - 60, y: frame.minY, width: 120, height: 44)) == 0)
    }

    // MARK: Tab bar

    /// System tab items show their own titles and their SF Symbols' look-alikes (`SystemTabItem.symbolName`); a named
    /// image no catalogue holds is a 25-pt placeholder. The selected (first) item in the tint, the others in the
    /// secondary label colour.
    @Test(arguments: appearances) func tabItemsShowSystemTitlesAndTheSelection(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              tabBar: { items: [{ system: favorites }, { title: Inbox, image: tray }, { system: mostViewed }] }
            """, appearance)
        let tab = try drawn.bar("tabBar")
        let slot = tab.width / 3
        let glyphY = tab.minY + 6 + 12.5
        let bar = drawn.pixel(slot / 2, tab.minY + 3)
        let grey = RGB(hex: SystemColor.secondaryLabel.rgba(appearance) >> 8)
        // Favorites' star and Most Viewed's list: ink in the tab's colour (the secondary label colour at its own
        // alpha over the bar), no placeholder fill.
        let rgba = SystemColor.secondaryLabel.rgba(appearance)
        let greyInk = Self.mix(grey, over: bar, alpha: Int(rgba & 0xFF))
        for (index, colour) in [(0, drawn.tint), (2, greyInk)] {
            let box = Rect(x: slot * (Double(index) + 0.5) - 12.5, y: glyphY - 12.5, width: 25, height: 25)
            #expect(drawn.count(colour, in: box) > 40, "tab \(index): \(drawn.count(colour, in: box)) glyph pixels")
            // No placeholder fill: a third colour, neither the bar's nor the ink's, over most of the box.
            let between = drawn.pixels(in: box).filter { !$0.near(bar, 6) && !$0.near(colour, 40) }.count
            #expect(between < 500, "tab \(index): \(between) pixels neither bar nor glyph")
        }
        // The Inbox image, in no catalogue: the placeholder, 25 pt wide (the bar 2 pt beyond its half width).
        let x = slot * 1.5
        #expect(drawn.pixel(x, glyphY).near(Self.mix(grey, over: bar, alpha: 64), 4), "tab 1: \(drawn.pixel(x, glyphY))")
        #expect(drawn.pixel(x + 14.5, glyphY).near(bar, 2))
        // The titles: "Favorites" in the tint under the first glyph.
        #expect(drawn.count(drawn.tint, in: Rect(x: 0, y: tab.minY + 31, width: slot, height: 14)) > 20)
        let screen = try ScreenLoader.parse(text: "screen: s\ncontroller:\n  tabBar: { items: [{ system: mostViewed }] }\nviews:\n  - { id: v, kind: view, width: 2, height: 2, pin: { top: superview, leading: superview } }\n", file: "s.yml")
        #expect(screen.controller.tabBar?.items.first?.tabTitle == "Most Viewed")
    }

    // MARK: Navigation item

    /// A prompt adds a 30-pt row above the bar's items, its text in the secondary label colour.
    @Test(arguments: appearances) func promptTakesARowAboveTheTitle(_ appearance: Appearance) throws {
        let plain = try Self.render("  navigationBar: { title: Inbox }", appearance)
        let drawn = try Self.render("  navigationBar: { title: Inbox, prompt: Choose a mailbox, trailingItems: [{ system: add }] }", appearance)
        let bar = try drawn.bar("navigationBar")
        #expect(abs(bar.height - (try plain.bar("navigationBar")).height - 30) < 0.01)
        let add = try drawn.item("trailingItem1")
        #expect(abs(add.frame.minY - bar.minY - 30) < 0.01 && add.frame.height == 44)
        // Prompt ink (secondaryLabel differs from the bar by far more than 40 per channel) in its row.
        let barPixel = drawn.pixel(bar.minX + 4, bar.minY + 2)
        let prompt = Rect(x: bar.midX - 80, y: bar.minY, width: 160, height: 30)
        let ink = drawn.pixels(in: prompt).filter { !$0.near(barPixel, 40) }.count
        #expect(ink > 50, "prompt ink \(ink)")
        // …and none in the plain bar's same place.
        let plainBar = try plain.bar("navigationBar")
        let plainInk = plain.pixels(in: Rect(x: plainBar.midX - 80, y: plainBar.minY, width: 160, height: 8)).filter { !$0.near(barPixel, 40) }.count
        #expect(plainInk == 0)
    }

    // MARK: Storyboards and the run's honesty

    /// Mail's Inbox scene: its compose item comes from the storyboard and is drawn as its SF Symbol's
    /// look-alike (`square.and.pencil`), named so, like the tabs' images.
    @Test func storyboardItemsAreReadAndGlyphsNamed() throws {
        let screens = try ScreenLoader.screens(path: RenderFixtures.templatesFolder + "/mail.storyboard")
        let inbox = try #require(screens.first { $0.name.hasSuffix("inbox") })
        #expect(inbox.controller.navigationBar?.trailingItems.map(\.system) == ["compose"])
        let named = inbox.substitutes.map { "\($0.what): \($0.name ?? "")" }
        #expect(named.contains("SF Symbol look-alike: square.and.pencil"), "\(named)")
        // The tabs' SF Symbols are drawn as look-alikes (`SymbolLookalikeTests`), and named so.
        #expect(named.contains("SF Symbol look-alike: tray") && named.contains("SF Symbol look-alike: gear"), "\(named)")
        let line = try #require(Screen.substituteSummary(inbox.substitutes))
        #expect(line.contains("SF Symbol look-alikes (square.and.pencil,") && !line.contains("system bar button item"), "\(line)")
    }

    /// An unknown system item is refused with the bar's list and a suggestion.
    @Test func unknownSystemItemsAreRefused() {
        #expect(throws: (any Error).self) {
            _ = try ScreenLoader.parse(text: "screen: s\ncontroller:\n  toolbar: { items: [{ system: favorites }] }\nviews:\n  - { id: v, kind: view, width: 2, height: 2, pin: { top: superview, leading: superview } }\n", file: "s.yml")
        }
        do {
            _ = try ScreenLoader.parse(text: "screen: s\ncontroller:\n  navigationBar: { trailingItems: [{ system: compse }] }\nviews:\n  - { id: v, kind: view, width: 2, height: 2, pin: { top: superview, leading: superview } }\n", file: "s.yml")
            Issue.record("accepted")
        } catch {
            #expect("\(error)".contains("compose"), "\(error)")
        }
    }
}
