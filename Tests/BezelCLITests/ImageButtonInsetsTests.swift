import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A classic button's `contentEdgeInsets` count in its intrinsic size: "The button uses this property to determine
/// intrinsicContentSize and sizeThatFits(_:)" (https://developer.apple.com/documentation/uikit/uibutton/contentedgeinsets).
/// The XIB is written for this test: two image-only buttons with a 28 pt image and no size constraints, side by
/// side in a stack, one with 10 pt insets on every side (48 × 48, as Interface Builder saves such a button) and one
/// with 4 pt left and right only (36 × 28). Without the insets both were 28 × 28.
@Suite struct ImageButtonInsetsTests {
    @Test func contentEdgeInsetsSurroundAnImageButtonsImage() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "ImageButtons.xib", Self.xib, views: 3, scenes: 1)
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="10" y="10" width="84" height="48"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="padded">
                            <rect key="frame" x="0.0" y="0.0" width="48" height="48"/>
                            <inset key="contentEdgeInsets" minX="10" minY="10" maxX="10" maxY="10"/>
                            <state key="normal" image="glyph"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="sides">
                            <rect key="frame" x="48" y="0.0" width="36" height="28"/>
                            <inset key="contentEdgeInsets" minX="4" minY="0.0" maxX="4" maxY="0.0"/>
                            <state key="normal" image="glyph"/>
                        </button>
                    </subviews>
                </stackView>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
            </constraints>
        </view>
        """, resources: """
        <image name="glyph" width="28" height="28"/>
        """)
}
