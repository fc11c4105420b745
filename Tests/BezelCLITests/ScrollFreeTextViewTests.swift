import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A text view that does not scroll is as tall as its text inside its 8 pt top and bottom container inset
/// (docs/research/ib-defaults.md §13): an empty one at 14 pt is saved 33 pt tall (8 + one 17 pt line + 8). The
/// XIB is written for this test in the style Xcode 12 saves, with frames where Interface Builder puts them: the
/// text view 25 pt from the top, 22 pt in from each side, 33 tall, and a label pinned to its bottom at y = 58.
/// A scrolling text view beside it, with no height constraint, has no height of its own and keeps the one its
/// pins give (a 40 pt gap between the label and the bottom).
@Suite struct ScrollFreeTextViewTests {
    @Test func textViewsThatDoNotScrollAreAsTallAsTheirText() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Terms.xib", Self.xib, views: 3, scenes: 1)
    }

    static let xib = InterfaceBuilderFixture.xib(
        toolsVersion: "17701", safeAreas: false, device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="terms">
                    <rect key="frame" x="22" y="25" width="276" height="33"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                </textView>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Read" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                    <rect key="frame" x="22" y="58" width="276" height="44"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="44" id="nh"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <nil key="highlightedColor"/>
                </label>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Scrolls" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                    <rect key="frame" x="22" y="102" width="276" height="158"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                </textView>
            </subviews>
            <constraints>
                <constraint firstItem="terms" firstAttribute="top" secondItem="root" secondAttribute="top" constant="25" id="tt"/>
                <constraint firstItem="terms" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="22" id="tl"/>
                <constraint firstAttribute="trailing" secondItem="terms" secondAttribute="trailing" constant="22" id="tr"/>
                <constraint firstItem="note" firstAttribute="top" secondItem="terms" secondAttribute="bottom" id="nt"/>
                <constraint firstItem="note" firstAttribute="leading" secondItem="terms" secondAttribute="leading" id="nl"/>
                <constraint firstItem="note" firstAttribute="trailing" secondItem="terms" secondAttribute="trailing" id="nr"/>
                <constraint firstItem="body" firstAttribute="top" secondItem="note" secondAttribute="bottom" id="bt"/>
                <constraint firstItem="body" firstAttribute="leading" secondItem="terms" secondAttribute="leading" id="bl"/>
                <constraint firstItem="body" firstAttribute="trailing" secondItem="terms" secondAttribute="trailing" id="br"/>
                <constraint firstAttribute="bottom" secondItem="body" secondAttribute="bottom" constant="40" id="bb"/>
            </constraints>
        </view>
        """)
}
