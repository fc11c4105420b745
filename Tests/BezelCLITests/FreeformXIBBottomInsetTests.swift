import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A XIB view whose simulated size is Freeform keeps a portrait device's bottom safe-area inset from Xcode 14.1 on,
/// and in Xcode 11 to 14.0 only when it is wider or taller than the screen (docs/research/ib-defaults.md §96, §97).
/// The XIBs are written for this test, with frames where Interface Builder saves them: a 200 pt tall freeform view
/// holding a panel from its top to the safe area's bottom and a strip from the safe area's bottom to its own, saved by
/// Xcode 15 (toolsVersion 22155) on `retina6_12`, by Xcode 12 (17701) 497 pt wide on `retina6_1` (414 pt wide) and by
/// Xcode 13 (20037) as wide as the screen.
@Suite struct FreeformXIBBottomInsetTests {
    @Test func anXcode15FreeformXIBViewKeepsTheHomeIndicatorInset() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Panel.xib", Self.document(tools: "22155", device: "retina6_12", width: 393, inset: 34), views: 2, scenes: 1)
    }

    @Test func anXcode12FreeformXIBViewWiderThanTheScreenKeepsTheHomeIndicatorInset() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Panel.xib", Self.document(tools: "17701", device: "retina6_1", width: 497, inset: 34), views: 2, scenes: 1)
    }

    @Test func anXcode13FreeformXIBViewHasNoBottomInset() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Panel.xib", Self.document(tools: "20037", device: "retina6_1", width: 414, inset: 0), views: 2, scenes: 1)
    }

    static func document(tools: String, device: String, width: Int, inset: Int) -> String {
        InterfaceBuilderFixture.xib(toolsVersion: tools, device: device, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(200 - inset)"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                    <rect key="frame" x="0.0" y="\(200 - inset)" width="\(width)" height="\(inset)"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" id="pt"/>
                <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="pl"/>
                <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="pr"/>
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" id="pb"/>
                <constraint firstItem="strip" firstAttribute="top" secondItem="safe" secondAttribute="bottom" id="st"/>
                <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
                <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="sr"/>
                <constraint firstAttribute="bottom" secondItem="strip" secondAttribute="bottom" id="sb"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """)
    }
}
