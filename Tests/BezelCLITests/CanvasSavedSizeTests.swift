import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Interface Builder's canvas keeps a view's saved size where only UIStackView's ambiguity suppression (length == 0
/// @25) and its spanning guide's fit (@51) would set it (docs/research/ib-defaults.md §108): element-ios, pocket-casts-ios, safe-ios and dashwallet-ios
/// save plain views with no width of their own in centre-aligned stacks 240 pt wide, the library's size, where UIKit
/// makes them 0 wide at run time. The XIB is written for these tests: a vertical stack, centred in its view and
/// aligned centre, of a 1 pt line with no width constraint (saved 240 wide) and a 100 × 40 box, 8 pt apart.
@Suite struct CanvasSavedSizeTests {
    /// On the canvas (`--device saved`) the line keeps its 240 pt, and the stack, as wide as its widest view, too.
    @Test func theCanvasKeepsTheSavedWidthOfALineInACentredStack() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Empty.xib", Self.document, views: 3, scenes: 1)
    }

    /// On a device at run time the suppression holds: the line is 0 wide and the stack as wide as the box.
    @Test func aDeviceAtRunTimeCollapsesTheLine() throws {
        let document = try ScratchDocument(named: "Empty.xib", Self.document)
        defer { document.remove() }
        let result = document.run("layout", ["--device", "iphone-8"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("stack [stack] (137.5, 309, 100, 49)"), "\(result.out)")
        #expect(result.out.contains("line [view] (187.5, 309, 0, 1)"), "\(result.out)")
    }

    static let document = InterfaceBuilderFixture.xib(
        toolsVersion: "19529", safeAreas: false, device: "retina4_7", dependencies: """
        <deployment identifier="iOS"/>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="19519"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="EmptyStateView"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="empty">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="67.5" y="309" width="240" height="49"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                            <rect key="frame" x="0.0" y="0.0" width="240" height="1"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="1" id="line-h"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="70" y="9" width="100" height="40"/>
                            <color key="backgroundColor" red="0.3" green="0.5" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="box-w"/>
                                <constraint firstAttribute="height" constant="40" id="box-h"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="stack" firstAttribute="centerX" secondItem="empty" secondAttribute="centerX" id="stack-x"/>
                <constraint firstItem="stack" firstAttribute="centerY" secondItem="empty" secondAttribute="centerY" id="stack-y"/>
            </constraints>
        </view>
        """)
}
