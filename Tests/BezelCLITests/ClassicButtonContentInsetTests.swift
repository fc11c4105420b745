import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A classic button's title line has 6 pt above and below only while its `contentEdgeInsets` are zero: insets of
/// the document's own take their place, so the button is its title line and its insets tall
/// (docs/research/ib-defaults.md §81). Four unrelated apps' saved frames agree: halawata13/golf-ios (Xcode 9, 13771,
/// `ipad9_7`) "ゲームスタート" with 8 pt above and below its 15 pt title, 34 tall; anitay20/ios-tutorials (Xcode 10,
/// 14313.18) a 25 pt title with 10 pt around it, 50; cryptomessaging/ios-messenger (Xcode 9, 13529) an 18 pt title
/// with 8 pt at its sides only, 22; ellomessenger/ellomessenger-ios (Xcode 14, 22505) a 13 pt title with 1 pt above
/// it, 17. Before, Bezel added the 6 pt to the insets: 46, 62, 34 and 29. The XIB is written for this test: four
/// buttons free in height on the iPhone 8 of `retina4_7`, the last with no insets keeping its 30 pt.
@Suite struct ClassicButtonContentInsetTests {
    @Test func aButtonsOwnContentInsetsReplaceTheTitleLinesPadding() throws {
        try ScratchDocument.expectEverySavedFrameWithinTwoPoints(named: "InsetButtons.xib", Self.buttons, views: 4, scenes: 1)
    }

    static let buttons = InterfaceBuilderFixture.xib(
        toolsVersion: "13771", device: "retina4_7", appearance: nil, adaptation: "fullscreen", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="start">
                    <rect key="frame" x="20" y="100" width="335" height="34"/>
                    <inset key="contentEdgeInsets" minX="16" minY="8" maxX="16" maxY="8"/>
                    <state key="normal" title="Start"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="sides">
                    <rect key="frame" x="20" y="154" width="335" height="22"/>
                    <fontDescription key="fontDescription" type="system" pointSize="18"/>
                    <inset key="contentEdgeInsets" minX="8" minY="0.0" maxX="8" maxY="0.0"/>
                    <state key="normal" title="Sign in"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="large">
                    <rect key="frame" x="20" y="196" width="335" height="50"/>
                    <fontDescription key="fontDescription" type="system" pointSize="25"/>
                    <inset key="contentEdgeInsets" minX="10" minY="10" maxX="10" maxY="10"/>
                    <state key="normal" title="Search"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                    <rect key="frame" x="20" y="266" width="335" height="30"/>
                    <state key="normal" title="Cancel"/>
                </button>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="start" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="start" secondAttribute="trailing" constant="20" id="c2"/>
                <constraint firstItem="start" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                <constraint firstItem="sides" firstAttribute="leading" secondItem="start" secondAttribute="leading" id="c4"/>
                <constraint firstItem="sides" firstAttribute="trailing" secondItem="start" secondAttribute="trailing" id="c5"/>
                <constraint firstItem="sides" firstAttribute="top" secondItem="start" secondAttribute="bottom" constant="20" id="c6"/>
                <constraint firstItem="large" firstAttribute="leading" secondItem="start" secondAttribute="leading" id="c7"/>
                <constraint firstItem="large" firstAttribute="trailing" secondItem="start" secondAttribute="trailing" id="c8"/>
                <constraint firstItem="large" firstAttribute="top" secondItem="sides" secondAttribute="bottom" constant="20" id="c9"/>
                <constraint firstItem="plain" firstAttribute="leading" secondItem="start" secondAttribute="leading" id="c10"/>
                <constraint firstItem="plain" firstAttribute="trailing" secondItem="start" secondAttribute="trailing" id="c11"/>
                <constraint firstItem="plain" firstAttribute="top" secondItem="large" secondAttribute="bottom" constant="20" id="c12"/>
            </constraints>
        </view>
        """)
}
