import Foundation
import Testing
@testable import BezelCLI

/// A label with no text has a zero intrinsic size (docs/research/ib-defaults.md §9). The XIB is written for
/// this test, with frames where Interface Builder saves them: an empty label pinned at its top and sides is
/// 0 pt tall; an empty label whose only size constraints are "height ≥ 10" and "width ≥ 0" is 0 × 10; a
/// label with text beside them keeps its one 17 pt line (20.5 pt on a 2× screen).
@Suite struct EmptyLabelTests {
    @Test func emptyLabelsHaveNoSizeOfTheirOwn() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Empty.xib", Self.xib, views: 3, scenes: 1)
    }

    static func label(_ id: String, text: String, frame: String, constraints: String = "") -> String {
        """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" \(frame)/>\(constraints)
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
        """
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(label("pinned", text: "", frame: "x=\"20\" y=\"10\" width=\"280\" height=\"0.0\""))
        \(label("floor", text: "", frame: "x=\"20\" y=\"30\" width=\"0.0\" height=\"10\"", constraints: """

                            <constraints>
                                <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="10" id="fh"/>
                                <constraint firstAttribute="width" relation="greaterThanOrEqual" id="fw"/>
                            </constraints>
        """))
        \(label("line", text: "Line", frame: "x=\"20\" y=\"60\" width=\"280\" height=\"20.5\""))
                    </subviews>
                    <constraints>
                        <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="pt"/>
                        <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="pl"/>
                        <constraint firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" constant="20" id="pr"/>
                        <constraint firstItem="floor" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="ft"/>
                        <constraint firstItem="floor" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="fl"/>
                        <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="lt"/>
                        <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ll"/>
                        <constraint firstAttribute="trailing" secondItem="line" secondAttribute="trailing" constant="20" id="lr"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
}
