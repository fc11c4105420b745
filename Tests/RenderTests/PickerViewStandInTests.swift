import Devices
import Foundation
import Geometry
import Screens
import Testing

/// A picker view in a XIB written for this test, beside a date picker. A picker view's rows come from its data
/// source, the app's code: Bezel draws its selection band with grey bars for rows (docs/research/controls.md §9,
/// §21), a stand-in the run names ("not drawn exactly: 1 picker view with rows from code"). The date picker, whose
/// rows UIKit makes itself, is drawn as itself and not named.
@Suite struct PickerViewStandInTests {
    static func screen() throws -> (Screen, AssetProject) {
        let project = try AssetProject("picker-view-stand-in")
        try project.write("Main.xib", AssetProject.xib(
            AssetProject.fixed("pickerView", id: "pk", x: 0, y: 100, width: 390, height: 216)
                + AssetProject.fixed(
                    "datePicker", id: "dp", x: 0, y: 400, width: 390, height: 216,
                    attributes: #"contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels""#)))
        return (try ScreenLoader.single(path: project.document), project)
    }

    @Test func pickerViewIsNamedAsAStandIn() throws {
        let (screen, project) = try Self.screen()
        defer { try? FileManager.default.removeItem(at: project.root) }
        #expect(screen.substitutes.contains { $0.id == "pk" && $0.what == "picker view with rows from code" }, "\(screen.substitutes)")
        #expect(!screen.substitutes.contains { $0.id == "dp" }, "\(screen.substitutes)")
        #expect(Screen.substituteSummary(screen.substitutes)?.contains("1 picker view with rows from code (") == true)
    }

    /// The stand-in is still drawn, light and dark: the band (tertiarySystemFill) and its bars differ from the
    /// background in the picker's middle row.
    @Test(arguments: ControlDrawingTests.appearances) func pickerViewIsDrawnWithItsBand(_ appearance: Appearance) throws {
        let (screen, project) = try Self.screen()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try DocumentCellTests.render(screen, appearance)
        let frame = try drawn.frame("pk")
        let inset = frame.height / 2 - 10
        let middle = drawn.pixels(in: frame.inset(by: EdgeInsets(top: inset, left: 8, bottom: inset, right: 8)))
        #expect(middle.contains { !$0.near(drawn.background, 2) }, "\(Set(middle))")
    }
}
