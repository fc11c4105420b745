import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A XIB's top-level view whose document turns `insetsLayoutMarginsFromSafeArea` off has margins measured from its
/// edges, not from the safe area below a sensor housing; one that sets its own `layoutMargins` has them, no smaller
/// than a root view's system minimum (docs/research/ib-defaults.md §129). The XIBs are written for these tests,
/// frames where Interface Builder saves them on Xcode 14's `retina6_1` canvas: a view on the top-level view's margins
/// at y 0 (not below the 48 pt housing) and, with margins of 16 set on a view as wide as the 414 pt phone, 16 pt
/// down and 20 pt in (the phone's root margins).
@Suite struct XibViewOwnMarginsTests {
    @Test func marginsNotInsetFromTheSafeAreaStartAtTheEdges() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Header.xib", Self.xib(width: 300, margins: "", frame: #"x="16" y="0.0" width="268" height="69""#),
            views: 1, scenes: 1)
    }

    @Test func ownMarginsAreKeptAboveTheSystemMinimum() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Sync.xib", Self.xib(width: 414, margins: #"<edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>"#,
                                        frame: #"x="20" y="16" width="374" height="37""#),
            views: 1, scenes: 1)
    }

    static func xib(width: Int, margins: String, frame: String) -> String {
        InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina6_1", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="root">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="69"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" \(frame)/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
                <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            \(margins)
        </view>
        """)
    }
}
