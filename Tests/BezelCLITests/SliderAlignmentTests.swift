import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A slider's frame reaches past the rectangle its constraints hold: 2 pt at each end and 1 pt below
/// (docs/research/ib-defaults.md §5). The XIB is written for this test, with frames where Interface Builder
/// saves them: a 188 × 30 slider centred in a 320 pt view is saved 192 × 31 at x = 64; a slider pinned
/// 20 pt inside both edges is saved at x = 18, 284 wide.
@Suite struct SliderAlignmentTests {
    @Test func slidersAreSavedAroundTheirAlignmentRectangles() throws {
        let document = try ScratchDocument(named: "Sliders.xib", Self.xib)
        defer { document.remove() }
        let result = document.compareSaved()
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "2 views compared in 1 scenes: 2 within 0.5 pt (100 %), 2 within 2 pt (100 %), 0 further off\n",
                "\(result.out)")
    }

    static let xib = InterfaceBuilderFixture.xib(
        toolsVersion: "14460.31", safeAreas: false, device: "retina4_0", appearance: nil, adaptation: "fullscreen",
        objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                    <rect key="frame" x="64" y="40" width="192" height="31"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="188" id="w"/>
                        <constraint firstAttribute="height" constant="30" id="h"/>
                    </constraints>
                </slider>
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                    <rect key="frame" x="18" y="100" width="284" height="31"/>
                </slider>
            </subviews>
            <constraints>
                <constraint firstItem="fixed" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
                <constraint firstItem="fixed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t1"/>
                <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l2"/>
                <constraint firstAttribute="trailing" secondItem="wide" secondAttribute="trailing" constant="20" id="r2"/>
                <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t2"/>
            </constraints>
        </view>
        """)
}
