import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A one-line label that adjusts its font size to fit is cut only when its text does not fit at its smallest
/// size, and a label without an `adjustsFontSizeToFit` attribute adjusts (docs/research/ib-defaults.md §19).
/// The XIB is written for this test: "Account settings" in 20 pt (about 153 pt wide) in three labels fixed at
/// 100 pt — one with the iOS 6 `minimumFontSize` 10 (fits at half size), one that may shrink only to 0.9
/// (still 138 pt) and one with `adjustsFontSizeToFit="NO"`; the last two are reported.
@Suite struct ShrinkingLabelTests {
    @Test func textThatShrinksToFitIsNotReportedCut() throws {
        let document = try ScratchDocument(named: "Shrink.xib", Self.xib)
        defer { document.remove() }
        let output = document.checkSaved()
        #expect(!output.contains("label 'shrinks'"), "\(output)")
        #expect(output.contains("label 'barely'"), "\(output)")
        #expect(output.contains("label 'fixed'"), "\(output)")
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Account settings" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" minimumFontSize="10" translatesAutoresizingMaskIntoConstraints="NO" id="shrinks">
                    <rect key="frame" x="20" y="20" width="100" height="24"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w1"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                    <nil key="highlightedColor"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Account settings" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" minimumScaleFactor="0.90000000000000002" translatesAutoresizingMaskIntoConstraints="NO" id="barely">
                    <rect key="frame" x="20" y="60" width="100" height="24"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w2"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                    <nil key="highlightedColor"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Account settings" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                    <rect key="frame" x="20" y="100" width="100" height="24"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w3"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="20"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="shrinks" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                <constraint firstItem="shrinks" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                <constraint firstItem="barely" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="t2"/>
                <constraint firstItem="barely" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l2"/>
                <constraint firstItem="fixed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t3"/>
                <constraint firstItem="fixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l3"/>
            </constraints>
        </view>
        """)
}
