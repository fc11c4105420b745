import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// UIProgressView in the bar style: a 3 pt tall frame around a 2 pt tall alignment rectangle, 1 pt below it, as saved
/// frames of Xcode 6-7 (no height constraint) and Xcode 13 (a height constraint of 2 pt) show
/// (docs/research/ib-defaults.md §174). The documents are written for this test: the progress view is pinned at its top
/// and sides, and a view below it is pinned 8 pt below its bottom, so where that view is tells the alignment rectangle.
@Suite struct ProgressBarStyleOverhangTests {
    @Test func aBarStyleProgressViewIsThreePointsTallAroundTwoOnAnXcode10Canvas() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "ProgressBar10.xib", Self.xib(toolsVersion: "14460", heightConstraint: nil), views: 2, scenes: 1)
    }

    @Test func aBarStyleProgressViewHeldTwoPointsTallIsSavedThreeOnAnXcode13Canvas() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "ProgressBar13.xib", Self.xib(toolsVersion: "20037", heightConstraint: 2), views: 2, scenes: 1)
    }

    /// The default style keeps its frame: its alignment rectangle and frame are one (§170).
    @Test func aDefaultStyleProgressViewHasNoOverhang() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "ProgressDefault10.xib", ProgressViewBeforeIOS14Tests.xib(toolsVersion: "14460", height: 2), views: 2, scenes: 1)
    }

    /// The bar style's 3 pt frame around a 2 pt alignment rectangle, as Xcode saves it.
    static func xib(toolsVersion: String, heightConstraint: Double?) -> String {
        ProgressViewBeforeIOS14Tests.xib(toolsVersion: toolsVersion, height: 3, alignmentHeight: 2, style: "bar", heightConstraint: heightConstraint)
    }
}
