import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// The properties of each control kind that `ControlDrawingTests` leaves at UIKit's defaults, drawn on a
/// light and a dark profile and read back from the PNG: the tints an app sets (a switch's knob, a
/// slider's two tracks and knob, a progress view's track and fill, a page control's dots), a progress
/// view's `bar` style, a search bar's prompt, a text view's colour, wheels (date and picker views), a
/// visual effect view and the web view's placeholder. Looks and sources: docs/research/controls.md. Each
/// sample is a colour only the property puts there: with the property ignored (or the control not drawn)
/// the pixel is the default's or the background's and the test fails.
@Suite struct ControlPropertyDrawingTests {
    typealias RGB = ControlDrawingTests.RGB
    static let appearances = ControlDrawingTests.appearances
    static let red = RGB(hex: 0xFF0000), green = RGB(hex: 0x00FF00), blue = RGB(hex: 0x0000FF)

    static func render(_ yaml: String, _ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        try ControlDrawingTests.render(yaml, appearance)
    }

    /// `thumbTintColor` replaces the white knob (docs/research/controls.md §1).
    @Test(arguments: appearances) func switchKnobTakesItsThumbTint(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: on, kind: switch, isOn: true, thumbTint: "#FF0000", pin: { top: superview + 100, leading: superview + 20 } }
              - { id: off, kind: switch, thumbTint: "#0000FF", pin: { top: superview + 150, leading: superview + 20 } }
            """, appearance)
        let on = try drawn.frame("on"), off = try drawn.frame("off")
        #expect(drawn.pixel(on.maxX - 15.5, on.midY).near(Self.red), "\(drawn.pixel(on.maxX - 15.5, on.midY))")
        #expect(drawn.pixel(off.minX + 15.5, off.midY).near(Self.blue))
        // The track stays the default's: green left of the on knob.
        #expect(drawn.pixel(on.minX + 8, on.midY).near(RGB(hex: appearance == .dark ? 0x30D158 : 0x34C759)))
    }

    /// A slider's `minimumTrackTintColor` before the knob, `maximumTrackTintColor` after it, and its
    /// `thumbTintColor` (docs/research/controls.md §3): value 0.5 of 0…1 puts the 28-pt knob's centre at
    /// 14 + 0.5 × (200 − 28) = 100.
    @Test(arguments: appearances) func sliderTracksAndKnobTakeTheirTints(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: s, kind: slider, value: 5, minimumValue: 0, maximumValue: 10, minimumTrackTint: "#FF0000", maximumTrackTint: "#00FF00", thumbTint: "#0000FF", width: 200, pin: { top: superview + 100, leading: superview + 20 } }
            """, appearance)
        let frame = try drawn.frame("s")
        #expect(drawn.pixel(frame.minX + 40, frame.midY).near(Self.red), "\(drawn.pixel(frame.minX + 40, frame.midY))")
        #expect(drawn.pixel(frame.minX + 170, frame.midY).near(Self.green), "\(drawn.pixel(frame.minX + 170, frame.midY))")
        #expect(drawn.pixel(frame.minX + 100, frame.midY).near(Self.blue))
        // The knob is 28 pt: blue 13 pt either side of its centre, the tracks 16 pt away.
        #expect(drawn.pixel(frame.minX + 87, frame.midY).near(Self.blue) && drawn.pixel(frame.minX + 113, frame.midY).near(Self.blue))
        #expect(drawn.pixel(frame.minX + 84, frame.midY).near(Self.red) && drawn.pixel(frame.minX + 116, frame.midY).near(Self.green))
        // The 4-pt track: the background 3 pt above it (beside the knob).
        #expect(drawn.pixel(frame.minX + 40, frame.midY - 3) == drawn.background)
    }

    /// A progress view's `progressTintColor` and `trackTintColor`; the `bar` style's square ends against
    /// the default style's capsule (docs/research/controls.md §5).
    @Test(arguments: appearances) func progressTintsAndBarStyle(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: capsule, kind: progress, progress: 0.5, progressTint: "#FF0000", trackTint: "#00FF00", width: 200, height: 8, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: bar, kind: progress, progressStyle: bar, progress: 0.5, progressTint: "#FF0000", trackTint: "#00FF00", width: 200, height: 8, pin: { top: superview + 150, leading: superview + 20 } }
            """, appearance)
        let capsule = try drawn.frame("capsule"), bar = try drawn.frame("bar")
        for frame in [capsule, bar] {
            #expect(drawn.pixel(frame.minX + 50, frame.midY).near(Self.red))
            #expect(drawn.pixel(frame.minX + 150, frame.midY).near(Self.green))
        }
        // The corner pixels: filled for the bar, the background for the capsule's rounded ends.
        #expect(drawn.pixel(bar.minX + 0.25, bar.minY + 0.25).near(Self.red))
        #expect(drawn.pixel(bar.maxX - 0.25, bar.minY + 0.25).near(Self.green))
        #expect(drawn.pixel(capsule.minX + 0.25, capsule.minY + 0.25).near(drawn.background, 40), "\(drawn.pixel(capsule.minX + 0.25, capsule.minY + 0.25))")
        #expect(drawn.pixel(capsule.maxX - 0.25, capsule.minY + 0.25).near(drawn.background, 40))
    }

    /// A page control's `currentPageIndicatorTintColor` and `pageIndicatorTintColor` (§7).
    @Test(arguments: appearances) func pageControlDotsTakeTheirTints(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: pages, kind: pageControl, pages: 3, currentPage: 0, pageIndicatorTint: "#00FF00", currentPageIndicatorTint: "#FF0000", width: 200, pin: { top: superview + 100, leading: superview + 20 } }
            """, appearance)
        let frame = try drawn.frame("pages")
        // Three dots 16 pt apart, centred: the first (current) at midX − 16.
        #expect(drawn.pixel(frame.midX - 16, frame.midY).near(Self.red))
        #expect(drawn.pixel(frame.midX, frame.midY).near(Self.green))
        #expect(drawn.pixel(frame.midX + 16, frame.midY).near(Self.green))
        #expect(drawn.pixel(frame.midX + 8, frame.midY) == drawn.background)
    }

    /// A search bar's `prompt` on a line of its own above the field, centred, in secondaryLabel (§8);
    /// none where the bar has no prompt.
    @Test(arguments: appearances) func searchBarPromptAboveTheField(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: prompted, kind: searchBar, placeholder: Search, prompt: "Find a mailbox", height: 90, pin: { top: superview + 100, leading: superview, trailing: superview } }
              - { id: bare, kind: searchBar, placeholder: Search, height: 90, pin: { top: superview + 250, leading: superview, trailing: superview } }
            """, appearance)
        let prompted = try drawn.frame("prompted"), bare = try drawn.frame("bare")
        let band = { (frame: Rect) in Rect(x: frame.midX - 80, y: frame.minY, width: 160, height: frame.height - 56) }
        let secondary = drawn.over(.secondaryLabel)
        #expect(drawn.pixels(in: band(prompted)).filter { $0.near(secondary, 12) }.count > 30)
        #expect(drawn.pixels(in: band(bare)).allSatisfy { $0 == drawn.background })
        // The field sits in the bottom 56 pt of both.
        #expect(drawn.pixel(prompted.maxX - 20, prompted.maxY - 28).near(drawn.over(.tertiarySystemFill)))
        #expect(drawn.pixel(prompted.maxX - 20, prompted.minY + 10) == drawn.background)
    }

    /// A text view's `textColor` (§12).
    @Test(arguments: appearances) func textViewTakesItsTextColour(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: notes, kind: textView, text: "Meeting notes", textColor: "#FF0000", width: 300, height: 80, pin: { top: superview + 100, leading: superview + 20 } }
            """, appearance)
        let frame = try drawn.frame("notes")
        let ink = drawn.pixels(in: Rect(x: frame.minX + 5, y: frame.minY + 8, width: 200, height: 22))
        #expect(ink.filter { $0.near(Self.red, 10) }.count > 20)
        #expect(!ink.contains { $0.near(appearance == .dark ? RGB(hex: 0xFFFFFF) : RGB(hex: 0x000000), 60) })
    }

    /// Wheels: a date picker in the wheels style and a picker view each draw the 34-pt selection band in
    /// tertiarySystemFill across the middle (§9); the date picker's selected row is label-coloured text on
    /// it, the picker view's rows are systemFill bars (its rows come from code).
    @Test(arguments: appearances) func wheelsDrawTheirSelectionBand(_ appearance: Appearance) throws {
        let drawn = try Self.render("""
              - { id: date, kind: datePicker, datePickerMode: time, datePickerStyle: wheels, width: 320, height: 216, pin: { top: superview + 60, leading: superview + 20 } }
              - { id: wheel, kind: picker, width: 320, height: 216, pin: { top: superview + 300, leading: superview + 20 } }
            """, appearance)
        let date = try drawn.frame("date"), wheel = try drawn.frame("wheel")
        #expect(date.height == 216)
        let band = drawn.over(.tertiarySystemFill)
        for frame in [date, wheel] {
            #expect(drawn.pixel(frame.minX + 12, frame.midY).near(band), "\(drawn.pixel(frame.minX + 12, frame.midY))")
            // The band is 34 pt tall: the background 20 pt above the middle, at the band's left end.
            #expect(drawn.pixel(frame.minX + 12, frame.midY - 20) == drawn.background)
            #expect(drawn.pixel(frame.minX + 4, frame.midY) == drawn.background)
        }
        let label = appearance == .dark ? RGB(hex: 0xFFFFFF) : RGB(hex: 0x000000)
        let selectedRow = Rect(x: date.minX + 8, y: date.midY - 12, width: date.width - 16, height: 24)
        #expect(drawn.pixels(in: selectedRow).filter { $0.near(label, 30) }.count > 30)
        // The picker view's row bar one row below the band, in systemFill over the background.
        #expect(drawn.pixel(wheel.midX, wheel.midY + 34).near(drawn.over(.systemFill)), "\(drawn.pixel(wheel.midX, wheel.midY + 34))")
    }

    /// A visual effect view without a colour of its own stands in for its blur with the bars' translucent
    /// fill (`Theme.barBackground`: #F9F9F9 at 240/255 light, secondarySystemBackground #1C1C1E at 240/255
    /// dark); a web view is the opaque white WebKit paints until a page draws (docs/research/controls.md §14), in
    /// both appearances, and named.
    @Test(arguments: appearances) func visualEffectAndWebPlaceholder(_ appearance: Appearance) throws {
        let yaml = """
              - { id: blur, kind: visualEffect, width: 200, height: 60, pin: { top: superview + 100, leading: superview + 20 } }
              - { id: web, kind: webView, width: 200, height: 100, pin: { top: superview + 200, leading: superview + 20 } }
            """
        let drawn = try Self.render(yaml, appearance)
        let blur = try drawn.frame("blur"), web = try drawn.frame("web")
        let material = appearance == .dark ? RGB(r: 26, g: 26, b: 28) : RGB(r: 249, g: 249, b: 249)
        #expect(drawn.pixel(blur.midX, blur.midY).near(material, 2), "\(drawn.pixel(blur.midX, blur.midY))")
        #expect(drawn.pixels(in: web).allSatisfy { $0 == RGB(r: 255, g: 255, b: 255) }, "\(drawn.pixel(web.minX + 10, web.minY + 10))")
        let screen = try ScreenLoader.parse(text: "screen: controls\nviews:\n" + yaml, file: "controls.yml")
        #expect(Screen.substituteSummary(screen.substitutes) == "not drawn exactly: 1 web view (web)")
    }
}
