import Devices
import Geometry
import Testing

/// A scroll view clips what it scrolls to its bounds (UIScrollView's `clipsToBounds` is true,
/// https://developer.apple.com/documentation/uikit/uiview/clipstobounds). A 54 pt tall table of three 44 pt sample
/// rows, 100 pt from the top: the second row (44–88 pt in the table) is cut by its bottom edge, so its text
/// ("Row 2", centred 66 pt down) and its separator (at 88 pt) are past the bounds and do not show; under the table,
/// the root's background.
@Suite struct ScrollContentClipTests {
    @Test(arguments: ControlDrawingTests.appearances) func sampleRowsStayInsideTheTable(_ appearance: Appearance) throws {
        let drawn = try ControlDrawingTests.render("""
              - { id: list, kind: table, rows: 3, rowHeight: 44, height: 54, pin: { top: superview + 100, leading: superview, trailing: superview } }
            """, appearance)
        let table = try drawn.frame("list")
        #expect(table.minY == 100 && table.height == 54, "\(table)")
        // From half a point under the table to past the third row's end: nothing but the root's background.
        let below = drawn.pixels(in: Rect(x: table.minX, y: table.maxY + 0.5, width: table.width, height: 3 * 44 - 54))
        #expect(!below.isEmpty && below.allSatisfy { $0 == drawn.background }, "\(Set(below))")
        // Inside, the first row's text shows.
        let first = drawn.pixels(in: Rect(x: table.minX, y: table.minY, width: table.width, height: 44))
        #expect(first.contains { !$0.near(drawn.background, 40) })
    }
}
