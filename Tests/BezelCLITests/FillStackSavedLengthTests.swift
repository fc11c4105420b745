import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Interface Builder's canvas keeps the saved length, along a fill stack's axis, of an arranged view that has none of
/// its own (a plain view, a custom view, an image view with no image), and stretches its neighbours past their
/// content hugging instead (docs/research/ib-defaults.md §117). At run time UIKit stretches the view with no hugging.
/// The XIB is written for this test: a vertical fill stack 300 pt tall of a plain panel saved 200 pt tall, with no
/// constraint of its own, above a one-line label saved 100 pt tall (hugging 251).
@Suite struct FillStackSavedLengthTests {
    /// On the canvas (`--device saved`) the panel keeps its 200 pt and the label takes the other 100.
    @Test func theCanvasKeepsAPanelsSavedHeightInAFillStack() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "FillStack.xib", Self.document, views: 3, scenes: 1)
    }

    /// The canvas keeps the panel's saved height against a low-priority constraint of its own too (`height == 0 @300`).
    @Test func theCanvasKeepsItAgainstALowPriorityConstraint() throws {
        let document = Self.document.replacingOccurrences(of: "id=\"panel\">", with: """
            id="panel">
                <constraints>
                    <constraint firstAttribute="height" priority="300" id="panel-h"/>
                </constraints>
            """)
        #expect(document.contains("panel-h"))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "FillStackLow.xib", document, views: 3, scenes: 1)
    }

    /// On a device at run time the label keeps its own height and the panel takes the rest.
    @Test func aDeviceAtRunTimeStretchesThePanel() throws {
        let document = try ScratchDocument(named: "FillStack.xib", Self.document)
        defer { document.remove() }
        let result = document.run("layout", ["--device", "iphone-8"])
        #expect(result.status == 0, "\(result.err)")
        #expect(!result.out.contains("panel [view] (0, 20, 375, 200)"), "\(result.out)")
    }

    static let document = InterfaceBuilderFixture.xib(
        toolsVersion: "21507", safeAreas: false, device: "retina4_7", dependencies: """
        <deployment identifier="iOS"/>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21505"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardView"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="card">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="20" width="375" height="300"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                            <color key="backgroundColor" red="0.3" green="0.5" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Caption" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                            <rect key="frame" x="0.0" y="200" width="375" height="100"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="300" id="stack-h"/>
                    </constraints>
                </stackView>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="card" secondAttribute="top" constant="20" id="stack-t"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="stack-l"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="stack-r"/>
            </constraints>
        </view>
        """)
}
