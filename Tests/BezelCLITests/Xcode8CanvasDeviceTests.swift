import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 8 showed the 4.7-inch class as the iPhone 7 with iOS 10 (docs/research/ib-defaults.md §37): a cell of its own
/// size in a XIB of toolsVersion 12118 keeps a plain view's 8 pt content margins, which iOS 11 replaced with the
/// table's. The XIB is written for this test, with the frames Xcode 8.3 saves for it.
@Suite struct Xcode8CanvasDeviceTests {
    @Test func aCellOfXcode8KeepsEightPointMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell.xib", Self.cell, views: 2, scenes: 1)
    }

    /// Xcode 9's iOS 11 canvas keeps the 8 pt margins too (docs/research/ib-defaults.md §40): the same cell saved by
    /// toolsVersion 13196 has the same frames.
    @Test func aCellOfXcode9KeepsEightPointMargins() throws {
        let cell = Self.cell.replacingOccurrences(of: "toolsVersion=\"12118\"", with: "toolsVersion=\"13196\"")
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell9.xib", cell, views: 2, scenes: 1)
    }

    static let cell = InterfaceBuilderFixture.xib(
        toolsVersion: "12118", safeAreas: false, device: "retina4_7", appearance: nil, adaptation: "fullscreen",
        objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="66" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="320" height="66"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="320" height="65.5"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="8" y="8" width="304" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="r"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """)
}
