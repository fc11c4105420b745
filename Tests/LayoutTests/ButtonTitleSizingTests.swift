@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing
import Text

/// A button sized by its content is sized by what is drawn in it.
@Suite struct ButtonTitleSizingTests {
    static let profile = Result { try #require(Catalogue.device(id: "iphone-15-pro")).profile(ios: 17) }

    /// A configuration button's title is the body style's regular 17 pt, as Interface Builder sizes it
    /// (docs/research/ib-defaults.md §80), in templates as in documents, and drawn so: the frame is the title's
    /// regular width plus the configuration's 12 pt each side; a weight the view names is measured in that weight.
    @Test func configurationTitlesAreMeasuredRegularUnlessTheViewNamesAWeight() throws {
        let layout = try LayoutEngine.layout(screen: ScreenLoader.parse(text: """
            screen: badge
            views:
              - { id: tinted, kind: button, buttonStyle: tinted, cornerStyle: capsule, text: New Post, pin: { top: safeArea + 10, trailing: margins } }
              - { id: named, kind: button, buttonStyle: tinted, fontWeight: semibold, text: New Post, pin: { top: tinted.bottom + 10, trailing: margins } }
            """, file: "badge.yml"), profile: Self.profile.get())
        let typesetter = try Typesetter.standard()
        let semibold = typesetter.width(of: "New Post", font: TextFont(size: 17, weight: .semibold))
        let regular = typesetter.width(of: "New Post", font: TextFont(size: 17))
        #expect(semibold > regular + 1)
        let tinted = try #require(layout.view("tinted")?.frame), named = try #require(layout.view("named")?.frame)
        #expect(abs(tinted.width - (regular + 24)) < 0.5, "\(tinted.width) vs \(regular + 24)")
        #expect(abs(named.width - (semibold + 24)) < 0.5, "\(named.width) vs \(semibold + 24)")
    }

    /// A classic button with a short title is 30 pt wide, as Interface Builder saves "Use" and "Play" buttons
    /// (docs/research/ib-defaults.md §16) and as a document's button is laid out; a longer title is its own width.
    @Test func classicButtonsAreAtLeastThirtyPointsWide() throws {
        let layout = try LayoutEngine.layout(screen: ScreenLoader.parse(text: """
            screen: short
            views:
              - { id: go, kind: button, text: Go, fontSize: 15, pin: { top: safeArea + 10, leading: margins } }
              - { id: long, kind: button, text: Forgot password?, fontSize: 15, pin: { top: go.bottom + 10, leading: margins } }
            """, file: "short.yml"), profile: Self.profile.get())
        #expect(layout.view("go")?.frame.size == Size(width: 30, height: 30))
        let long = try #require(layout.view("long")?.frame)
        #expect(long.width > 100)
    }

    /// A glyph button with no title is its glyph's size (docs/research/controls.md §11: a 22 pt ring, a 30 pt
    /// disc for `close`), not a zero-width frame beside which a pinned text field cannot be placed.
    @Test func glyphButtonsAreTheirGlyphsSize() throws {
        let layout = try LayoutEngine.layout(screen: ScreenLoader.parse(text: """
            screen: glyphs
            views:
              - { id: field, kind: textField, placeholder: Message, hugging: 250, pin: { top: safeArea + 10, leading: margins, trailing: add.leading + 8 } }
              - { id: add, kind: button, buttonType: contactAdd, pin: { top: safeArea + 10, trailing: margins } }
              - { id: info, kind: button, buttonType: infoLight, pin: { top: field.bottom + 10, leading: margins } }
              - { id: close, kind: button, buttonType: close, pin: { top: info.bottom + 10, leading: margins } }
            """, file: "glyphs.yml"), profile: Self.profile.get())
        #expect(layout.view("add")?.frame.size == Size(width: 22, height: 22))
        #expect(layout.view("info")?.frame.size == Size(width: 22, height: 22))
        #expect(layout.view("close")?.frame.size == Size(width: 30, height: 30))
        // The field (hugging less than the button, so it is the one that stretches) ends 8 pt before the glyph:
        // 393 − 16 − 22 − 8 − 16.
        let field = try #require(layout.view("field")?.frame)
        #expect(abs(field.width - (393 - 16 - 22 - 8 - 16)) < 0.001, "\(field.width)")
    }
}
