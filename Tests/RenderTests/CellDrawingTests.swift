import Devices
import Foundation
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// Table cells drawn from their designs, light and dark, read back from the PNG and held to the geometry
/// and colours docs/research/cells.md gives: the four cell styles' labels where the style puts them, each
/// accessory in its box and colour, separators with their inset, grouped and inset grouped sections with
/// their backgrounds, corners and titles. Each sample sits where only the cell's drawing puts that colour:
/// with the cell not drawn, the pixel is the table's background and the test fails.
@Suite struct CellDrawingTests {
    typealias RGB = ControlDrawingTests.RGB
    typealias Drawn = ControlDrawingTests.Drawn

    /// The side margin of a full-width plain table's cells on the 393 pt iPhone 15 Pro: 20 pt, where the root view
    /// has 16 (docs/research/ib-defaults.md §82).
    static let margin = 20.0

    static func table(_ keys: String, top: Double = 100) -> String {
        """
          - id: list
            kind: table
            pin: { top: superview + \(Int(top)), bottom: superview, leading: superview, trailing: superview }
            rowHeight: 44
        \(keys.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    static func row(_ drawn: Drawn, _ n: Int) throws -> TableRowGeometry {
        let table = try #require(drawn.layout.views.first { $0.id == "list" })
        let rows = try #require(table.scroll?.cellRows)
        return try #require(n < rows.count ? rows[n] : nil)
    }

    /// `colour` composited over `background` by hand.
    static func over(_ colour: SystemColor, _ appearance: Appearance, on background: RGB) -> RGB {
        let rgba = colour.rgba(appearance)
        let a = Int(rgba & 0xFF)
        func mix(_ c: Int, _ bg: Int) -> Int { (c * a + bg * (255 - a) + 127) / 255 }
        let c = RGB(hex: rgba >> 8)
        return RGB(r: mix(c.r, background.r), g: mix(c.g, background.g), b: mix(c.b, background.b))
    }

    // MARK: Styles

    @Test(arguments: ControlDrawingTests.appearances) func cellStylesPlaceTextAndDetail(_ appearance: Appearance) throws {
        let drawn = try ControlDrawingTests.render(Self.table("""
            cells:
              - rows:
                  - { title: Wi-Fi, style: default }
                  - { title: Title, detail: Subtitle words, style: subtitle }
                  - { title: Airplane, detail: Home, style: value1 }
                  - { title: mobile, detail: 555 0100, style: value2 }
            """), appearance)
        let label = RGB(hex: appearance == .dark ? 0xFFFFFF : 0x000000)
        let secondary = drawn.over(.secondaryLabel)
        let tint = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        // default: the 17 pt text at the 20 pt margin, centred in the 44 pt row.
        let title = try drawn.frame("list.s0r0.title")
        #expect(title.minX == Self.margin && title.height == 20.5 && abs(title.midY - 122) < 0.01, "\(title)")
        #expect(drawn.pixels(in: title).contains { $0.near(label, 8) })
        // subtitle: the text over a 12 pt secondaryLabel detail, the pair centred.
        let upper = try drawn.frame("list.s0r1.title"), detail = try drawn.frame("list.s0r1.detail")
        #expect(upper.minX == Self.margin && detail.minX == Self.margin && detail.minY == upper.maxY && detail.height == 14.5)
        #expect(abs((upper.minY + detail.maxY) / 2 - 166) < 0.01)
        #expect(drawn.pixels(in: detail).contains { $0.near(secondary, 10) })
        #expect(!drawn.pixels(in: detail).contains { $0.near(label, 30) })
        // value1: the detail in secondaryLabel ending at the trailing margin.
        let value = try drawn.frame("list.s0r2.detail")
        #expect(abs(value.maxX - (393 - Self.margin)) < 0.01 && value.width > 20 && value.width < 100, "\(value)")
        #expect(drawn.pixels(in: value).contains { $0.near(secondary, 10) })
        // value2: the 12 pt text in the tint colour, right-aligned in its 91 pt column: nothing in the
        // column's left half, tint at its right.
        let column = try drawn.frame("list.s0r3.title")
        #expect(column.minX == Self.margin && column.width == 91)
        let leftHalf = Rect(x: column.minX, y: column.minY, width: column.width / 2, height: column.height)
        let rightHalf = Rect(x: column.midX, y: column.minY, width: column.width / 2, height: column.height)
        #expect(drawn.pixels(in: leftHalf).allSatisfy { $0.near(drawn.background, 2) })
        #expect(drawn.pixels(in: rightHalf).contains { $0.near(tint, 12) })
        let after = try drawn.frame("list.s0r3.detail")
        #expect(after.minX == Self.margin + 91 + 6)
        #expect(drawn.pixels(in: after).contains { $0.near(label, 10) })
    }

    /// A row's `image:` in the default, subtitle and value1 styles: the image at the leading margin, 29 pt square and
    /// centred in the 44 pt row, the text 16 pt after it, the separator starting where the text does
    /// (docs/research/cells.md §2, `CellMetrics.imageSide`, `CellMetrics.imageGap`); value2 shows no image. The
    /// image is an orange PNG the test writes beside the template: with the cell's image not drawn, its square is
    /// the table's background and the test fails.
    @Test(arguments: ControlDrawingTests.appearances) func styledRowsDrawTheirImages(_ appearance: Appearance) throws {
        let folder = try RenderFixtures.scratchFolder("cell-images")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try AssetProject.png(side: 58, 0xFF8000)).write(to: folder.appendingPathComponent("icon.png"))
        let yaml = "screen: controls\nstatusBar: hidden\nviews:\n" + Self.table("""
            cells:
              - rows:
                  - { title: Wi-Fi, image: icon.png, style: default }
                  - { title: Title, detail: Subtitle words, image: icon.png, style: subtitle }
                  - { title: Airplane, detail: Home, image: icon.png, style: value1 }
                  - { title: mobile, detail: 555 0100, image: icon.png, style: value2 }
            """)
        let path = folder.appendingPathComponent("cells.yml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: try ScreenLoader.load(path: path), profile: profile)
        let drawn = Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
        let orange = RGB(hex: 0xFF8000)
        for (n, id) in ["list.s0r0", "list.s0r1", "list.s0r2"].enumerated() {
            let row = try Self.row(drawn, n)
            let icon = try drawn.frame(id + ".image")
            #expect(icon.minX == Self.margin && icon.width == 29 && icon.height == 29, "\(id): \(icon)")
            #expect(abs(icon.midY - row.frame.midY) < 0.01, "\(id): \(icon) in \(row.frame)")
            #expect(drawn.pixels(in: icon.inset(by: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))).allSatisfy { $0.near(orange, 3) },
                    "\(id) \(appearance): \(drawn.pixel(icon.midX, icon.midY))")
            // Nothing of it outside its square: the row's background 2 pt before it.
            #expect(drawn.pixel(icon.minX - 2, icon.midY).near(drawn.background, 2))
            #expect(try drawn.frame(id + ".title").minX == Self.margin + 29 + 16)
            // The separator from the text's start: absent under the image, there under the text.
            let line = row.frame.maxY - 0.25
            #expect(drawn.pixel(icon.midX, line).near(drawn.background, 2), "\(id): \(drawn.pixel(icon.midX, line))")
            #expect(drawn.pixel(Self.margin + 29 + 20, line).near(drawn.over(.opaqueSeparator), 3))
        }
        // value2 has no image view: no orange in its row, its column at the margin.
        let value2 = try Self.row(drawn, 3)
        #expect(!drawn.pixels(in: value2.frame).contains { $0.near(orange, 40) })
        #expect(try drawn.frame("list.s0r3.title").minX == Self.margin)
    }

    @Test(arguments: ControlDrawingTests.appearances) func separatorsStartAtTheText(_ appearance: Appearance) throws {
        let drawn = try ControlDrawingTests.render(Self.table("""
            cells:
              - rows: [{ title: One }, { title: Two }, { title: Three }]
            """), appearance)
        let first = try Self.row(drawn, 0)
        let line = first.frame.maxY - 0.25
        // The 0.5 pt opaqueSeparator rule from the text's inset (20 pt here) to the trailing edge, nothing in the inset.
        #expect(drawn.pixel(200, line).near(drawn.over(.opaqueSeparator), 3), "\(drawn.pixel(200, line))")
        #expect(drawn.pixel(392, line).near(drawn.over(.opaqueSeparator), 3))
        #expect(drawn.pixel(8, line).near(drawn.background, 2), "\(drawn.pixel(8, line))")
        #expect(drawn.pixel(200, first.frame.maxY - 1.25).near(drawn.background, 2))
    }

    // MARK: Accessories

    @Test(arguments: ControlDrawingTests.appearances) func accessoriesDrawInTheirBoxes(_ appearance: Appearance) throws {
        let drawn = try ControlDrawingTests.render(Self.table("""
            cells:
              - rows:
                  - { title: General, accessory: disclosureIndicator }
                  - { title: Chosen, accessory: checkmark }
                  - { title: Info, accessory: detailButton }
                  - { title: More, accessory: detailDisclosureButton }
                  - { title: Wi-Fi, accessory: switchOn }
                  - { title: Bluetooth, accessory: switch }
            """), appearance)
        let tint = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let chevronColour = drawn.over(.tertiaryLabel)
        // Disclosure: an 8 × 13 chevron at the trailing margin, its tip in tertiaryLabel.
        let chevron = try #require(try Self.row(drawn, 0).accessoryFrame)
        #expect(chevron.maxX == 393 - Self.margin && chevron.width == 8 && chevron.height == 13)
        #expect(drawn.pixel(chevron.maxX - 1.5, chevron.midY).near(chevronColour, 12), "\(drawn.pixel(chevron.maxX - 1.5, chevron.midY))")
        #expect(drawn.pixel(chevron.minX - 4, chevron.midY).near(drawn.background, 2))
        // The content view stops 8 pt before the accessory: the title's frame does too.
        let general = try drawn.frame("list.s0r0.title")
        #expect(general.maxX <= chevron.minX - 8)
        // Checkmark in the tint colour.
        let check = try #require(try Self.row(drawn, 1).accessoryFrame)
        #expect(drawn.pixels(in: check).contains { $0.near(tint, 12) })
        // Detail button: a tinted ring (its left edge) and the "i" stem in the middle.
        let info = try #require(try Self.row(drawn, 2).accessoryFrame)
        #expect(info.width == 22 && info.maxX == 393 - Self.margin)
        #expect(drawn.pixel(info.midX - 10.25, info.midY).near(tint, 30), "\(drawn.pixel(info.midX - 10.25, info.midY))")
        #expect(drawn.pixel(info.midX, info.midY + 3).near(tint, 12))
        #expect(drawn.pixel(info.midX - 5, info.midY).near(drawn.background, 2))
        // Detail disclosure: the ring at the left of the box, the chevron at its right.
        let both = try #require(try Self.row(drawn, 3).accessoryFrame)
        #expect(drawn.pixel(both.minX + 11, both.midY + 3).near(tint, 12))
        #expect(drawn.pixel(both.maxX - 1.5, both.midY).near(chevronColour, 12))
        // A switch as the accessory view: green on, the white knob left when off.
        let on = try #require(try Self.row(drawn, 4).accessoryFrame)
        #expect(on.width == 51 && on.height == 31 && on.maxX == 393 - Self.margin)
        let green = RGB(hex: appearance == .dark ? 0x30D158 : 0x34C759)
        #expect(drawn.pixel(on.minX + 8, on.midY).near(green))
        let off = try #require(try Self.row(drawn, 5).accessoryFrame)
        #expect(!drawn.pixels(in: off).contains { $0.near(green, 20) })
        #expect(drawn.pixel(off.minX + 15.5, off.midY).near(RGB(hex: 0xFFFFFF)))
    }

    // MARK: Grouped sections

    @Test(arguments: ControlDrawingTests.appearances) func insetGroupedSectionsAreRoundedInsideTheMargins(_ appearance: Appearance) throws {
        let drawn = try ControlDrawingTests.render(Self.table("""
            style: insetGrouped
            cells:
              - header: Network
                footer: Footer words here
                rows: [{ title: One }, { title: Two }]
            """), appearance)
        let groupedBackground = RGB(hex: appearance == .dark ? 0x000000 : 0xF2F2F7)
        let cellBackground = RGB(hex: appearance == .dark ? 0x1C1C1E : 0xFFFFFF)
        let first = try Self.row(drawn, 0), second = try Self.row(drawn, 1)
        // The section inside the 16 pt margins, the table's grouped background outside it.
        #expect(first.frame.minX == 16 && first.frame.maxX == 393 - 16)
        #expect(drawn.pixel(8, first.frame.midY).near(groupedBackground), "\(drawn.pixel(8, first.frame.midY))")
        #expect(drawn.pixel(24, first.frame.midY).near(cellBackground), "\(drawn.pixel(24, first.frame.midY))")
        // Rounded corners: the outer corner pixel is the table's background, a point in from it the cell's.
        #expect(drawn.pixel(first.frame.minX + 0.5, first.frame.minY + 0.5).near(groupedBackground, 6))
        #expect(drawn.pixel(first.frame.minX + 10, first.frame.minY + 10).near(cellBackground, 2))
        #expect(drawn.pixel(second.frame.maxX - 0.5, second.frame.maxY - 0.5).near(groupedBackground, 6))
        // No separator under the section's last row.
        #expect(drawn.pixel(200, second.frame.maxY - 0.25).near(cellBackground, 2))
        // The header and footer titles in 13 pt secondaryLabel over the grouped background.
        let table = try #require(drawn.layout.views.first { $0.id == "list" }?.scroll)
        let header = try #require(table.sectionTitles.first { $0.isHeader }), footer = try #require(table.sectionTitles.first { !$0.isHeader })
        let secondary = Self.over(.secondaryLabel, appearance, on: groupedBackground)
        #expect(header.frame.maxY == first.frame.minY && footer.frame.minY == second.frame.maxY)
        #expect(drawn.pixels(in: header.frame).contains { $0.near(secondary, 10) })
        #expect(drawn.pixels(in: footer.frame).contains { $0.near(secondary, 10) })
    }

    @Test(arguments: ControlDrawingTests.appearances) func groupedSectionsSpanTheTable(_ appearance: Appearance) throws {
        let drawn = try ControlDrawingTests.render(Self.table("""
            style: grouped
            cells:
              - rows: [{ title: One }]
              - rows: [{ title: Two }]
            """), appearance)
        let groupedBackground = RGB(hex: appearance == .dark ? 0x000000 : 0xF2F2F7)
        let cellBackground = RGB(hex: appearance == .dark ? 0x1C1C1E : 0xFFFFFF)
        let first = try Self.row(drawn, 0), second = try Self.row(drawn, 1)
        #expect(first.frame.minX == 0 && first.frame.width == 393)
        #expect(drawn.pixel(1, first.frame.minY + 1).near(cellBackground, 2))
        // Between the sections: the grouped background (the footer and the next header).
        #expect(second.frame.minY > first.frame.maxY + 20)
        #expect(drawn.pixel(200, (first.frame.maxY + second.frame.minY) / 2).near(groupedBackground))
    }
}
