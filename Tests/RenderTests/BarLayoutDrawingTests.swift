import Devices
import Geometry
import Layout
import PNG
import Render
@testable import Drawing
import Screens
import Testing
@testable import Text

/// The bars' shapes that depend on the device: iPadOS 18's tab bar floating at the top as a centred
/// capsule (docs/research/bars.md §4), Split View's black divider with its handle and the windows' rounded
/// corners (§5), and a television's profile named and captioned without an orientation (§6). Pixels read
/// from the PNG at 1× (a pixel is a point of the screen).
@Suite struct BarLayoutDrawingTests {
    typealias RGB = ControlDrawingTests.RGB

    static func pixel(_ image: StraightImage, _ x: Double, _ y: Double) -> RGB {
        let p = image[Int(x), Int(y)]
        return RGB(r: Int(p.r), g: Int(p.g), b: Int(p.b))
    }

    static let appearances: [Appearance] = [.light, .dark]

    /// iPad, iOS 18, landscape, full screen: the tabs in a capsule centred in the navigation bar's row,
    /// the selected (first) tab on a systemGray5 pill; the row's leading part is the bar's own colour.
    @Test(arguments: appearances) func iPadTabBarFloatsAtTheTopCentred(_ appearance: Appearance) throws {
        let yaml = """
            screen: tabs
            controller:
              navigationBar: { title: Library }
              tabBar: { items: [Home, Inbox, Settings] }
            views:
              - { id: v, kind: view, width: 2, height: 2, pin: { top: safeArea + 100, leading: superview + 10 } }
            """
        let screen = try ScreenLoader.parse(text: yaml, file: "tabs.yml")
        let profile = try RenderFixtures.profile("ipad-pro-11-gen2", .landscapeLeft, ios: 18).with(appearance: appearance)
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let image = try RenderFixtures.bareScreen(screen, on: profile)
        let tab = try #require(layout.views.first { $0.kind == .tabBar }).frame
        let nav = try #require(layout.views.first { $0.kind == .navigationBar }).frame
        #expect(tab.minY == nav.minY, "the tab bar shares the navigation bar's row")
        let typesetter = RenderFixtures.typesetter
        let widths = ["Home", "Inbox", "Settings"].map { typesetter.width(of: $0, font: TextFont(size: 15, weight: .medium)) + 28 }
        let capsuleWidth = widths.reduce(0, +) + 6
        let left = tab.midX - capsuleWidth / 2
        let pill = RGB(hex: SystemColor.systemGray5.rgba(appearance) >> 8)
        // The selected pill's leading end, inside its 4-pt rounded end but clear of the title.
        let sample = Self.pixel(image, left + 3 + 5, tab.midY)
        #expect(sample.near(pill, 4), "\(sample) vs \(pill)")
        // The second tab has no pill; the bar's colour shows at the row's leading end, far from the capsule.
        let barColour = Self.pixel(image, tab.minX + 4, tab.midY)
        #expect(Self.pixel(image, left + 3 + widths[0] + 5, tab.midY).near(barColour, 6))
        #expect(!barColour.near(pill, 4))
        // Symmetric: the capsule's rim 1 pt inside both ends differs from the bar; 2 pt outside does not.
        #expect(Self.pixel(image, left - 2, tab.midY).near(barColour, 2))
        #expect(Self.pixel(image, left + capsuleWidth + 2, tab.midY).near(barColour, 2))
    }

    /// Split View, light and dark: the divider between the windows is black with a systemGray handle in its middle;
    /// both windows' corners are rounded (black shows at the very corner, the window just inside it). The app's
    /// window is filled with a red view so that its corner shows in the dark appearance too (black on black
    /// otherwise); the other app is systemGray4 (`Theme.otherApp`, docs/research/bars.md §5).
    @Test(arguments: appearances) func splitViewHasADividerAndRoundedWindows(_ appearance: Appearance) throws {
        let screen = try ScreenLoader.parse(text: """
            screen: split
            statusBar: hidden
            views:
              - { id: fill, kind: view, color: "#FF0000", pin: { top: superview, bottom: superview, leading: superview, trailing: superview } }
            """, file: "split.yml")
        let profile = try RenderFixtures.profile("ipad-pro-11-gen2", .landscapeLeft, .splitHalf).with(appearance: appearance)
        let image = try RenderFixtures.bareScreen(screen, on: profile)
        let window = profile.windowFrame
        let black = RGB(r: 0, g: 0, b: 0), red = RGB(r: 255, g: 0, b: 0)
        let dividerX = window.maxX + Multitasking.dividerWidth / 2
        #expect(Self.pixel(image, dividerX, window.midY - 100).near(black, 2))
        #expect(Self.pixel(image, dividerX, window.midY).near(RGB(hex: SystemColor.systemGray.rgba(appearance) >> 8), 4),
                "\(Self.pixel(image, dividerX, window.midY))")
        // The app's window up to its edge, but black in its rounded top corner (the middle of the display's status
        // bar, where it draws nothing; the bottom corners meet the display's one home indicator).
        #expect(Self.pixel(image, window.maxX - 1, window.midY).near(red, 2))
        #expect(Self.pixel(image, window.maxX - 1, window.minY + 1).near(black, 40), "\(Self.pixel(image, window.maxX - 1, window.minY + 1))")
        #expect(Self.pixel(image, window.maxX - 12, window.minY + 12).near(red, 2))
        // The other app's window beyond the divider, rounded the same way.
        let other = window.maxX + Multitasking.dividerWidth
        let grey = RGB(hex: SystemColor.systemGray4.rgba(appearance) >> 8)
        #expect(Self.pixel(image, other + 1, window.midY).near(grey, 2), "\(Self.pixel(image, other + 1, window.midY))")
        #expect(Self.pixel(image, other + 1, window.minY + 1).near(black, 40))
        #expect(Self.pixel(image, other + 12, window.minY + 12).near(grey, 2))
    }

    /// A television has one orientation: its output name and caption name none.
    @Test func televisionsAreNamedWithoutAnOrientation() throws {
        let profile = try RenderFixtures.profile("apple-tv-4k")
        #expect(profile.slug == "apple-tv-4k")
        #expect(profile.with(appearance: .dark).slug == "apple-tv-4k-dark")
        #expect(try RenderFixtures.profile("iphone-15-pro").slug == "iphone-15-pro-portrait")
        let screen = try ScreenLoader.parse(text: "screen: tv\nviews:\n  - { id: v, kind: view, width: 2, height: 2, pin: { top: safeArea + 100, leading: superview + 10 } }\n", file: "tv.yml")
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        let displayList = DisplayListBuilder(text: DisplayListText(typesetter: RenderFixtures.typesetter), options: DisplayListOptions()).build(screen: screen, layout: layout, profile: profile)
        let legend = displayList.layers.first { $0.id == .legend }?.nodes ?? []
        let caption = OverlayFurnitureTests.flatten(legend).compactMap { node -> String? in
            if case .text(let run) = node { return run.string }
            return nil
        }.joined(separator: " ")
        #expect(caption.hasPrefix(profile.deviceName), "\(caption)")
        #expect(!caption.contains("portrait") && !caption.contains("landscape"), "\(caption)")
    }
}
