import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A classic button with an image and a title is as tall as the taller of the two inside its content insets, without
/// the 6 pt a title alone has above and below it; a custom button with a title alone keeps them, 34 pt with its
/// 18 pt title (docs/research/ib-defaults.md §103, §45). The document is written for this test, with the frames that
/// Xcode saves for it.
@Suite struct ImageAndTitleButtonHeightTests {
    @Test func customButtonsWithAnImageAreTheImagesHeight() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Buttons.storyboard", Self.document, views: 3, scenes: 1)
    }

    /// A toolsVersion 11762 (Xcode 8.2) storyboard on `retina4_7`: three custom buttons (no `buttonType`, no font, so an
    /// 18 pt title) of fixed widths placed by their tops and leading edges: "Accept" beside a 24 × 24 image (saved 24
    /// tall), "Redo" beside a 36 × 36 image (36 tall) and "Plain" with no image (34 tall).
    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "11762", systemVersion: "15G1212", safeAreas: false, initialViewController: "vc",
        device: "retina4_7", appearance: nil, adaptation: "fullscreen", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="accept">
                                <rect key="frame" x="16" y="40" width="160" height="24"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="160" id="aw"/>
                                </constraints>
                                <state key="normal" title="Accept" image="check"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="redo">
                                <rect key="frame" x="16" y="100" width="120" height="36"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="120" id="rw"/>
                                </constraints>
                                <state key="normal" title="Redo" image="redo"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                                <rect key="frame" x="16" y="160" width="120" height="34"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="120" id="pw"/>
                                </constraints>
                                <state key="normal" title="Plain"/>
                            </button>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="accept" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="at"/>
                            <constraint firstItem="accept" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="al"/>
                            <constraint firstItem="redo" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="80" id="rt"/>
                            <constraint firstItem="redo" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="rl"/>
                            <constraint firstItem="plain" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="140" id="pt"/>
                            <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="pl"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, resources: """
        <image name="check" width="24" height="24"/>
        <image name="redo" width="36" height="36"/>
        """)
}
