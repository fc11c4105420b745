import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// XIBs in the archive format of Xcode 3 and 4 lay out like any XIB (docs/research/ib-defaults.md §125-§127): with
/// `--device saved`, on the canvas their root's saved frame gives, every view lands on the frame the archive saved
/// (`NSFrame`, `NSFrameSize`), whether autoresizing or Xcode 4.5's constraints place it; a broken archive stops the
/// command with exit status 2 and a located message.
@Suite struct ArchiveXIBTests {
    @Test func aScreenUnderASimulatedStatusBarKeepsItsSavedFrames() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Screen.xib", ArchiveFixtures.screen, views: 3, scenes: 1)
    }

    @Test func aCellKeepsItsSavedFrames() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "TitleCell.xib", ArchiveFixtures.cell, views: 2, scenes: 1)
    }

    @Test func xcode45ConstraintsPlaceTheirViews() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Constrained.xib", ArchiveFixtures.constrained, views: 1, scenes: 1)
    }

    /// Xcode 4's canvas draws a view whose simulated status bar is None without one: the view fills the 480 pt screen
    /// (docs/research/ib-defaults.md §127), where Bezel laid it out 460 pt tall below a status bar.
    @Test func anXcode4ViewWithNoStatusBarFillsTheScreen() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "FullScreen.xib", ArchiveFixtures.fullScreen, views: 2, scenes: 1)
    }

    @Test func aBrokenArchiveExitsWithStatusTwo() throws {
        let text = ArchiveFixtures.screen.replacingOccurrences(of: "{{20, 60}, {280, 37}}", with: "{{20, 60}, {280, x}}")
        let document = try ScratchDocument(named: "Broken.xib", text)
        defer { document.remove() }
        for command in ["layout", "render", "check"] {
            let result = document.run(command, ["--device", "saved"])
            #expect(result.status == 2, "\(command): \(result.err)")
            #expect(result.err.contains("Broken.xib:") && result.err.contains(": error: 'NSFrame' must be written like {{0, 20}, {320, 460}}, got '{{20, 60}, {280, x}}'"),
                    "\(command): \(result.err)")
        }
    }
}
