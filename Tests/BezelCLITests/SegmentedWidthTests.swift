import Foundation
import Testing
@testable import BezelCLI

/// A segmented control with no width of its own is as wide as its segments: as many equal segments as titles,
/// each the widest title plus the segment's padding (docs/research/ib-defaults.md §12). The XIB is written for
/// this test in the style of an Xcode 15 document on `retina6_1`, with the frames Interface Builder saved for
/// such controls pinned 16 pt from the trailing edge of a 44 pt row (ivpn/ios-app's `Main.storyboard`):
/// "UDP" and "TCP" 93 pt wide, "VMESS/QUIC" and "VMESS/TCP" 201 pt.
@Suite struct SegmentedWidthTests {
    @Test func segmentsAreAsWideAsTheWidestTitle() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Widths.xib", Self.xib, views: 4, scenes: 1)
    }

    static func row(_ id: String, y: Int, x: Int, width: Int, titles: [String]) -> String {
        """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" x="0.0" y="\(y)" width="414" height="44"/>
                            <subviews>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-control">
                                    <rect key="frame" x="\(x)" y="6.5" width="\(width)" height="32"/>
                                    <segments>
        \(titles.map { "                                <segment title=\"\($0)\"/>" }.joined(separator: "\n"))
                                    </segments>
                                </segmentedControl>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="\(id)-h"/>
                                <constraint firstAttribute="trailing" secondItem="\(id)-control" secondAttribute="trailing" constant="16" id="\(id)-r"/>
                                <constraint firstItem="\(id)-control" firstAttribute="centerY" secondItem="\(id)" secondAttribute="centerY" id="\(id)-c"/>
                            </constraints>
                        </view>
        """
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(row("protocol", y: 0, x: 305, width: 93, titles: ["UDP", "TCP"]))
        \(row("transport", y: 60, x: 197, width: 201, titles: ["VMESS/QUIC", "VMESS/TCP"]))
                    </subviews>
                    <constraints>
                        <constraint firstItem="protocol" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
                        <constraint firstAttribute="trailing" secondItem="protocol" secondAttribute="trailing" id="r1"/>
                        <constraint firstItem="protocol" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                        <constraint firstItem="transport" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
                        <constraint firstAttribute="trailing" secondItem="transport" secondAttribute="trailing" id="r2"/>
                        <constraint firstItem="transport" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="t2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
}
