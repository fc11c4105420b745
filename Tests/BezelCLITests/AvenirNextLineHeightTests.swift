import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A label in Avenir Next is as tall as that family's line, 1.366 em, not San Francisco's 1.193 em: Xcode 13 saves
/// tungxuan1656/Expense-iOS's one-line labels in `AvenirNext-Medium` 16 pt 22 pt tall and in `AvenirNext-Regular` 13 pt
/// 18 pt tall on its 2x `retina6_1` canvas, where Bezel, setting the family at San Francisco's height, gave 19.5 and
/// 16 (docs/research/ib-defaults.md §59). The XIB is written for this test after that repository's
/// `ExpenditureHeader.xib`; its labels are pinned at both sides so that only their heights come from the font.
@Suite struct AvenirNextLineHeightTests {
    @Test func avenirNextLabelsAreTheirFamilysLineTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Header.xib", Self.header, views: 2, scenes: 1)
    }

    /// Avenir, the family Avenir Next grew from, sets the same 1.366 em line: Kfich/iOS-card-share saves an
    /// `Avenir-Heavy` 24 pt label 33 pt tall, Sergnnn/iOS-Courses `Avenir-Book` 23 pt 31.5 pt tall, both on 2x
    /// canvases (docs/research/ib-defaults.md §73). Before, 29 and 27.5 (San Francisco's line).
    @Test func avenirLabelsAreTheSameLineTall() throws {
        let avenir = Self.header
            .replacingOccurrences(of: "name=\"AvenirNext-Medium\" family=\"Avenir Next\" pointSize=\"16\"", with: "name=\"Avenir-Heavy\" family=\"Avenir\" pointSize=\"24\"")
            .replacingOccurrences(of: "name=\"AvenirNext-Regular\" family=\"Avenir Next\" pointSize=\"13\"", with: "name=\"Avenir-Book\" family=\"Avenir\" pointSize=\"23\"")
            .replacingOccurrences(of: "x=\"16\" y=\"0.0\" width=\"382\" height=\"22\"", with: "x=\"16\" y=\"0.0\" width=\"382\" height=\"33\"")
            .replacingOccurrences(of: "x=\"16\" y=\"30\" width=\"382\" height=\"18\"", with: "x=\"16\" y=\"41\" width=\"382\" height=\"31.5\"")
        #expect(avenir.contains("Avenir-Heavy") && avenir.contains("height=\"31.5\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "AvenirHeader.xib", avenir, views: 2, scenes: 1)
    }

    static let header = InterfaceBuilderFixture.xib(toolsVersion: "19162", device: "retina6_1", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="19144"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="+30000" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="income">
                    <rect key="frame" x="16" y="0.0" width="382" height="22"/>
                    <fontDescription key="fontDescription" name="AvenirNext-Medium" family="Avenir Next" pointSize="16"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Total" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="total">
                    <rect key="frame" x="16" y="30" width="382" height="18"/>
                    <fontDescription key="fontDescription" name="AvenirNext-Regular" family="Avenir Next" pointSize="13"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <constraints>
                <constraint firstItem="income" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                <constraint firstItem="income" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l1"/>
                <constraint firstAttribute="trailing" secondItem="income" secondAttribute="trailing" constant="16" id="r1"/>
                <constraint firstItem="total" firstAttribute="top" secondItem="income" secondAttribute="bottom" constant="8" id="t2"/>
                <constraint firstItem="total" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l2"/>
                <constraint firstAttribute="trailing" secondItem="total" secondAttribute="trailing" constant="16" id="r2"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
}
