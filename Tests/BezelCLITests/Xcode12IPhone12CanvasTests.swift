import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 12 and 13 (toolsVersion 17000 to 20999) draw the iPhone 12 classes, `retina6_0` (390 × 844) and `retina6_7`
/// (428 × 926), with a 44 pt safe-area top; from Xcode 14 the canvas has the phones' own 47 pt
/// (docs/research/ib-defaults.md §87: nine apps' Xcode 12-13 documents against luzeduardo/eggplant-ios-exercise's
/// Xcode 14 one). The storyboard is written for these tests: a bar pinned to the safe area's top, saved at y 44 by
/// Xcode 13 and at 47 by Xcode 14.
@Suite struct Xcode12IPhone12CanvasTests {
    @Test func anXcode13CanvasOfTheIPhone12HasAFortyFourPointTop() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Phone12Xcode13.storyboard", Self.document(), views: 1, scenes: 1)
    }

    @Test func anXcode13CanvasOfTheIPhone12ProMaxHasAFortyFourPointTop() throws {
        let document = Self.document(device: "retina6_7", width: 428, height: 926)
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Phone12ProMaxXcode13.storyboard", document, views: 1, scenes: 1)
    }

    @Test func anXcode14CanvasOfTheIPhone12HasTheDevicesTop() throws {
        let document = Self.document(toolsVersion: "21225", plugIn: "21207", top: 47)
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Phone12Xcode14.storyboard", document, views: 1, scenes: 1)
    }

    static func document(toolsVersion: String = "19455", plugIn: String = "19454", device: String = "retina6_0",
                         width: Int = 390, height: Int = 844, top: Int = 44) -> String {
        InterfaceBuilderFixture.storyboard(
        toolsVersion: toolsVersion, initialViewController: "vc", device: device, dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="strip">
                                <rect key="frame" x="0.0" y="\(top)" width="\(width)" height="60"/>
                                <color key="backgroundColor" red="0.9" green="0.5" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="60" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="strip" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                            <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
    }
}
