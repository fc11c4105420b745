import Devices
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing
@testable import Raster

/// The dark appearance as the PNG shows it (issue 14): the pixels are read back from the encoded image
/// and compared with UIKit's published values (systemBackground dark is black, the status bar's content
/// white; light the other way round), not with the theme the painter used.
@Suite struct AppearanceRenderTests {
    /// A screen without bars, so the status bar sits on the app's own background.
    static let screen = """
        screen: plain
        views:
          - { id: name, kind: label, text: Hello, pin: { top: safeArea, leading: margins }, width: 200, height: 30 }
          - { id: brand, kind: view, color: "#FF8800", pin: { top: safeArea + 40, trailing: margins }, width: 40, height: 40 }
          - { id: tinted, kind: view, color: systemBlue, pin: { top: safeArea + 40, leading: margins }, width: 40, height: 40 }
        """

    struct Drawn {
        var image: StraightImage
        var layout: LaidOutScreen
        var scale: Double
    }

    /// The screen alone (no device art, no overlays) on an iPhone 15 Pro at its own 3× scale.
    static func render(_ appearance: Appearance) throws -> Drawn {
        var options = RenderOptions(formats: [.png])
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let screen = try ScreenLoader.parse(text: Self.screen, file: "plain.yml")
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: profile.scale)
    }

    struct RGB: Hashable, CustomStringConvertible {
        var r: UInt8, g: UInt8, b: UInt8
        var sum: Int { Int(r) + Int(g) + Int(b) }
        var description: String { "(\(r), \(g), \(b))" }
    }

    /// Every pixel of the status bar's band (its frame in pixels), as opaque RGB.
    static func statusBarPixels(_ drawn: Drawn) throws -> [RGB] {
        let bar = try #require(drawn.layout.views.first { $0.kind == .statusBar }).frame
        var pixels: [RGB] = []
        for y in Int(bar.minY * drawn.scale)..<Int(bar.maxY * drawn.scale) {
            for x in Int(bar.minX * drawn.scale)..<Int(bar.maxX * drawn.scale) {
                let p = drawn.image[x, y]
                pixels.append(RGB(r: p.r, g: p.g, b: p.b))
            }
        }
        return pixels
    }

    static func mostCommon(_ pixels: [RGB]) -> RGB? {
        var counts: [RGB: Int] = [:]
        for pixel in pixels { counts[pixel, default: 0] += 1 }
        return counts.max { $0.value < $1.value }?.key
    }

    static func pixel(at point: (x: Double, y: Double), _ drawn: Drawn) -> RGB {
        let p = drawn.image[Int(point.x * drawn.scale), Int(point.y * drawn.scale)]
        return RGB(r: p.r, g: p.g, b: p.b)
    }

    static func centre(of id: String, _ drawn: Drawn) throws -> (x: Double, y: Double) {
        let frame = try #require(drawn.layout.views.first { $0.id == id }).frame
        return (frame.midX, frame.midY)
    }

    @Test func darkStatusBarIsWhiteOnBlack() throws {
        let pixels = try Self.statusBarPixels(try Self.render(.dark))
        // The background: systemBackground's dark value, black (the Dynamic Island is black as well).
        #expect(Self.mostCommon(pixels) == RGB(r: 0, g: 0, b: 0))
        // The foreground: glyph pixels the text covers fully are the dark status bar's white.
        #expect(pixels.max { $0.sum < $1.sum } == RGB(r: 255, g: 255, b: 255))
    }

    @Test func lightStatusBarIsBlackOnWhite() throws {
        let pixels = try Self.statusBarPixels(try Self.render(.light))
        #expect(Self.mostCommon(pixels) == RGB(r: 255, g: 255, b: 255))
        #expect(pixels.min { $0.sum < $1.sum } == RGB(r: 0, g: 0, b: 0))
    }

    @Test func homeIndicatorContrastsWithTheApp() throws {
        let dark = try Self.render(.dark), light = try Self.render(.light)
        let indicator = try #require(dark.layout.views.first { $0.kind == .homeIndicator }).frame
        let centre = (x: indicator.midX, y: indicator.midY)
        #expect(Self.pixel(at: centre, dark) == RGB(r: 255, g: 255, b: 255))
        #expect(Self.pixel(at: centre, light) == RGB(r: 0, g: 0, b: 0))
    }

    /// `color: systemBlue` follows the appearance (UIKit's 0,122,255 and 10,132,255); `#FF8800` stays.
    @Test func systemColourNamesFollowTheAppearanceAndHexStays() throws {
        let dark = try Self.render(.dark), light = try Self.render(.light)
        #expect(Self.pixel(at: try Self.centre(of: "tinted", dark), dark) == RGB(r: 10, g: 132, b: 255))
        #expect(Self.pixel(at: try Self.centre(of: "tinted", light), light) == RGB(r: 0, g: 122, b: 255))
        #expect(Self.pixel(at: try Self.centre(of: "brand", dark), dark) == RGB(r: 0xFF, g: 0x88, b: 0x00))
        #expect(Self.pixel(at: try Self.centre(of: "brand", light), light) == RGB(r: 0xFF, g: 0x88, b: 0x00))
    }

    /// A light profile made by `with(appearance: .light)` is the catalogue's profile: same slug, same
    /// encoding (so the same input hash), so light outputs keep their names and bytes.
    @Test func lightProfileIsTheCataloguesProfile() throws {
        let profile = try RenderFixtures.profile("iphone-15-pro")
        #expect(profile.with(appearance: .light) == profile)
        #expect(profile.with(appearance: .dark).slug == profile.slug + "-dark")
        #expect(profile.with(appearance: .dark) != profile)
    }
}
