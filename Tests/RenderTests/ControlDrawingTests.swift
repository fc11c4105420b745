import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing
@testable import Raster

/// Every control kind and button type drawn on a light and a dark profile, read back from the PNG and
/// compared with the geometry and colours its painter cites (docs/research/controls.md; the colours are
/// UIKit's published system colours, `SystemColor`, composited over the background by hand here). Each
/// test samples inside the control's frame where only the control can put that colour: with the painter
/// switched off, the pixel is the background and the test fails.
@Suite struct ControlDrawingTests {
    struct RGB: Hashable, CustomStringConvertible {
        var r: Int, g: Int, b: Int
        var description: String { "(\(r), \(g), \(b))" }
        func near(_ other: RGB, _ tolerance: Int = 3) -> Bool {
            abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
        }
        init(r: Int, g: Int, b: Int) {
            self.r = r
            self.g = g
            self.b = b
        }
        init(hex: UInt32) { self.init(r: Int(hex >> 16 & 0xFF), g: Int(hex >> 8 & 0xFF), b: Int(hex & 0xFF)) }
    }

    struct Drawn {
        var image: StraightImage
        var layout: LaidOutScreen
        var scale: Double
        var appearance: Appearance

        func frame(_ id: String) throws -> Rect {
            try #require(layout.views.first { $0.id == id }).frame
        }

        /// The pixel covering the point (x, y) in window points.
        func pixel(_ x: Double, _ y: Double) -> RGB {
            let p = image[Int(x * scale), Int(y * scale)]
            return RGB(r: Int(p.r), g: Int(p.g), b: Int(p.b))
        }

        /// Every pixel inside `rect` (window points).
        func pixels(in rect: Rect) -> [RGB] {
            var out: [RGB] = []
            for y in Int((rect.minY * scale).rounded(.up))..<Int((rect.maxY * scale).rounded(.down)) {
                for x in Int((rect.minX * scale).rounded(.up))..<Int((rect.maxX * scale).rounded(.down)) {
                    let p = image[x, y]
                    out.append(RGB(r: Int(p.r), g: Int(p.g), b: Int(p.b)))
                }
            }
            return out
        }

        /// systemBackground: white in light, black in dark.
        var background: RGB { appearance == .dark ? RGB(r: 0, g: 0, b: 0) : RGB(r: 255, g: 255, b: 255) }

        /// A system colour as it shows over the background (its alpha composited by hand).
        func over(_ colour: SystemColor) -> RGB {
            let rgba = colour.rgba(appearance)
            let a = Int(rgba & 0xFF)
            func mix(_ c: Int, _ bg: Int) -> Int { (c * a + bg * (255 - a) + 127) / 255 }
            let c = RGB(hex: rgba >> 8)
            return RGB(r: mix(c.r, background.r), g: mix(c.g, background.g), b: mix(c.b, background.b))
        }
    }

    static let appearances: [Appearance] = [.light, .dark]

    /// `yaml`'s views on an iPhone 15 Pro at 2×, the screen alone, no overlays.
    static func render(_ yaml: String, _ appearance: Appearance, device: String = "iphone-15-pro", ios: Int = 17) throws -> Drawn {
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let screen = try ScreenLoader.parse(text: "screen: controls\nstatusBar: hidden\nviews:\n" + yaml, file: "controls.yml")
        let profile = try RenderFixtures.profile(device, ios: ios).with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
    }

    // MARK: Switch

    @Test(arguments: appearances) func switchOnIsGreenOffIsGrey(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: on, kind: switch, isOn: true, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: off, kind: switch, pin: { top: superview + 150, leading: superview + 20 } }
              - { id: red, kind: switch, isOn: true, onTint: "#FF0000", pin: { top: superview + 200, leading: superview + 20 } }
            """, appearance)
        let on = try drawn.frame("on"), off = try drawn.frame("off")
        // The intrinsic size: 51 × 31 whatever the template leaves out.
        #expect(on.width == 51 && on.height == 31)
        // systemGreen: #34C759 light, #30D158 dark, left of the knob (the knob sits at the right when on).
        let green = RGB(hex: appearance == .dark ? 0x30D158 : 0x34C759)
        #expect(drawn.pixel(on.minX + 8, on.midY).near(green), "\(drawn.pixel(on.minX + 8, on.midY)) vs \(green)")
        // The white knob on the right.
        #expect(drawn.pixel(on.maxX - 15.5, on.midY).near(RGB(hex: 0xFFFFFF)))
        // Off: the grey track right of the knob, the knob at the left.
        #expect(drawn.pixel(off.maxX - 8, off.midY).near(drawn.over(.secondarySystemFill)), "\(drawn.pixel(off.maxX - 8, off.midY))")
        #expect(drawn.pixel(off.minX + 15.5, off.midY).near(RGB(hex: 0xFFFFFF)))
        // onTintColor replaces the green.
        let red = try drawn.frame("red")
        #expect(drawn.pixel(red.minX + 8, red.midY).near(RGB(hex: 0xFF0000)))
    }

    // MARK: Segmented control

    @Test(arguments: appearances) func segmentedShowsItsSelection(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: seg, kind: segmented, segments: [Day, Week, Month], selectedSegment: 1, width: 300, pin: { top: superview + 100, leading: superview + 20 } }
            """, appearance)
        let frame = try drawn.frame("seg")
        #expect(frame.height == 32)
        // Segment 0's background above its title, and the selected segment 1's raised fill.
        #expect(drawn.pixel(frame.minX + 50, frame.minY + 4).near(drawn.over(.tertiarySystemFill)), "\(drawn.pixel(frame.minX + 50, frame.minY + 4))")
        let selected = appearance == .dark ? RGB(hex: 0x636366) : RGB(hex: 0xFFFFFF)
        #expect(drawn.pixel(frame.minX + 106, frame.minY + 5).near(selected), "\(drawn.pixel(frame.minX + 106, frame.minY + 5))")
        #expect(!drawn.pixel(frame.minX + 106, frame.minY + 5).near(drawn.pixel(frame.minX + 50, frame.minY + 5)))
    }

    // MARK: Slider, progress, stepper

    @Test(arguments: appearances) func sliderFillsToItsValue(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: slider, kind: slider, value: 0.75, width: 200, pin: { top: superview + 100, leading: superview + 20 } }
            """, appearance)
        let frame = try drawn.frame("slider")
        #expect(frame.height == 31)
        let tint = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        // Knob centre at 14 + 0.75 × (200 − 28) = 143: the tint before it, systemFill after the knob.
        #expect(drawn.pixel(frame.minX + 60, frame.midY).near(tint), "\(drawn.pixel(frame.minX + 60, frame.midY))")
        #expect(drawn.pixel(frame.minX + 190, frame.midY).near(drawn.over(.systemFill)), "\(drawn.pixel(frame.minX + 190, frame.midY))")
        #expect(drawn.pixel(frame.minX + 143, frame.midY).near(RGB(hex: 0xFFFFFF)))
    }

    @Test(arguments: appearances) func progressFillsToItsProgress(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: bar, kind: progress, progress: 0.5, width: 200, pin: { top: superview + 100, leading: superview + 20 } }
            """, appearance)
        let frame = try drawn.frame("bar")
        #expect(frame.height == 4)
        let tint = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        #expect(drawn.pixel(frame.minX + 50, frame.midY).near(tint))
        #expect(drawn.pixel(frame.minX + 150, frame.midY).near(drawn.over(.systemFill)), "\(drawn.pixel(frame.minX + 150, frame.midY))")
    }

    @Test(arguments: appearances) func stepperHasItsBodyAndSigns(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: step, kind: stepper, value: 5, pin: { top: superview + 100, leading: superview + 20 } }
            """, appearance)
        let frame = try drawn.frame("step")
        #expect(frame.width == 94 && frame.height == 32)
        #expect(drawn.pixel(frame.minX + 10, frame.minY + 5).near(drawn.over(.tertiarySystemFill)))
        // The plus's centre, in the label colour.
        let label = appearance == .dark ? RGB(hex: 0xFFFFFF) : RGB(hex: 0x000000)
        #expect(drawn.pixel(frame.minX + 70.5, frame.midY + 0.25).near(label, 8), "\(drawn.pixel(frame.minX + 70.5, frame.midY + 0.25))")
    }

    // MARK: Activity indicator, page control

    @Test(arguments: appearances) func activityIndicatorHidesWhenStopped(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: spinning, kind: activity, animating: true, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: stopped, kind: activity, pin: { top: superview + 150, leading: superview + 20 } }
              - { id: shown, kind: activity, hidesWhenStopped: false, indicatorStyle: large, pin: { top: superview + 200, leading: superview + 20 } }
            """, appearance)
        let spinning = try drawn.frame("spinning"), stopped = try drawn.frame("stopped"), shown = try drawn.frame("shown")
        #expect(spinning.width == 20 && shown.width == 37)
        #expect(drawn.pixels(in: spinning).contains { !$0.near(drawn.background, 10) })
        #expect(drawn.pixels(in: stopped).allSatisfy { $0 == drawn.background })
        #expect(drawn.pixels(in: shown).contains { !$0.near(drawn.background, 10) })
    }

    /// The dots' default colours are UIKit's in both appearances: "an opaque white for the current page indicator
    /// dot" (https://developer.apple.com/documentation/uikit/uipagecontrol/currentpageindicatortintcolor) and "a
    /// translucent white" for the others (https://developer.apple.com/documentation/uikit/uipagecontrol/pageindicatortintcolor;
    /// 30 % assumed), here over the control's own #336699 so that white shows.
    static let pageGround = RGB(hex: 0x336699)
    static let pageDot = RGB(r: (255 * 77 + 0x33 * 178 + 127) / 255, g: (255 * 77 + 0x66 * 178 + 127) / 255, b: (255 * 77 + 0x99 * 178 + 127) / 255)

    @Test(arguments: appearances) func pageControlMarksTheCurrentPage(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: pages, kind: pageControl, color: "#336699", pages: 3, currentPage: 1, width: 200, pin: { top: superview + 100, leading: superview + 20 } }
            """, appearance)
        let frame = try drawn.frame("pages")
        #expect(drawn.pixel(frame.midX, frame.midY).near(RGB(hex: 0xFFFFFF)), "\(drawn.pixel(frame.midX, frame.midY))")
        #expect(drawn.pixel(frame.midX - 16, frame.midY).near(Self.pageDot), "\(drawn.pixel(frame.midX - 16, frame.midY))")
        #expect(drawn.pixel(frame.midX - 32, frame.midY).near(Self.pageGround, 1))
    }

    /// Before iOS 14 the control is as wide as its dots, 7 pt at a 16 pt pitch (39 pt for three), 37 pt tall, and
    /// draws every dot (docs/research/ib-defaults.md §14): the current one in the middle, one either side.
    @Test(arguments: appearances) func pageControlBeforeIOS14DrawsEveryDot(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: pages, kind: pageControl, color: "#336699", pages: 3, currentPage: 1, pin: { top: superview + 100, leading: superview + 20 } }
            """, appearance, device: "iphone-8", ios: 12)
        let frame = try drawn.frame("pages")
        #expect(frame.width == 39 && frame.height == 37)
        #expect(drawn.pixel(frame.midX, frame.midY).near(RGB(hex: 0xFFFFFF)))
        #expect(drawn.pixel(frame.minX + 3.5, frame.midY).near(Self.pageDot), "\(drawn.pixel(frame.minX + 3.5, frame.midY))")
        #expect(drawn.pixel(frame.maxX - 3.5, frame.midY).near(Self.pageDot))
        #expect(drawn.pixel(frame.midX - 8, frame.midY).near(Self.pageGround, 1))
    }

    // MARK: Search bar, text view, text field, date picker

    @Test(arguments: appearances) func searchBarFieldAndPlaceholder(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: search, kind: searchBar, placeholder: Search, pin: { top: superview + 100, leading: superview, trailing: superview } }
            """, appearance)
        let frame = try drawn.frame("search")
        #expect(frame.height == 56)
        #expect(drawn.pixel(frame.maxX - 20, frame.midY).near(drawn.over(.tertiarySystemFill)))
        // The placeholder's glyphs: darker (light) or lighter (dark) than the field, never the label's full black or white.
        let field = drawn.pixels(in: Rect(x: frame.minX + 36, y: frame.midY - 8, width: 60, height: 16))
        #expect(field.contains { !$0.near(drawn.over(.tertiarySystemFill), 20) })
    }

    @Test(arguments: appearances) func textViewDrawsItsTextInsideItsInsets(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: notes, kind: textView, text: "Meeting notes for the week", width: 300, height: 120, pin: { top: superview + 100, leading: superview + 20 } }
            """, appearance)
        let frame = try drawn.frame("notes")
        let label = appearance == .dark ? RGB(hex: 0xFFFFFF) : RGB(hex: 0x000000)
        // The first line sits between the 8 pt top inset and the line's height below it, from the 5 pt padding.
        let firstLine = drawn.pixels(in: Rect(x: frame.minX + 5, y: frame.minY + 8, width: 200, height: 22))
        #expect(firstLine.contains { $0.near(label, 40) })
        // Nothing in the inset above it, nor left of the padding.
        #expect(drawn.pixels(in: Rect(x: frame.minX, y: frame.minY, width: 300, height: 7)).allSatisfy { $0 == drawn.background })
        #expect(drawn.pixels(in: Rect(x: frame.minX, y: frame.minY, width: 4.5, height: 120)).allSatisfy { $0 == drawn.background })
    }

    @Test(arguments: appearances) func textFieldValueInLabelPlaceholderInGrey(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: value, kind: textField, text: "MMMMMMMM", width: 300, height: 40, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: hint, kind: textField, placeholder: "MMMMMMMM", width: 300, height: 40, pin: { top: superview + 160, leading: superview + 20 } }
            """, appearance)
        let label = appearance == .dark ? RGB(hex: 0xFFFFFF) : RGB(hex: 0x000000)
        let value = drawn.pixels(in: try drawn.frame("value").inset(by: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)))
        let hint = drawn.pixels(in: try drawn.frame("hint").inset(by: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)))
        #expect(value.contains { $0.near(label, 6) })
        #expect(!hint.contains { $0.near(label, 40) })
        #expect(hint.contains { $0.near(drawn.over(.placeholderText), 6) })
    }

    @Test(arguments: appearances) func compactDatePickerBubble(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: date, kind: datePicker, datePickerMode: date, datePickerStyle: compact, width: 300, height: 34, pin: { top: superview + 100, leading: superview + 20 } }
            """, appearance)
        let frame = try drawn.frame("date")
        #expect(drawn.pixel(frame.maxX - 4, frame.midY).near(drawn.over(.tertiarySystemFill)))
        #expect(drawn.pixel(frame.minX + 4, frame.midY) == drawn.background)
    }

    /// A date picker that names no style shows the one the system picks (docs/research/ib-defaults.md §180): on the
    /// newest iOS the compact style's bubble, whatever the frame's height, and the wheels in count-down mode, which the
    /// compact style cannot show; both in frames tall enough for wheels.
    @Test(arguments: appearances) func unstyledDatePickerShowsTheStyleTheSystemPicks(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: date, kind: datePicker, datePickerMode: date, width: 300, height: 200, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: timer, kind: datePicker, datePickerMode: countDownTimer, width: 300, height: 200, pin: { top: superview + 320, leading: superview + 20 } }
            """, appearance)
        let date = try drawn.frame("date"), timer = try drawn.frame("timer")
        // Compact: a bubble at the trailing edge, nothing at the leading edge or above the bubble.
        #expect(drawn.pixel(date.maxX - 4, date.midY).near(drawn.over(.tertiarySystemFill)), "\(drawn.pixel(date.maxX - 4, date.midY))")
        #expect(drawn.pixel(date.minX + 12, date.midY) == drawn.background)
        #expect(drawn.pixels(in: Rect(x: date.minX, y: date.minY, width: date.width, height: 60)).allSatisfy { $0 == drawn.background })
        // Wheels: the selection band across the middle, from 8 pt in.
        #expect(drawn.pixel(timer.minX + 12, timer.midY).near(drawn.over(.tertiarySystemFill)), "\(drawn.pixel(timer.minX + 12, timer.midY))")
    }

    // MARK: Buttons

    @Test(arguments: appearances) func systemButtonIsATintedTitleWithoutFill(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: plain, kind: button, text: "Sign out", width: 200, height: 44, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: filled, kind: button, buttonStyle: filled, text: "Sign in", width: 200, height: 44, pin: { top: superview + 160, leading: superview + 20 } }
            """, appearance)
        let tint = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let plain = try drawn.frame("plain"), filled = try drawn.frame("filled")
        // No pill: the corners and edges of the plain button are background; its title has tint pixels.
        #expect(drawn.pixel(plain.minX + 6, plain.midY) == drawn.background)
        #expect(drawn.pixels(in: plain).contains { $0.near(tint, 4) })
        // A filled configuration: the tint under a white title.
        #expect(drawn.pixel(filled.minX + 6, filled.midY).near(tint))
        #expect(drawn.pixels(in: filled).contains { $0.near(RGB(hex: 0xFFFFFF), 4) })
    }

    @Test(arguments: appearances) func titleNeverTakesItsBackgroundsColour(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: same, kind: button, buttonType: custom, color: "#007AFF", textColor: "#007AFF", text: "Continue", width: 200, height: 44, pin: { top: superview + 100, leading: superview + 20 } }
            """, appearance)
        let frame = try drawn.frame("same")
        #expect(drawn.pixels(in: frame).contains { $0.near(RGB(hex: 0xFFFFFF), 4) })
    }

    @Test(arguments: appearances) func glyphButtons(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: info, kind: button, buttonType: infoLight, width: 22, height: 22, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: add, kind: button, buttonType: contactAdd, width: 22, height: 22, pin: { top: superview + 100, leading: superview + 60 } }
              - { id: close, kind: button, buttonType: close, width: 30, height: 30, pin: { top: superview + 100, leading: superview + 100 } }
            """, appearance)
        let tint = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        let info = try drawn.frame("info"), add = try drawn.frame("add"), close = try drawn.frame("close")
        // The info glyph's stem and the plus's centre are solid tint; the close disc is tertiarySystemFill.
        #expect(drawn.pixel(info.midX, info.midY + 1).near(tint), "\(drawn.pixel(info.midX, info.midY + 1))")
        #expect(drawn.pixel(add.midX, add.midY).near(tint))
        #expect(drawn.pixel(close.midX, close.minY + 3).near(drawn.over(.tertiarySystemFill)))
        // The ring's top edge.
        #expect(drawn.pixels(in: Rect(x: info.midX - 1, y: info.minY, width: 2, height: 2)).contains { $0.near(tint, 40) })
    }

    // MARK: Tint inheritance, placeholders

    @Test(arguments: appearances) func tintIsInheritedFromTheSuperview(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - id: box
                kind: view
                tint: "#FF9500"
                pin: { top: superview + 100, leading: superview + 20 }
                width: 300
                height: 100
                views:
                  - { id: bar, kind: progress, progress: 1, width: 200, pin: { top: superview + 10, leading: superview + 10 } }
            """, appearance)
        let bar = try drawn.frame("bar")
        #expect(drawn.pixel(bar.midX, bar.midY).near(RGB(hex: 0xFF9500)))
    }

    @Test(arguments: appearances) func placeholdersAreDrawnAndCounted(_ appearance: Appearance) throws {
        let yaml = """
              - { id: map, kind: map, width: 200, height: 100, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: chart, kind: custom, customClass: ChartView, width: 200, height: 100, pin: { top: superview + 220, leading: superview + 20 } }
            """
        let drawn = try Self.render(yaml, appearance)
        let map = try drawn.frame("map")
        #expect(drawn.pixel(map.minX + 10, map.minY + 10).near(RGB(hex: Color(system: .systemGray5, appearance).hex)))
        let screen = try ScreenLoader.parse(text: "screen: controls\nviews:\n" + yaml, file: "controls.yml")
        #expect(Screen.substituteSummary(screen.substitutes) == "not drawn exactly: 1 map view (map), 1 custom view (ChartView)")
    }
}

extension Color {
    /// `0xRRGGBB`.
    var hex: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
}
