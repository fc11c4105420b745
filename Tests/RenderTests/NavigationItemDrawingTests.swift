import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing
import Text

/// A navigation item's title, large title and back button drawn on a light and a dark profile, read back
/// from the PNG: the title centred in the bar's 44-pt row in the label colour (17 pt semibold), the large
/// title at the leading margin in the 52-pt row UIKit adds below it (34 pt bold), the back button a
/// chevron and the previous screen's title in the tint (docs/research/bars.md §2). Counts of ink pixels
/// in each place: with the item not drawn (or drawn elsewhere) the count is zero and the test fails.
@Suite struct NavigationItemDrawingTests {
    typealias RGB = ControlDrawingTests.RGB
    typealias Drawn = BarItemDrawingTests.Drawn
    static let appearances = BarItemDrawingTests.appearances

    func label(_ appearance: Appearance) -> RGB { RGB(hex: appearance == .dark ? 0xFFFFFF : 0x000000) }

    @Test(arguments: appearances) func titleIsCentredInTheRow(_ appearance: Appearance) throws {
        let drawn = try BarItemDrawingTests.render("  navigationBar: { title: Mailboxes }", appearance)
        let bar = try drawn.bar("navigationBar")
        let row = Rect(x: bar.minX, y: bar.maxY - 44, width: bar.width, height: 44)
        let width = RenderFixtures.typesetter.width(of: "Mailboxes", font: SystemFont.navigationTitle.font)
        let title = Rect(x: row.midX - width / 2, y: row.minY, width: width, height: 44)
        #expect(drawn.count(label(appearance), in: title) > 60)
        // Nothing of it beyond its centred width, on either side.
        #expect(drawn.count(label(appearance), in: Rect(x: row.minX, y: row.minY, width: title.minX - 2 - row.minX, height: 44)) == 0)
        #expect(drawn.count(label(appearance), in: Rect(x: title.maxX + 2, y: row.minY, width: row.maxX - title.maxX - 2, height: 44)) == 0)
    }

    @Test(arguments: appearances) func largeTitleBelowTheRowAtTheMargin(_ appearance: Appearance) throws {
        let drawn = try BarItemDrawingTests.render("  navigationBar: { title: Mailboxes, largeTitle: true }", appearance)
        let bar = try drawn.bar("navigationBar")
        let large = Rect(x: bar.minX, y: bar.maxY - 52, width: bar.width, height: 52)
        let width = RenderFixtures.typesetter.width(of: "Mailboxes", font: SystemFont.largeNavigationTitle.font)
        // 34 pt bold from the 16 pt margin.
        #expect(drawn.count(label(appearance), in: Rect(x: 16, y: large.minY, width: width, height: 52)) > 400)
        #expect(drawn.count(label(appearance), in: Rect(x: 0, y: large.minY, width: 15, height: 52)) == 0)
        #expect(drawn.count(label(appearance), in: Rect(x: 16 + width + 2, y: large.minY, width: bar.maxX - 18 - width, height: 52)) == 0)
        // The 44-pt row above it holds no title.
        #expect(drawn.count(label(appearance), in: Rect(x: bar.minX, y: large.minY - 44, width: bar.width, height: 44)) == 0)
    }

    @Test(arguments: appearances) func backButtonIsAChevronAndThePreviousTitle(_ appearance: Appearance) throws {
        let drawn = try BarItemDrawingTests.render("  navigationBar: { title: Inbox, back: Mailboxes }", appearance)
        let back = try drawn.item("backButton")
        #expect(back.title == "Mailboxes")
        // The chevron: its tip 1 pt in from the button's leading edge, its arms 10 pt back; then the title.
        #expect(drawn.count(drawn.tint, in: Rect(x: back.frame.minX, y: back.frame.midY - 11, width: 12, height: 22)) > 20)
        let title = Rect(x: back.frame.minX + 20, y: back.frame.minY, width: back.frame.width - 20, height: back.frame.height)
        #expect(drawn.count(drawn.tint, in: title) > 60)
        // Without a back title, the leading end is empty.
        let root = try BarItemDrawingTests.render("  navigationBar: { title: Inbox }", appearance)
        #expect(root.count(root.tint, in: back.frame) == 0)
    }
}
