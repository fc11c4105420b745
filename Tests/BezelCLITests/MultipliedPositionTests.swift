import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Auto Layout relates two items in the coordinate space of their nearest common ancestor, whose own top-left is 0 there:
/// an image view centred at 0.9 × its superview's centre sits at 0.9 × half the superview's height, wherever the
/// superview is (docs/research/ib-defaults.md §46). Written for this test after sergioat7/MIMO-iOS-Gamer_Collection's
/// `ModalGamesView.storyboard` (toolsVersion 16096, `retina4_7`): a 262.5 × 467 box 100 pt down holds a 105 pt image
/// view centred that way, saved at (78.5, 157.5): 0.9 × 233.5 − 52.5 = 157.65 in the box. Taken in window
/// coordinates the centre would be 0.9 × 333.5 − 100, and the image 10 pt higher.
@Suite struct MultipliedPositionTests {
    @Test func aMultipliedCentreIsTakenInTheSuperviewsSpace() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Multiplied.storyboard", Self.storyboard, views: 2, scenes: 1)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "16096", initialViewController: "vc", device: "retina4_7", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="56.5" y="100" width="262.5" height="467"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                                        <rect key="frame" x="78.5" y="157.5" width="105" height="105"/>
                                        <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="105" id="iw"/>
                                            <constraint firstAttribute="height" constant="105" id="ih"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="262.5" id="bw"/>
                                    <constraint firstAttribute="height" constant="467" id="bh"/>
                                    <constraint firstItem="image" firstAttribute="centerX" secondItem="box" secondAttribute="centerX" id="cx"/>
                                    <constraint firstItem="image" firstAttribute="centerY" secondItem="box" secondAttribute="centerY" multiplier="0.9" id="cy"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="bt"/>
                            <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="bx"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
