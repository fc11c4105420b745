@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// A plain view placed by one pin on an axis takes its length from its subviews when they chain from its
/// start edge to its end edge, each of a known length (a card whose height follows its labels), as Auto
/// Layout sizes it (https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AnatomyofaConstraint.html),
/// instead of an under-constrained error; the frames are the ones the `constraints:` form of the same
/// placement gives, which never went through the pin rules.
@Suite struct ContentSizedContainerTests {
    static let pins = """
        screen: card
        views:
          - id: card
            kind: view
            pin: { top: safeArea + 10, leading: margins, trailing: margins }
            views:
              - { id: title, kind: label, text: Grace Hopper, pin: { top: superview + 12, leading: superview + 12, trailing: superview + 12 } }
              - { id: note, kind: label, text: Rear admiral, pin: { top: title.bottom + 4, leading: superview + 12, trailing: superview + 12, bottom: superview + 12 } }
          - id: chip
            kind: view
            pin: { top: card.bottom + 10, leading: margins }
            views:
              - { id: tag, kind: label, text: New, pin: { top: superview + 4, leading: superview + 8, trailing: superview + 8, bottom: superview + 4 } }
        """

    static let constraints = """
        screen: card
        views:
          - id: card
            kind: view
            views:
              - { id: title, kind: label, text: Grace Hopper }
              - { id: note, kind: label, text: Rear admiral }
          - id: chip
            kind: view
            views:
              - { id: tag, kind: label, text: New }
        constraints:
          - card.top = root.safeArea.top + 10
          - card.leading = root.margins.leading
          - card.trailing = root.margins.trailing
          - title.top = card.top + 12
          - title.leading = card.leading + 12
          - title.trailing = card.trailing - 12
          - note.top = title.bottom + 4
          - note.leading = card.leading + 12
          - note.trailing = card.trailing - 12
          - note.bottom = card.bottom - 12
          - chip.top = card.bottom + 10
          - chip.leading = root.margins.leading
          - tag.top = chip.top + 4
          - tag.bottom = chip.bottom - 4
          - tag.leading = chip.leading + 8
          - tag.trailing = chip.trailing - 8
        """

    @Test func containersTakeTheirContentsLength() throws {
        let profile = try #require(Catalogue.device(id: "iphone-15-pro")).profile(ios: 17)
        let pinned = try LayoutEngine.layout(screen: ScreenLoader.parse(text: Self.pins, file: "pins.yml"), profile: profile)
        let constrained = try LayoutEngine.layout(screen: ScreenLoader.parse(text: Self.constraints, file: "constraints.yml"), profile: profile)
        for id in ["card", "title", "note", "chip", "tag"] {
            #expect(pinned.view(id)?.frame == constrained.view(id)?.frame, "\(id)")
        }
        let card = try #require(pinned.view("card")?.frame), title = try #require(pinned.view("title")?.frame)
        let note = try #require(pinned.view("note")?.frame)
        #expect(title.height > 10 && note.height > 10)
        // The constraints' arithmetic: 12 + title + 4 + note + 12.
        #expect(abs(card.height - (12 + title.height + 4 + note.height + 12)) < 0.001)
        let chip = try #require(pinned.view("chip")?.frame), tag = try #require(pinned.view("tag")?.frame)
        #expect(abs(chip.width - (tag.width + 16)) < 0.001 && abs(chip.height - (tag.height + 8)) < 0.001)
        #expect(tag.width > 10 && tag.width < 100)
    }

    /// A sticky footer sized by its button: the last view of the chain may be pinned to both edges and have a
    /// length of its own, since the container's length is the content's (in UIKit the constraints agree), and
    /// its end may be the container's safe area: 12 + 50 + 12 above the 34-pt home-indicator inset of a
    /// Face ID iPhone in portrait.
    @Test func aFooterTakesItsButtonsHeightAboveTheSafeArea() throws {
        let profile = try #require(Catalogue.device(id: "iphone-15-pro")).profile(ios: 17)
        let layout = try LayoutEngine.layout(screen: ScreenLoader.parse(text: """
            screen: footer
            views:
              - id: footer
                kind: view
                bleed: true
                pin: { leading: superview, trailing: superview, bottom: superview }
                views:
                  - { id: buy, kind: button, buttonStyle: filled, text: Buy, height: 50, pin: { top: superview + 12, leading: margins, trailing: margins, bottom: safeArea + 12 } }
            """, file: "footer.yml"), profile: profile)
        let footer = try #require(layout.view("footer")?.frame), buy = try #require(layout.view("buy")?.frame)
        #expect(footer.height == 12 + 50 + 12 + 34 && footer.maxY == 852)
        #expect(buy.height == 50 && buy.minY == footer.minY + 12)
    }

    /// A chain that does not reach the end edge leaves the container under-constrained, as before.
    @Test func anOpenChainIsStillUnderConstrained() throws {
        let profile = try #require(Catalogue.device(id: "iphone-15-pro")).profile(ios: 17)
        let open = Self.pins.replacingOccurrences(of: ", bottom: superview + 12 }", with: " }")
        #expect(throws: (any Error).self) {
            _ = try LayoutEngine.layout(screen: ScreenLoader.parse(text: open, file: "open.yml"), profile: profile)
        }
    }
}
