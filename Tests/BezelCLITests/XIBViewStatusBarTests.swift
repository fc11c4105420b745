import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A XIB's top-level view of its own (freeform) size on a portrait home-button iPhone is drawn under the canvas's
/// status bar when it is taller than the phone's screen is wide, except by Xcode 11 to 13, whose canvas draws no
/// status bar there; a shorter view, which fits the phone turned to landscape, is drawn with none
/// (docs/research/ib-defaults.md §134, §33). The XIBs are written for this test, with frames where Interface Builder
/// saves them: a box 32 pt below the safe area's top of a 375 pt wide view on `retina4_7` (a 375 × 667 screen).
@Suite struct XIBViewStatusBarTests {
    @Test func anXcode10XIBViewTallerThanThePhoneIsWideIsUnderTheStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Tall10.xib", Self.xib(tools: "14460.31", height: 600, savedY: 52), views: 1, scenes: 1)
    }

    @Test func anXcode15XIBViewTallerThanThePhoneIsWideIsUnderTheStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Tall15.xib", Self.xib(tools: "22155", height: 600, savedY: 52), views: 1, scenes: 1)
    }

    @Test func anXcode10XIBViewThatFitsTheLandscapePhoneHasNoStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Short10.xib", Self.xib(tools: "14460.31", height: 300, savedY: 32), views: 1, scenes: 1)
    }

    /// The view's own width is not the phone's: a 288 pt wide view 340 pt tall fits the phone turned to landscape.
    @Test func aNarrowXIBViewTallerThanItselfIsWideButShorterThanThePhoneIsWideHasNoStatusBar() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Narrow10.xib", Self.xib(tools: "14460.31", width: 288, height: 340, savedY: 32), views: 1, scenes: 1)
    }

    @Test func anXcode12XIBViewHasNoStatusBarWhateverItsHeight() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Tall12.xib", Self.xib(tools: "17701", height: 600, savedY: 32), views: 1, scenes: 1)
    }

    static func xib(tools: String, width: Int = 375, height: Int, savedY: Int) -> String {
        InterfaceBuilderFixture.xib(toolsVersion: tools, device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="20" y="\(savedY)" width="100" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w"/>
                        <constraint firstAttribute="height" constant="50" id="h"/>
                    </constraints>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="32" id="t"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """)
    }
}
