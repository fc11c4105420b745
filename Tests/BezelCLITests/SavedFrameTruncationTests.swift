import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// `bezel check DOC --device saved` reports no `text-truncated` finding on a view whose saved frame shows its
/// text fits. The XIB is written for this test: a system button with no font (Interface Builder's default
/// title, 15 pt) fixed at 64 pt, the width Xcode gives "Continue", and a 17 pt label fixed at 131 pt for
/// "Account settings". Measured in the 17 pt a font-less template view gets, the button's title would not fit.
@Suite struct SavedFrameTruncationTests {
    @Test func textThatFitsItsSavedFrameIsNotReportedCut() throws {
        let document = try ScratchDocument(named: "Fits.xib", Self.xib)
        defer { document.remove() }
        let output = document.checkSaved()
        #expect(!output.contains("text-truncated"), "\(output)")
        let compared = document.compareSaved()
        #expect(compared.out.hasPrefix("2 views compared in 1 scenes: 2 within 0.5 pt"), "\(compared.out)")
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="continue">
                    <rect key="frame" x="20" y="20" width="64" height="30"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="64" id="w"/>
                    </constraints>
                    <state key="normal" title="Continue"/>
                </button>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Account settings" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="20" y="80" width="131" height="21"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="131" id="w2"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="continue" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="continue" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t"/>
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l2"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="t2"/>
            </constraints>
        </view>
        """)
}
