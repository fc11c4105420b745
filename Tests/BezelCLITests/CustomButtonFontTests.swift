import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A button of type custom (no `buttonType`) whose document names no font has UIKit's default title font for that
/// type, the 18 pt system font, where a system button's is 15 pt: sergioat7/MIMO-iOS-Gamer_Collection's untitled custom
/// buttons (toolsVersion 16096) are saved 34 pt tall (a 22 pt line and 6 pt above and below), and JasF/vk-ios-app's
/// custom "Button" with 20 pt side insets (toolsVersion 10117) 94 pt wide, 54 pt of 18 pt text
/// (docs/research/ib-defaults.md §45). The XIB is written for this test: an untitled custom button and an untitled
/// system button placed by their top and leading edges, saved where Interface Builder puts them.
@Suite struct CustomButtonFontTests {
    @Test func anUntitledCustomButtonIsAsTallAsAnEighteenPointLine() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Custom.xib", Self.xib, views: 2, scenes: 1)
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "16096", device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                    <rect key="frame" x="10" y="10" width="30" height="34"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="system">
                    <rect key="frame" x="100" y="10" width="30" height="30"/>
                </button>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="custom" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="ct"/>
                <constraint firstItem="custom" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="cl"/>
                <constraint firstItem="system" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="st"/>
                <constraint firstItem="system" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="sl"/>
            </constraints>
        </view>
        """)
}
