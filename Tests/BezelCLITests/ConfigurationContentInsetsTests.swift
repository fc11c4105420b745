import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A configuration button's own `<directionalEdgeInsets key="contentInsets">` replace the 7 pt above and below and 12 pt
/// each side of its size (docs/research/ib-defaults.md §155): mikirinkode/SarangGame-iOS saves a filled button showing
/// only the `heart` symbol inside 16 pt all round 52.333 × 52.333 (toolsVersion 23504), and safe-global/safe-ios a plain
/// "Action" button inside 0 pt 48.5 pt wide (21507). Before, Bezel kept the default insets: 45.9 × 34.3 and 73.5 pt.
/// The XIB is written for this test: two buttons placed by their top and leading edges only, free in size, with the
/// frames those apps saved (the untitled one's height, 20.333, is its 17 pt title line with no insets above or below).
@Suite struct ConfigurationContentInsetsTests {
    @Test func aConfigurationsOwnContentInsetsSizeTheButton() throws {
        let frames = try ScratchDocument.layoutFrames(named: "Insets.xib", Self.buttons)
        let heart = try #require(frames["heart"]), action = try #require(frames["action"])
        // The symbol's width is Bezel's estimate (`SymbolImageSize`), within 2 pt; its height is a line of 17 pt.
        #expect(abs(heart.width - 52.333) < 2 && abs(heart.height - 52.333) < 0.5, "\(heart)")
        #expect(abs(action.width - 48.5) < 2 && abs(action.height - 20.333) < 0.5, "\(action)")
    }

    static let buttons = InterfaceBuilderFixture.xib(toolsVersion: "23504", device: "retina6_12", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="heart">
                    <rect key="frame" x="20" y="100" width="52.333333333333336" height="52.333333333333336"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" image="heart" catalog="system" imagePadding="0.0" cornerStyle="capsule">
                        <directionalEdgeInsets key="contentInsets" top="16" leading="16" bottom="16" trailing="16"/>
                    </buttonConfiguration>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="action">
                    <rect key="frame" x="20" y="200" width="48.5" height="20.333333333333332"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" title="Action">
                        <directionalEdgeInsets key="contentInsets" top="0.0" leading="0.0" bottom="0.0" trailing="0.0"/>
                    </buttonConfiguration>
                </button>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            <constraints>
                <constraint firstItem="heart" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="heart" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="action" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                <constraint firstItem="action" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
            </constraints>
        </view>
        """, resources: """
        <image name="heart" catalog="system" width="128" height="107"/>
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
}
