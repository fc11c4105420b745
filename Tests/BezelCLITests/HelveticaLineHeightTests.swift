import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Text in Helvetica (not Helvetica Neue) is set on that family's 1.149 em line, not San Francisco's 1.193 em:
/// AShepelevv/sb.ios-school's Xcode 11 label in `Helvetica-Bold` 23 pt is saved 26.5 pt tall on `retina6_1`, and
/// selinnaslann/UpSchool-iOS-Bootcamp's Xcode 13 configuration buttons titled in `Helvetica` 30 and 40 pt are saved
/// 48.5 and 60 pt tall (the line and 7 pt above and below), where Bezel gave 27.5, 50 and 62
/// (docs/research/ib-defaults.md §69). The XIB is written for this test; the label and the buttons are pinned at both
/// sides so that only their heights come from the font.
@Suite struct HelveticaLineHeightTests {
    @Test func helveticaTextIsItsFamilysLineTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Helvetica.xib", Self.panel, views: 3, scenes: 1)
    }

    static let panel = InterfaceBuilderFixture.xib(toolsVersion: "20037", device: "retina6_1", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Sum" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sum">
                    <rect key="frame" x="16" y="0.0" width="382" height="26.5"/>
                    <fontDescription key="fontDescription" name="Helvetica-Bold" family="Helvetica" pointSize="23"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="save">
                    <rect key="frame" x="16" y="34.5" width="382" height="48.5"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" title="SAVE">
                        <fontDescription key="titleFontDescription" name="Helvetica" family="Helvetica" pointSize="30"/>
                    </buttonConfiguration>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                    <rect key="frame" x="16" y="91" width="382" height="60"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="GO">
                        <fontDescription key="titleFontDescription" name="Helvetica" family="Helvetica" pointSize="40"/>
                    </buttonConfiguration>
                </button>
            </subviews>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <constraints>
                <constraint firstItem="sum" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                <constraint firstItem="sum" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l1"/>
                <constraint firstAttribute="trailing" secondItem="sum" secondAttribute="trailing" constant="16" id="r1"/>
                <constraint firstItem="save" firstAttribute="top" secondItem="sum" secondAttribute="bottom" constant="8" id="t2"/>
                <constraint firstItem="save" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l2"/>
                <constraint firstAttribute="trailing" secondItem="save" secondAttribute="trailing" constant="16" id="r2"/>
                <constraint firstItem="go" firstAttribute="top" secondItem="save" secondAttribute="bottom" constant="8" id="t3"/>
                <constraint firstItem="go" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l3"/>
                <constraint firstAttribute="trailing" secondItem="go" secondAttribute="trailing" constant="16" id="r3"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
}
