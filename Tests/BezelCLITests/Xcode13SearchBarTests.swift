import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// The canvas of Xcode 12.5 to 13 draws a search bar that sizes itself 51 pt tall (docs/research/ib-defaults.md §84):
/// IniongunIsaac/Tiv-Bible-iOS (toolsVersion 18122, two minimal bars) and jojoX94/CarRental-iOS--UIKit (20037, a
/// default bar) save them 51 tall, where Xcode 12.3 and Xcode 14-15 documents save 56. Before, Bezel gave them 56 and
/// moved the views below 5 pt down. The storyboard is written for this test: a minimal search bar on the safe area's
/// top and sides and a panel 8 pt below it.
@Suite struct Xcode13SearchBarTests {
    @Test func xcode13SavesASearchBar51PointsTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Search13.storyboard", Self.storyboard, views: 2, scenes: 1)
    }

    /// The same document saved by Xcode 12.3 (toolsVersion 17701) has UIKit's 56 pt bar.
    @Test func xcode12Point3KeepsTheFiftySixPointBar() throws {
        let document = Self.storyboard.replacingOccurrences(of: "toolsVersion=\"20037\"", with: "toolsVersion=\"17701\"")
            .replacingOccurrences(of: "width=\"414\" height=\"51\"", with: "width=\"414\" height=\"56\"")
            .replacingOccurrences(of: "x=\"20\" y=\"103\"", with: "x=\"20\" y=\"108\"")
        #expect(document.contains("17701") && document.contains("height=\"56\"") && document.contains("y=\"108\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Search12.storyboard", document, views: 2, scenes: 1)
    }

    static let storyboard = SearchBarScopeBarHeightTests.searchBarAbovePanel(
        toolsVersion: "20037", safeTop: 44, height: 51, bar: #"searchBarStyle="minimal" placeholder="Search""#)
}
