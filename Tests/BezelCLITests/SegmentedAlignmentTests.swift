import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A segmented control's 32 pt frame reaches 1 pt below the 31 pt rectangle its constraints hold
/// (docs/research/ib-defaults.md §7). The XIB is written for this test, with frames where Interface Builder
/// saves them: with a 31 pt height constraint and its top 10 pt down, the control is saved at y = 10, 32 tall;
/// centred in a 44 pt row, at y = 6.5. A control placed by its autoresizing mask keeps its saved frame.
@Suite struct SegmentedAlignmentTests {
    @Test func segmentedControlsAreSavedAroundTheirAlignmentRectangles() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Segments.xib", Self.xib, views: 4, scenes: 1)
    }

    static let xib = InterfaceBuilderFixture.xib(
        toolsVersion: "21701", safeAreas: false, device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                    <rect key="frame" x="20" y="10" width="160" height="32"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="160" id="w"/>
                        <constraint firstAttribute="height" constant="31" id="h"/>
                    </constraints>
                    <segments>
                        <segment title="One"/>
                        <segment title="Two"/>
                    </segments>
                </segmentedControl>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="0.0" y="60" width="320" height="44"/>
                    <subviews>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="centred">
                            <rect key="frame" x="150" y="6.5" width="150" height="32"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="150" id="w2"/>
                            </constraints>
                            <segments>
                                <segment title="A"/>
                                <segment title="B"/>
                            </segments>
                        </segmentedControl>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="44" id="h3"/>
                        <constraint firstAttribute="trailing" secondItem="centred" secondAttribute="trailing" constant="20" id="r2"/>
                        <constraint firstItem="centred" firstAttribute="centerY" secondItem="row" secondAttribute="centerY" id="c2"/>
                    </constraints>
                </view>
                <segmentedControl opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="framed">
                    <rect key="frame" x="20" y="120" width="200" height="29"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <segments>
                        <segment title="X"/>
                        <segment title="Y"/>
                    </segments>
                </segmentedControl>
            </subviews>
            <constraints>
                <constraint firstItem="fixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="fixed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l3"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="r3"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="t3"/>
            </constraints>
        </view>
        """)
}
