import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// An Xcode 8.0 XIB (toolsVersion 11201) whose cell's content view and fixed-frame subviews are saved as
/// `<frame key="frameInset">` (docs/research/ib-defaults.md §48), written for this test with the numbers of
/// views one public repository saved first with Xcode 7 and then with Xcode 8.0. Laid out on its saved canvas,
/// the subviews keep those frames and a view pinned by constraints to the content view's edges is placed in the
/// content view's saved size, as UIKit places it in the 375 × 140 view it loads from the nib.
@Suite struct FrameInsetLayoutTests {
    static let xib = FrameInsetFixture.xib

    @Test func anXcode8CellLaysOutInItsSavedFrames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-inset-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Field.xib").path
        try Self.xib.write(toFile: path, atomically: true, encoding: .utf8)
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(["layout", path, "--device", "saved", "--json"], console: captured.console)
        #expect(status == 0, "\(captured.standardError)")
        let screen = try #require(try JSONSerialization.jsonObject(with: Data(captured.standardOutput.utf8)) as? [String: Any])
        let views = try #require(screen["views"] as? [[String: Any]])
        func frame(_ id: String) throws -> [Double] {
            let view = try #require(views.first { $0["id"] as? String == id }, "\(id)")
            let frame = try #require(view["frame"] as? [String: Double])
            return [frame["x"], frame["y"], frame["width"], frame["height"]].map { $0 ?? .nan }
        }
        #expect(try frame("content") == [0, 0, 375, 140])
        #expect(try frame("title") == [8, 17, 87, 16])
        #expect(try frame("progress") == [8, 41, 150, 2])
        #expect(try frame("left") == [0, 64, 100, 21])
        // 40 pt from the content view's sides, 90 pt from its top and 10 pt from its bottom.
        #expect(try frame("pinned") == [40, 90, 295, 40])
    }
}
