import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A wrapping label in a vertical `fillProportionally` stack takes its share from its height at its width,
/// not from its one-line height: UIKit measures a label at its own width after the first layout and the
/// stack divides its height in proportion to its views' intrinsic heights. The XIB is written for this test,
/// with frames as Interface Builder saves them: a 115 pt header holding a stack of a 15 pt label that wraps to
/// two lines (36 pt) at 288 pt and a minimal search bar (56 pt): 115 × 36 / 92 = 45 pt and 70 pt. Measured
/// one line high (18 pt), the label got 28 pt and the search bar 87.
@Suite struct ProportionalWrappingLabelTests {
    @Test func theLabelsShareFollowsItsWrappedHeight() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Proportional.xib", Self.xib, views: 3, scenes: 1)
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="header">
            <rect key="frame" x="0.0" y="0.0" width="320" height="115"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="115"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Pick the places you never want chosen as the quickest route" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="hint">
                            <rect key="frame" x="16" y="0.0" width="288" height="45"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Search places" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                            <rect key="frame" x="10" y="45" width="300" height="70"/>
                            <textInputTraits key="textInputTraits"/>
                        </searchBar>
                    </subviews>
                    <constraints>
                        <constraint firstItem="hint" firstAttribute="leading" secondItem="stack" secondAttribute="leading" constant="16" id="hl"/>
                        <constraint firstAttribute="trailing" secondItem="hint" secondAttribute="trailing" constant="16" id="ht"/>
                        <constraint firstItem="search" firstAttribute="leading" secondItem="stack" secondAttribute="leading" constant="10" id="sl"/>
                        <constraint firstAttribute="trailing" secondItem="search" secondAttribute="trailing" constant="10" id="st"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="header" secondAttribute="top" id="t"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="header" secondAttribute="leading" id="l"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
                <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
            </constraints>
        </view>
        """)
}
