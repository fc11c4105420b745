import Devices
import Foundation
import Geometry
import Screens
import Testing

/// An inline date picker (`style="inline"`) is drawn as a calendar month, not as wheels, and no longer named
/// as a stand-in (docs/research/controls.md §9, `InlineCalendarPainter`): January 2026, whose first day is a
/// Thursday, the selected 9th on a disc of the tint (systemBlue) at 12 %.
@Suite struct InlineDatePickerTests {
    typealias RGB = ControlDrawingTests.RGB

    static func screen() throws -> (Screen, AssetProject) {
        let project = try AssetProject("inline-date-picker")
        try project.write("Main.xib", AssetProject.xib(AssetProject.fixed(
            "datePicker", id: "cal", x: 20, y: 100, width: 350, height: 380,
            attributes: #"contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="inline""#)))
        return (try ScreenLoader.single(path: project.document), project)
    }

    @Test(arguments: ControlDrawingTests.appearances) func calendarMonth(_ appearance: Appearance) throws {
        let (screen, project) = try Self.screen()
        defer { try? FileManager.default.removeItem(at: project.root) }
        #expect(!screen.substitutes.contains { $0.id == "cal" }, "\(screen.substitutes)")
        let drawn = try DocumentCellTests.render(screen, appearance)
        let frame = try drawn.frame("cal")
        let background = drawn.pixel(frame.minX + 2, frame.maxY - 2)
        let tint = RGB(hex: appearance == .dark ? 0x0A84FF : 0x007AFF)
        func ink(_ day: Int) -> Int {
            drawn.pixels(in: InlineCalendarGeometry.cell(day: day, in: frame)).filter { !$0.near(background, 40) }.count
        }
        // Seven columns over 8 pt less than the frame on each side, five weeks under the 44 + 20 pt rows.
        let first = InlineCalendarGeometry.cell(day: 1, in: frame)
        #expect(abs(first.width - (frame.width - 16) / 7) < 0.01 && abs(first.minY - (frame.minY + 64)) < 0.01, "\(first)")
        // The 1st on Thursday: ink in its cell, none in the three cells before it.
        #expect(ink(1) > 20, "day 1 ink \(ink(1))")
        for before in 1...3 {
            let empty = first.offsetBy(dx: -Double(before) * first.width, dy: 0)
            #expect(drawn.pixels(in: empty).allSatisfy { $0.near(background, 8) }, "cell \(before) before the 1st")
        }
        // The 9th (Friday of the second week): the disc of the tint at 12 % around its number, in the tint.
        let selected = InlineCalendarGeometry.cell(day: 9, in: frame)
        #expect(abs(selected.minX - (first.minX + first.width)) < 0.01 && abs(selected.minY - first.maxY) < 0.01, "\(selected)")
        let disc = BarItemDrawingTests.mix(tint, over: background, alpha: 31)
        let radius = min(22, selected.width / 2, selected.height / 2)
        #expect(drawn.pixel(selected.midX - radius * 0.8, selected.midY).near(disc, 6), "disc \(drawn.pixel(selected.midX - radius * 0.8, selected.midY)) vs \(disc)")
        #expect(drawn.pixels(in: selected).filter { $0.near(tint, 30) }.count > 20, "the 9th in the tint")
        // The month's name in the header row.
        let header = Rect(x: frame.minX, y: frame.minY, width: frame.width / 2, height: 44)
        #expect(drawn.pixels(in: header).filter { !$0.near(background, 40) }.count > 100)
    }
}

/// The grid the test checks, from the painter's own numbers (the painter is internal to Drawing).
enum InlineCalendarGeometry {
    static func cell(day: Int, in frame: Rect) -> Rect {
        let top = frame.minY + 44 + 20
        let width = (frame.width - 16) / 7, height = (frame.maxY - top) / 5
        let index = 4 + day - 1
        return Rect(x: frame.minX + 8 + Double(index % 7) * width, y: top + Double(index / 7) * height, width: width, height: height)
    }
}
