import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A borderless text field is 1.5 pt taller than its line of text (docs/research/ib-defaults.md §42). The storyboard is
/// written for this test: a memo's 20 pt title field pinned at its top and sides, with the frame Xcode 12 saves for it
/// on the iPhone 11 (25.5 pt tall).
@Suite struct BorderlessTextFieldTests {
    @Test func aBorderlessFieldIsAPointAndAHalfTallerThanItsLine() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Memo.storyboard", Self.memo, views: 1, scenes: 1)
    }

    static let memo = InterfaceBuilderFixture.storyboard(
        toolsVersion: "17506", initialViewController: "vc", device: "retina6_1", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="20" y="64" width="374" height="25.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="c3"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
