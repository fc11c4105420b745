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

    static func xib(toolsVersion: String, heightConstraint: Double?) -> String {
        let ownConstraints = heightConstraint.map {
            """

                <constraints>
                    <constraint firstAttribute="height" constant="\($0)" id="h-bar"/>
                </constraints>
            """
        } ?? ""
        return InterfaceBuilderFixture.rootViewXIB(toolsVersion: toolsVersion, plugInVersion: toolsVersion, subviews: ["""
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progressViewStyle="bar" progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="16" y="40" width="343" height="3"/>\(ownConstraints)
            </progressView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="16" y="50" width="343" height="30"/>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="h-below"/>
                </constraints>
            </view>
            """], constraints: [
            #"<constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t-bar"/>"#,
            #"<constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l-bar"/>"#,
            #"<constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="16" id="r-bar"/>"#,
            InterfaceBuilderFixture.stackedRow("below", below: "bar"),
        ])
    }
}
