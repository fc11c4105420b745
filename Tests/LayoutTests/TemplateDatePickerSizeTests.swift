@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// A template's date picker that names no style sizes itself as the style it shows: from iOS 14 the compact style, as
/// tall as the 34 pt bubble it is drawn in, its width from its constraints (assumed, docs/research/controls.md §9);
/// before iOS 14 the 216 pt wheels. A document's compact picker keeps its saved frame instead
/// (docs/research/ib-defaults.md §180, `CompactDatePickerSizeTests`).
@Suite struct TemplateDatePickerSizeTests {
    static let template = """
        screen: booking
        views:
          - id: when
            kind: datePicker
            datePickerMode: date
            pin: { top: safeArea + 20, leading: superview + 16, trailing: superview - 16 }
          - { id: note, kind: label, text: Pick a day, pin: { top: when.bottom + 8, leading: superview + 16 } }
        """

    @Test(arguments: [(17, 34.0), (13, 216.0)]) func anUnstyledPickerIsAsTallAsTheStyleItShows(ios: Int, height: Double) throws {
        let profile = try #require(Catalogue.device(id: "iphone-11")).profile(ios: ios)
        let layout = try LayoutEngine.layout(screen: ScreenLoader.parse(text: Self.template, file: "booking.yml"), profile: profile)
        let when = try #require(layout.view("when")?.frame), note = try #require(layout.view("note")?.frame)
        #expect(when.height == height)
        #expect(note.minY == when.maxY + 8)
        #expect(layout.ambiguities.isEmpty, "\(layout.ambiguities)")
    }
}
