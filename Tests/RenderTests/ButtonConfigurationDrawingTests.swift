import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// Every iOS 15 button configuration style, corner style and subtitle, the glyph types
/// `ControlDrawingTests` leaves out, and a title colour, drawn on a light and a dark profile and read
/// back from the PNG (docs/research/controls.md §11; the tint is systemBlue, #007AFF light and #0A84FF
/// dark). The fill is sampled 6 pt in from the button's leading edge, where no title reaches: with the
/// configuration ignored the pixel is the background and the test fails.
@Suite struct ButtonConfigurationDrawingTests {
    typealias RGB = ControlDrawingTests.RGB
    static let appearances = ControlDrawingTests.appearances

    /// Each style with the fill UIKit gives it (`nil`: none) and its title's colour.
    enum Fill { case none, grey, tintedWash, tint }
    static let styles: [(String, Fill)] = [
        ("plain", .none), ("borderless", .none), ("gray", .grey), ("bordered", .grey),
        ("tinted", .tintedWash), ("borderedTinted", .tintedWash), ("filled", .tint), ("borderedProminent", .tint),
    ]

    @Test(arguments: appearances) func everyConfigurationStyle(_ appearance: Appearance) throws {
        let yaml = Self.styles.enumerated().map { n, style in
            "  - { id: \(style.0), kind: button, buttonStyle: \(style.0), text: \"Go\", width: 160, height: 44, pin: { top: superview + \(60 + n * 60), leading: superview + 20 } }"
        }.joined(separator: "\n")
        let drawn = try ControlDrawingTests.render(yaml, appearance)
        let tint = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let white = RGB(hex: 0xFFFFFF)
        // The tint at 38/255 (15 %) over the background, as `over` composites a system colour.
        let wash: RGB = {
            func mix(_ c: Int, _ b: Int) -> Int { (c * 38 + b * (255 - 38) + 127) / 255 }
            let bg = drawn.background
            return RGB(r: mix(tint.r, bg.r), g: mix(tint.g, bg.g), b: mix(tint.b, bg.b))
        }()
        for (style, fill) in Self.styles {
            let frame = try drawn.frame(style)
            let edge = drawn.pixel(frame.minX + 6, frame.midY)
            let expectedFill: RGB
            switch fill {
            case .none: expectedFill = drawn.background
            case .grey: expectedFill = drawn.over(.secondarySystemFill)
            case .tintedWash: expectedFill = wash
            case .tint: expectedFill = tint
            }
            #expect(edge.near(expectedFill), "\(style) \(appearance): \(edge) vs \(expectedFill)")
            // The title: white on the filled styles, the tint on the others.
            let title = drawn.pixels(in: frame.inset(by: EdgeInsets(top: 10, left: 40, bottom: 10, right: 40)))
            let ink = fill == .tint ? white : tint
            #expect(title.filter { $0.near(ink, 10) }.count > 10, "\(style): no title ink")
        }
    }

    /// `cornerStyle`: small (6 pt) leaves the point 3 pt in from the corner filled; large (12 pt) and
    /// capsule (half the height) round it away.
    @Test(arguments: appearances) func cornerStyles(_ appearance: Appearance) throws {
        let drawn = try ControlDrawingTests.render("""
              - { id: small, kind: button, buttonStyle: filled, cornerStyle: small, text: "Go", width: 160, height: 44, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: large, kind: button, buttonStyle: filled, cornerStyle: large, text: "Go", width: 160, height: 44, pin: { top: superview + 160, leading: superview + 20 } }
              - { id: capsule, kind: button, buttonStyle: filled, cornerStyle: capsule, text: "Go", width: 160, height: 44, pin: { top: superview + 220, leading: superview + 20 } }
            """, appearance)
        let tint = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let small = try drawn.frame("small"), large = try drawn.frame("large"), capsule = try drawn.frame("capsule")
        #expect(drawn.pixel(small.minX + 3, small.minY + 3).near(tint, 6), "\(drawn.pixel(small.minX + 3, small.minY + 3))")
        #expect(drawn.pixel(large.minX + 1.5, large.minY + 1.5) == drawn.background)
        #expect(drawn.pixel(large.minX + 6, large.minY + 6).near(tint, 6))
        #expect(drawn.pixel(capsule.minX + 4, capsule.minY + 4) == drawn.background)
        // The capsule's end is a half circle: filled at its leftmost point, mid-height.
        #expect(drawn.pixel(capsule.minX + 1, capsule.midY).near(tint, 6))
        #expect(drawn.pixel(capsule.minX + 22, capsule.minY + 1).near(tint, 6))
    }

    /// A configuration's subtitle: a second line under the title, both in the title's colour.
    @Test(arguments: appearances) func subtitleUnderTheTitle(_ appearance: Appearance) throws {
        let drawn = try ControlDrawingTests.render("""
              - { id: two, kind: button, buttonStyle: filled, text: "Continue", subtitle: "Next step", width: 200, height: 60, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: one, kind: button, buttonStyle: filled, text: "Continue", width: 200, height: 60, pin: { top: superview + 200, leading: superview + 20 } }
            """, appearance)
        let white = RGB(hex: 0xFFFFFF)
        let two = try drawn.frame("two"), one = try drawn.frame("one")
        let lower = { (f: Rect) in Rect(x: f.minX + 12, y: f.midY + 6, width: f.width - 24, height: f.maxY - f.midY - 8) }
        let upper = { (f: Rect) in Rect(x: f.minX + 12, y: f.minY + 4, width: f.width - 24, height: f.midY - f.minY - 6) }
        #expect(drawn.pixels(in: upper(two)).filter { $0.near(white, 10) }.count > 20)
        #expect(drawn.pixels(in: lower(two)).filter { $0.near(white, 10) }.count > 20)
        // Without a subtitle the single title is centred: nothing in the lower band.
        #expect(!drawn.pixels(in: lower(one)).contains { $0.near(white, 60) })
    }

    /// `detailDisclosure` and `infoDark` show the info glyph like `infoLight`; a system button's
    /// `titleColor` replaces the tint.
    @Test(arguments: appearances) func infoGlyphsAndTitleColour(_ appearance: Appearance) throws {
        let drawn = try ControlDrawingTests.render("""
              - { id: detail, kind: button, buttonType: detailDisclosure, width: 22, height: 22, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: dark, kind: button, buttonType: infoDark, width: 22, height: 22, pin: { top: superview + 100, leading: superview + 60 } }
              - { id: red, kind: button, text: "Delete", textColor: "#FF0000", width: 200, height: 44, pin: { top: superview + 160, leading: superview + 20 } }
            """, appearance)
        let tint = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        for id in ["detail", "dark"] {
            let frame = try drawn.frame(id)
            #expect(drawn.pixel(frame.midX, frame.midY + 1).near(tint), "\(id): \(drawn.pixel(frame.midX, frame.midY + 1))")
            #expect(drawn.pixel(frame.midX - 5, frame.midY + 1) == drawn.background)
        }
        let red = try drawn.frame("red")
        #expect(drawn.pixels(in: red).filter { $0.near(RGB(hex: 0xFF0000), 6) }.count > 20)
        #expect(!drawn.pixels(in: red).contains { $0.near(tint, 30) })
    }
}
