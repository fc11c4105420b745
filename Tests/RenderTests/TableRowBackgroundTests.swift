import Foundation
import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// DocumentCellTests' prototype table with its 50 pt prototype cell given a background colour of its own,
/// `systemOrangeColor` (written for this test, as Interface Builder saves a cell's Background: a
/// `<color key="backgroundColor">` after the content view). UIKit fills the cell with it and draws the separator
/// above it (https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundcolor).
@Suite struct TableRowBackgroundTests {
    static func screen() throws -> Screen {
        let coloured = DocumentCellTests.storyboard.replacingOccurrences(
            of: #"</tableViewCellContentView>(\s*)</tableViewCell>(\s*)</prototypes>"#,
            with: "</tableViewCellContentView>$1<color key=\"backgroundColor\" systemColor=\"systemOrangeColor\"/>$1</tableViewCell>$2</prototypes>",
            options: .regularExpression)
        #expect(coloured != DocumentCellTests.storyboard)
        let screens = try ScreenLoader.screens(bytes: Array(coloured.utf8), file: "Cells.storyboard")
        return try #require(screens.first { $0.name.hasSuffix("prototypes") })
    }

    /// Every row below the status bar is orange (UIKit's systemOrange, #FF9500 light, #FF9F0A dark:
    /// https://developer.apple.com/design/human-interface-guidelines/color#Specifications) beside its label, and the
    /// separator at its bottom is not: it is drawn over the cell. Without the cell's colour the rows show the
    /// table's background.
    @Test(arguments: ControlDrawingTests.appearances) func aCellsBackgroundColourFillsItsRow(_ appearance: Appearance) throws {
        let drawn = try DocumentCellTests.render(Self.screen(), appearance)
        let orange = ControlDrawingTests.RGB(hex: appearance == .dark ? 0xFF9F0A : 0xFF9500)
        let rows = try #require(drawn.layout.views.first { $0.id == "pr-tbl" }?.scroll?.cellRows).filter { $0.frame.minY > 60 && $0.frame.maxY < 800 }
        #expect(rows.count >= 4)
        for row in rows {
            let fill = drawn.pixel(row.frame.maxX - 30, row.frame.midY)
            #expect(fill.near(orange, 6), "\(row.id): \(fill)")
            let rule = drawn.pixel(row.frame.maxX - 30, row.frame.maxY - 0.25)
            #expect(!rule.near(orange, 6), "\(row.id) separator: \(rule)")
        }
    }
}
