import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Text in Helvetica Neue is set on its face's own line, its line gap left out, not on San Francisco's 1.193 em:
/// `HelveticaNeue` 0.952 + 0.213 em, `HelveticaNeue-Bold` 0.975 + 0.217 em (Capsize's metrics of Apple's font files,
/// `InstalledFontMetrics`). Saved labels of unrelated projects agree (docs/research/substitute-width.md, "Helvetica
/// Neue"): `HelveticaNeue` 12 pt 14 tall (ultralytics/yolo-ios-app) and 17 pt 20 (map-ir/mapir-ios-tracker), where
/// San Francisco's line gives 14.5 and 20.5 on a 2× screen; `HelveticaNeue-Bold` 10 pt 12 and 48 pt 57.5 (RowanHisham's
/// and tuxrace's), which San Francisco's line gives too. The XIB is written for this test; the labels are pinned at
/// both sides so that only their heights come from the font.
@Suite struct HelveticaNeueLineHeightTests {
    @Test func helveticaNeueTextIsItsFacesLineTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "HelveticaNeue.xib", Self.panel, views: 4, scenes: 1)
    }

    /// `HelveticaNeue-Light` is set on its own line, 0.967 + 0.213 em (Capsize's metrics of the face): on this 2×
    /// canvas 13 pt is 15.5 tall and 22 pt 26, where San Francisco's 1.193 em gives 16 and 26.5. Saved labels of two
    /// projects agree (docs/research/ib-defaults.md §177: 13 pt 15.5, 17 pt 20.5, 22 pt 26).
    @Test func helveticaNeueLightTextIsItsFacesLineTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "HelveticaNeueLight.xib", Self.lightPanel, views: 3, scenes: 1)
    }

    static func label(_ id: String, _ text: String, face: String, size: Int, y: Double, height: Double) -> String {
        """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" x="16" y="\(y)" width="382" height="\(height)"/>
                            <fontDescription key="fontDescription" name="\(face)" family="Helvetica Neue" pointSize="\(size)"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
        """
    }

    static let lightPanel = document(rows: [
        ("add", label("add", "Append", face: "HelveticaNeue-Light", size: 13, y: 0, height: 15.5)),
        ("sub", label("sub", "Subtitle line", face: "HelveticaNeue-Light", size: 22, y: 15.5, height: 26)),
        ("own", label("own", "Owner", face: "HelveticaNeue-Light", size: 13, y: 41.5, height: 15.5)),
    ])

    static func document(rows: [(id: String, element: String)]) -> String {
        let ids = rows.map(\.id)
        let constraints = zip(ids, [nil] + ids.dropLast().map(Optional.some)).map { InterfaceBuilderFixture.stackedRow($0, below: $1, gap: 0) }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16096" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
        \(rows.map(\.element).joined(separator: "\n"))
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
        \(constraints.joined(separator: "\n"))
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    static let panel = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16096" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
        \(label("cap", "Confidence", face: "HelveticaNeue", size: 12, y: 0, height: 14))
        \(label("val", "Receiving", face: "HelveticaNeue", size: 17, y: 14, height: 20))
        \(label("tag", "New", face: "HelveticaNeue-Bold", size: 10, y: 34, height: 12))
        \(label("sum", "48.00", face: "HelveticaNeue-Bold", size: 48, y: 46, height: 57.5))
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
        \(InterfaceBuilderFixture.stackedRow("cap", below: nil, gap: 0))
        \(InterfaceBuilderFixture.stackedRow("val", below: "cap", gap: 0))
        \(InterfaceBuilderFixture.stackedRow("tag", below: "val", gap: 0))
        \(InterfaceBuilderFixture.stackedRow("sum", below: "tag", gap: 0))
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
}
