import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// The controls of the repository's own storyboards drawn as their documents say, light and dark: the
/// Settings scene of `Templates/mail.storyboard` has one switch on (`on="YES"`) and one off, and a plain
/// `buttonType="system"` "Sign out"; `Templates/signup-form.storyboard`'s "Create account" button has a
/// blue background and no title colour of its own.
@Suite struct DocumentControlTests {
    typealias RGB = ControlDrawingTests.RGB

    static func render(_ document: String, scene: String, _ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let screens = try ScreenLoader.screens(path: RenderFixtures.templatesFolder + "/" + document)
        let screen = try #require(screens.first { $0.name.hasSuffix(scene) }, "\(screens.map(\.name))")
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
    }

    @Test(arguments: ControlDrawingTests.appearances) func mailSettingsSwitches(_ appearance: Appearance) throws {
        let drawn = try Self.render("mail.storyboard", scene: "settings", appearance)
        let on = try drawn.frame("mail-set-sw1"), off = try drawn.frame("mail-set-sw2")
        #expect(drawn.layout.views.first { $0.id == "mail-set-sw1" }?.kind == .view(.switchControl))
        let green = RGB(hex: appearance == .dark ? 0x30D158 : 0x34C759)
        #expect(drawn.pixel(on.minX + 8, on.midY).near(green), "\(drawn.pixel(on.minX + 8, on.midY))")
        // The off switch: no green anywhere in its frame.
        #expect(!drawn.pixels(in: off).contains { $0.near(green, 20) })
        #expect(drawn.pixel(off.minX + 15.5, off.midY).near(RGB(hex: 0xFFFFFF)))
    }

    @Test(arguments: ControlDrawingTests.appearances) func mailSignOutIsAPlainTitle(_ appearance: Appearance) throws {
        let drawn = try Self.render("mail.storyboard", scene: "settings", appearance)
        let button = try drawn.frame("mail-set-out")
        let tint = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        // No pill: the button's ends show what is behind it, not the tint.
        #expect(!drawn.pixel(button.minX + 4, button.midY).near(tint, 40))
        #expect(drawn.pixels(in: button).contains { $0.near(tint, 4) })
    }

    @Test(arguments: ControlDrawingTests.appearances) func signUpTitleStandsOutOfItsBlueBackground(_ appearance: Appearance) throws {
        let drawn = try Self.render("signup-form.storyboard", scene: "signup", appearance)
        let button = try drawn.frame("sgn-btn")
        #expect(drawn.pixel(button.minX + 4, button.midY).near(RGB(hex: 0x007AFF)))
        #expect(drawn.pixels(in: button).contains { $0.near(RGB(hex: 0xFFFFFF), 4) })
    }

    /// Each scene of a tab bar controller shows its own tab selected: mail's Settings scene selects
    /// "Settings", not the first tab.
    @Test func eachSceneSelectsItsOwnTab() throws {
        let screens = try ScreenLoader.screens(path: RenderFixtures.templatesFolder + "/mail.storyboard")
        var checked = 0
        for screen in screens {
            // Mail's scenes are named after their tabs (`mail/inbox`, `mail/settings`).
            guard let bar = screen.controller.tabBar,
                  let index = bar.items.firstIndex(where: { screen.name.lowercased().hasSuffix($0.tabTitle.lowercased()) }) else { continue }
            #expect(bar.selected == index, "\(screen.name): \(bar.items) selected \(String(describing: bar.selected))")
            checked += 1
        }
        #expect(checked >= 2)
    }
}
