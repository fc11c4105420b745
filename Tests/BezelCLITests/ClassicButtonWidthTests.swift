import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A classic button (a `buttonType`, no configuration) with a title and no image is at least 30 pt wide
/// (docs/research/ib-defaults.md §16). The XIB is written for this test, with frames where Interface Builder
/// saves them: a "Go" button and a button with no title, each placed by its top and leading edges only,
/// are 30 × 30; a longer title keeps its own width (118 pt, the 15 pt title's), the minimum adding nothing.
@Suite struct ClassicButtonWidthTests {
    @Test func shortAndEmptyTitlesAreThirtyPointsWide() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Buttons.xib", Self.xib, views: 3, scenes: 1)
    }

    static let xib = InterfaceBuilderFixture.xib(
        toolsVersion: "14460", safeAreas: false, device: "retina4_7", appearance: nil, adaptation: "fullscreen",
        objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="160"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="short">
                    <rect key="frame" x="20" y="10" width="30" height="30"/>
                    <state key="normal" title="Go"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="untitled">
                    <rect key="frame" x="20" y="50" width="30" height="30"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="long">
                    <rect key="frame" x="20" y="90" width="118" height="30"/>
                    <state key="normal" title="Continue reading"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="short" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="st"/>
                <constraint firstItem="short" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="sl"/>
                <constraint firstItem="untitled" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="ut"/>
                <constraint firstItem="untitled" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ul"/>
                <constraint firstItem="long" firstAttribute="top" secondItem="root" secondAttribute="top" constant="90" id="lt"/>
                <constraint firstItem="long" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ll"/>
            </constraints>
        </view>
        """)
}
