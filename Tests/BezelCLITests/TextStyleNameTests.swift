import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Interface Builder names a label's Dynamic Type style by UIKit's constant, which for Subheadline is
/// `UICTFontTextStyleSubhead` (docs/research/ib-defaults.md §21).
@Suite struct TextStyleNameTests {
    /// Written for this test: a label in the Subheadline style (15 pt at the default size, one line 18 pt
    /// tall on the canvas), pinned at its sides and top, so only its height is its own. Read as no style, it
    /// was the 17 pt body size, 20.5 pt tall.
    @Test func aSubheadLabelHasTheSubheadlineSize() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Subhead.xib", Self.document, views: 1, scenes: 1)
    }

    static let document = InterfaceBuilderFixture.xib(toolsVersion: "22505", device: "retina6_1", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Pick one" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                    <rect key="frame" x="0.0" y="10" width="300" height="18"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="small" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="small" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="small" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
            </constraints>
        </view>
        """)
}
