import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A classic button's title line is a whole number of points tall: Interface Builder saves buttons that size themselves
/// with 12, 17 and 18 pt titles 27, 33 and 34 pt tall (ivpn/ios-app, the tuning half; sergioat7/MIMO-iOS-Gamer_Collection
/// and CodemegSoftSolution/pinkyPromise-ios-LoginCodemeg, explore17), never the 26.5, 32.5 and 33.5 pt of a line rounded
/// to pixels (docs/research/ib-defaults.md §47). Written for this test: four 17 pt system buttons in a vertical stack,
/// saved 33 pt apart as such buttons are; rounded to pixels the fourth would be 1.5 pt higher.
@Suite struct ButtonTitleLineTests {
    @Test func aClassicButtonsTitleLineIsWholePoints() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Lines.xib", Self.xib, views: 5, scenes: 1)
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "16096", device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="132"/>
                    <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b0">
                        <rect key="frame" x="0.0" y="0" width="200" height="33"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <state key="normal" title="One"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                        <rect key="frame" x="0.0" y="33" width="200" height="33"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <state key="normal" title="Two"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
                        <rect key="frame" x="0.0" y="66" width="200" height="33"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <state key="normal" title="Three"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b3">
                        <rect key="frame" x="0.0" y="99" width="200" height="33"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <state key="normal" title="Four"/>
                    </button>
                    </subviews>
                </stackView>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="sr"/>
            </constraints>
        </view>
        """)
}
