import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// On the canvases of Xcode 5, 7 and 8 (iOS 7, 9 and 10) a label is as tall as its lines rounded up to whole points: Xcode 8
/// saves one-line labels that size themselves in system 12, 16, 17 and 18 pt 15, 20, 21 and 22 pt tall, where the lines
/// rounded up to a 2x canvas's pixels give 14.5, 19.5, 20.5 and 21.5 (docs/research/ib-defaults.md §140). The XIB is
/// written for this test; its labels are pinned at both sides and stacked 8 pt apart, so that only their heights come
/// from the font and the half points add up down the stack.
@Suite struct LabelLinesBeforeIOS11Tests {
    @Test func aLabelIsItsLinesInWholePointsOnAnXcode8Canvas() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Labels.xib", Self.labels, views: 4, scenes: 1)
    }

    /// Xcode 5 (iOS 7) saves them so too: SashiAsakura/iOS-pilots (toolsVersion 4510 and 4511) 17 pt labels, regular and
    /// bold, 21 tall where the pixels give 20.5. Xcode 6 saved both heights and keeps the pixels'.
    @Test func aLabelIsItsLinesInWholePointsOnAnXcode5Canvas() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Labels5.xib", Self.xcode5Labels(tools: "5056", height: 21), views: 3, scenes: 1)
    }

    @Test func anXcode6LabelKeepsItsLinesInPixels() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Labels6.xib", Self.xcode5Labels(tools: "6254", height: 20.5), views: 3, scenes: 1)
    }

    static func xcode5Labels(tools: String, height: Double) -> String {
        InterfaceBuilderFixture.xib(toolsVersion: tools, safeAreas: false, appearance: nil, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                    <rect key="frame" x="16" y="0.0" width="288" height="\(height)"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
                <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bold">
                    <rect key="frame" x="16" y="\(height + 8)" width="288" height="\(height)"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
                <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="last">
                    <rect key="frame" x="16" y="\(2 * (height + 8))" width="288" height="\(height)"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite"/>
            <constraints>
                \(InterfaceBuilderFixture.stackedRow("plain", below: nil))
                \(InterfaceBuilderFixture.stackedRow("bold", below: "plain"))
                \(InterfaceBuilderFixture.stackedRow("last", below: "bold"))
            </constraints>
        </view>
        """)
    }

    static func label(_ id: String, y: Int, height: Int, size: Int) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="16" y="\(y)" width="343" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        """
    }

    static let labels = InterfaceBuilderFixture.stackedRowsXIB(toolsVersion: "11762", plugInVersion: "11757", rows: [
        ("caption", label("caption", y: 0, height: 15, size: 12)),
        ("callout", label("callout", y: 23, height: 20, size: 16)),
        ("body", label("body", y: 51, height: 21, size: 17)),
        ("headline", label("headline", y: 80, height: 22, size: 18)),
    ])
}
