import Devices
import Foundation
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// A search bar's scope bar, "shown here below a search bar" (UIKit User Interface Catalog, Search Bars): with
/// `showsScopeBar` and two titles or more, the bottom 44 pt of the bar hold a segmented control drawn as a segmented
/// control is, 32 pt tall and 8 pt in from the sides, the selected scope raised (the first by default), and the field's
/// band moves up above it (docs/research/controls.md §24). From a storyboard written for this test (a 100 pt bar with
/// three scopes, and a bar that keeps Interface Builder's default titles without showing them) and from a template's
/// `scopeTitles:` and `selectedScope:` (a bar that sizes itself, 44 pt taller for its scope bar), light and dark.
@Suite struct SearchBarScopeBarTests {
    typealias RGB = ControlDrawingTests.RGB
    typealias Drawn = ControlDrawingTests.Drawn

    static let storyboard = DocumentVisibilityTests.storyboard(controller: "MailboxSearchViewController", subviews: """
                                    <searchBar contentMode="redraw" placeholder="Find mail" showsScopeBar="YES" id="mb-scoped">
                                        <rect key="frame" x="0.0" y="100" width="414" height="100"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                        <textInputTraits key="textInputTraits"/>
                                        <scopeButtonTitles>
                                            <string>Inbox</string>
                                            <string>Archive</string>
                                            <string>Flagged</string>
                                        </scopeButtonTitles>
                                    </searchBar>
                                    <searchBar contentMode="redraw" placeholder="Find mail" id="mb-hidden">
                                        <rect key="frame" x="0.0" y="300" width="414" height="100"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                        <textInputTraits key="textInputTraits"/>
                                        <scopeButtonTitles>
                                            <string>Title</string>
                                            <string>Title</string>
                                        </scopeButtonTitles>
                                    </searchBar>
        """)

    static let template = """
        screen: mailbox-search
        views:
          - id: search
            kind: searchBar
            placeholder: Find mail
            scopeTitles: [Inbox, Archive, Flagged]
            selectedScope: 1
            pin: { top: superview + 100, leading: superview, trailing: superview }

        """

    /// The selected segment's raised fill: white in light, systemGray2's dark value in dark (`SegmentedControlPainter`).
    static func knob(_ appearance: Appearance) -> RGB { appearance == .dark ? RGB(hex: 0x636366) : RGB(hex: 0xFFFFFF) }

    /// The scope bar of a bar drawn in `bar` with three scopes, `selected` selected: the control's outline (the band above
    /// it left empty, its fill from 38 pt above the bar's bottom), the raised selected segment beside its title, the others
    /// flat, every title inked in label, and the field in the band above.
    static func expectScopeBar(_ drawn: Drawn, in bar: Rect, selected: Int) {
        let width = (bar.width - 16) / 3
        let segment = { (index: Int) in Rect(x: bar.minX + 8 + Double(index) * width, y: bar.maxY - 38, width: width, height: 32) }
        let band = bar.maxY - 22
        let flat = drawn.over(.tertiarySystemFill)
        for index in 0..<3 {
            let rect = segment(index)
            // 10 pt in from the segment's leading edge: clear of its centred title.
            let fill = drawn.pixel(rect.minX + 10, band)
            if index == selected {
                #expect(fill.near(Self.knob(drawn.appearance)), "segment \(index): \(fill)")
            } else {
                #expect(fill.near(flat), "segment \(index): \(fill)")
            }
            // The band's 6 pt above the control: the bar's background, not the control or the field.
            #expect(drawn.pixel(rect.midX, bar.maxY - 41) == drawn.background, "above segment \(index)")
            // The control's own fill along its top, above the raised segment's 2 pt inset.
            #expect(drawn.pixel(rect.minX + 10, bar.maxY - 37).near(flat), "top of segment \(index)")
            let label = drawn.appearance == .dark ? RGB(hex: 0xFFFFFF) : RGB(hex: 0x000000)
            let ink = drawn.pixels(in: Rect(x: rect.minX + 20, y: rect.minY + 6, width: rect.width - 40, height: rect.height - 12))
                .filter { $0.near(label, 40) }.count
            #expect(ink > 20, "segment \(index)'s title: \(ink) pixels")
        }
        // The field in the 56 pt above the scope bar: 36 pt tall, centred in it.
        #expect(drawn.pixel(bar.maxX - 20, bar.minY + 28).near(flat), "\(drawn.pixel(bar.maxX - 20, bar.minY + 28))")
        #expect(drawn.pixel(bar.maxX - 20, bar.minY + 5) == drawn.background)
    }

    @Test(arguments: ControlDrawingTests.appearances) func storyboardScopeBarIsDrawnBelowTheField(_ appearance: Appearance) throws {
        let screens = try ScreenLoader.screens(bytes: Array(Self.storyboard.utf8), file: "MailboxSearch.storyboard")
        let drawn = try DocumentCellTests.render(try #require(screens.first), appearance)
        let scoped = try drawn.frame("mb-scoped")
        #expect(scoped.height == 100)
        Self.expectScopeBar(drawn, in: scoped, selected: 0)
        // Titles a bar does not show draw nothing: its field stays in the bottom 56 pt, nothing raised below it.
        let hidden = try drawn.frame("mb-hidden")
        #expect(drawn.pixel(hidden.maxX - 20, hidden.minY + 28) == drawn.background)
        #expect(drawn.pixel(hidden.maxX - 20, hidden.maxY - 28).near(drawn.over(.tertiarySystemFill)))
        #expect(drawn.pixels(in: Rect(x: hidden.minX, y: hidden.maxY - 8, width: hidden.width, height: 8)).allSatisfy { $0 == drawn.background })
    }

    @Test(arguments: ControlDrawingTests.appearances) func templateScopeBarIsDrawnBelowTheField(_ appearance: Appearance) throws {
        let folder = try RenderFixtures.scratchFolder("search-bar-scope")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("mailbox-search.yml").path
        try Self.template.write(toFile: path, atomically: true, encoding: .utf8)
        let drawn = try DocumentCellTests.render(try ScreenLoader.load(path: path), appearance)
        // No `height:`: the bar sizes itself, its 56 pt and the scope bar's 44 below (assumed, controls.md §24).
        let bar = try drawn.frame("search")
        #expect(bar.height == 100)
        Self.expectScopeBar(drawn, in: bar, selected: 1)
    }
}
