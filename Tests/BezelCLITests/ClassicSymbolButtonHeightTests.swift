import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A custom button (no `buttonType`, no `<buttonConfiguration>`) that shows only an SF Symbol is saved one line of its
/// title font tall, rounded up to whole points, whatever the symbol; with no font of its own (18 pt) 22 pt:
/// `play.fill` 20 × 22 (AdamSiekierski/requirepodcast-ios-app, toolsVersion 16097.2),
/// `location.fill` 20 × 22 (mathanssen/parking-ios, 17701), `ellipsis` 19 × 22 (YAPP-19th/iOS-Team-2-Client, 19455),
/// `arrow.clockwise` 17.667 × 22 (hankyung-mobile/ios-news, 23727), `trash` 19 × 22 (scimobile/coffee-ios, 32700.99);
/// and with a 50 pt system font 60 pt (SkaliyArtur/ios-homeworks, 17701, `stop.fill` 18 × 60), a 23 pt one 28
/// (WalkWay-iOS/Walkway-iOS-Team, 17701, `chevron.left` 12.5 × 28);
/// docs/research/ib-defaults.md §121. The document is written for this test, with the frames Xcode saves for it:
/// buttons placed by their top and leading edges only, one symbol taller than wide (`play.fill`) and one wider than
/// tall (`location.fill`), which Bezel had drawn a line of the system font tall and 2 pt shorter, and a 50 pt
/// button's `stop.fill` held 18 pt wide.
@Suite struct ClassicSymbolButtonHeightTests {
    @Test func aCustomSymbolButtonIsALineOfItsFontTall() throws {
        // Within 2 pt: the symbols' widths are Bezel's estimate (`SymbolImageSize`), a fraction of a point off.
        try ScratchDocument.expectEverySavedFrameWithinTwoPoints(named: "Player.storyboard", Self.document, views: 3, scenes: 1)
    }

    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "17701", initialViewController: "vc", device: "retina6_1", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="play">
                                <rect key="frame" x="20" y="64" width="20" height="22"/>
                                <state key="normal" image="play.fill" catalog="system"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="locate">
                                <rect key="frame" x="20" y="120" width="20" height="22"/>
                                <state key="normal" image="location.fill" catalog="system"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
                                <rect key="frame" x="20" y="176" width="18" height="60"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="18" id="w3"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="50"/>
                                <state key="normal" image="stop.fill" catalog="system"/>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="play" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="t1"/>
                            <constraint firstItem="play" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l1"/>
                            <constraint firstItem="locate" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="76" id="t2"/>
                            <constraint firstItem="locate" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l2"/>
                            <constraint firstItem="menu" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="132" id="t3"/>
                            <constraint firstItem="menu" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l3"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, resources: """
        <image name="stop.fill" catalog="system" width="128" height="113"/>
        <image name="location.fill" catalog="system" width="128" height="121"/>
        <image name="play.fill" catalog="system" width="116" height="128"/>
        """)
}
