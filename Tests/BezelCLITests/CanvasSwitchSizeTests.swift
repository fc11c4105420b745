import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// The Interface Builder canvas of documents of toolsVersion 24000 to 31999 draws iOS 26's switch, 63 × 28 around a
/// 61 × 28 alignment rectangle (docs/research/ib-defaults.md §107): Ranchero-Software/NetNewsWire, ngageoint/mage-ios
/// and threema-ch/threema-ios save switches that only their intrinsic size makes as wide 63 pt wide, and the views
/// pinned to their trailing edge 12 pt further right than beside a 51 × 31 switch. Before, Bezel laid every
/// document's switch out at 51 × 31. The XIB is written for this test: a switch pinned to the top left, and a panel
/// 8 pt after it, centred on it, saved by toolsVersion 24506 on `retina6_12`.
@Suite struct CanvasSwitchSizeTests {
    @Test func xcode26CanvasSavesItsSwitch63By28() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Switch26.xib", Self.xib, views: 2, scenes: 1)
    }

    /// The same document saved by toolsVersion 23727 has UIKit's 51 × 31 switch: the panel 12 pt left of the
    /// 24506 one's, and 1.5 pt lower with the taller switch's centre.
    @Test func earlierCanvasesKeepThe51By31Switch() throws {
        let document = Self.xib.replacingOccurrences(of: "toolsVersion=\"24506\"", with: "toolsVersion=\"23727\"")
            .replacingOccurrences(of: "width=\"63\" height=\"28\"", with: "width=\"51\" height=\"31\"")
            .replacingOccurrences(of: "x=\"89\" y=\"109\"", with: "x=\"77\" y=\"110.5\"")
        #expect(document.contains("23727") && document.contains("x=\"77\" y=\"110.5\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Switch16.xib", document, views: 2, scenes: 1)
    }

    static let xib = InterfaceBuilderFixture.xib(
        toolsVersion: "24506", safeAreas: false, device: "retina6_12", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="24504"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="responder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                    <rect key="frame" x="20" y="100" width="63" height="28"/>
                </switch>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                    <rect key="frame" x="89" y="109" width="40" height="10"/>
                    <color key="backgroundColor" red="1" green="0.58" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="40" id="pw"/>
                        <constraint firstAttribute="height" constant="10" id="ph"/>
                    </constraints>
                </view>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="toggle" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="tl"/>
                <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="tt"/>
                <constraint firstItem="panel" firstAttribute="leading" secondItem="toggle" secondAttribute="trailing" constant="8" id="pl"/>
                <constraint firstItem="panel" firstAttribute="centerY" secondItem="toggle" secondAttribute="centerY" id="pc"/>
            </constraints>
            <point key="canvasLocation" x="0.0" y="0.0"/>
        </view>
        """)
}
