import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Interface Builder keeps a multiplier typed as a fraction, `2/3`, as it was typed, and its saved frames
/// divide it as it divides a ratio `2:3` (docs/research/ib-defaults.md §25).
@Suite struct MultiplierFractionTests {
    /// Written for this test: a view two thirds as tall as its 450 pt root (300 pt), pinned at its sides and
    /// top. Before, the document was refused ("'multiplier' must be a number or a ratio like 16:9").
    @Test func aFractionMultiplierIsADivision() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Fraction.xib", Self.document, views: 1, scenes: 1)
    }

    /// The same document with the fraction typed with spaces, `2 / 3`, as Xcode 10 saved it in team99's
    /// calendar cells, whose saved frames divide it (docs/research/ib-defaults.md §66). Before, refused.
    @Test func aFractionTypedWithSpacesIsADivision() throws {
        let spaced = Self.document.replacingOccurrences(of: "multiplier=\"2/3\"", with: "multiplier=\"2 / 3\"")
        #expect(spaced.contains("2 / 3"))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "SpacedFraction.xib", spaced, views: 1, scenes: 1)
    }

    /// The same view half as tall as its root with the multiplier typed as a percentage, `50%`, which the
    /// inspector's multiplier field takes and the document keeps as typed (https://stackoverflow.com/q/16653593;
    /// an Xcode 13.3 expense app's storyboard holds one). Its frame is 225 pt tall. Before, refused.
    @Test func aPercentageMultiplierIsAHundredth() throws {
        let percent = Self.document
            .replacingOccurrences(of: "multiplier=\"2/3\"", with: "multiplier=\"50%\"")
            .replacingOccurrences(of: "width=\"300\" height=\"300\"", with: "width=\"300\" height=\"225\"")
        #expect(percent.contains("50%") && percent.contains("height=\"225\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Percentage.xib", percent, views: 1, scenes: 1)
    }

    static let document = InterfaceBuilderFixture.xib(
        toolsVersion: "18122", safeAreas: false, device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="300" height="450"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                <constraint firstItem="panel" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier="2/3" id="c4"/>
            </constraints>
        </view>
        """)
}
