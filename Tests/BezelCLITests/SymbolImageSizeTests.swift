import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// An SF Symbol's `<image catalog="system" width="89" height="128"/>` records its outline scaled to 128 pt, not its
/// size: an image view showing it with no size constraints is as big as the symbol drawn at its point size
/// (docs/research/ib-defaults.md §98). ellomessenger's documents (toolsVersion 22505) save `dollarsign` image views
/// 14.667 × 21 pt with no configuration and 22.667 × 32 at 26 pt; Bezel used to make them 89 × 128 pt and push the
/// views beside and below them off by as much. Constraints hold a symbol image view's alignment rectangle, one line
/// tall, and its frame is the symbol's height: tinkismeeee's 90 × 90 `person.fill` view (toolsVersion 24506) is saved
/// 86.667 tall, 1.667 pt lower. The storyboard is written for this test with those sizes.
@Suite struct SymbolImageSizeTests {
    @Test func symbolImageViewsAreTheSymbolsSizeAtTheirPointSize() throws {
        try ScratchDocument.expectEverySavedFrameWithinTwoPoints(named: "Symbols.storyboard", Self.storyboard, views: 5, scenes: 1)
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "22505", initialViewController: "vc", device: "retina6_12", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="System colors in document resources" minToolsVersion="11.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="scene">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="dollarsign" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                                <rect key="frame" x="20" y="79" width="14.666666666666666" height="21"/>
                            </imageView>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                <rect key="frame" x="42.666666666666664" y="69.5" width="40" height="40"/>
                                <color key="backgroundColor" systemColor="systemOrangeColor"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="bw"/>
                                    <constraint firstAttribute="height" constant="40" id="bh"/>
                                </constraints>
                            </view>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="dollarsign" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="large">
                                <rect key="frame" x="20" y="120" width="22.666666666666668" height="32"/>
                                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="26"/>
                            </imageView>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                <rect key="frame" x="20" y="160" width="353" height="10"/>
                                <color key="backgroundColor" systemColor="systemBlueColor"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="10" id="lh"/>
                                </constraints>
                            </view>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="person.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="portrait">
                                <rect key="frame" x="20" y="360.66666666666669" width="90" height="86.666666666666671"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="90" id="rw"/>
                                    <constraint firstAttribute="height" constant="90" id="rh"/>
                                </constraints>
                            </imageView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="plain" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="pl"/>
                            <constraint firstItem="plain" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="pt"/>
                            <constraint firstItem="badge" firstAttribute="leading" secondItem="plain" secondAttribute="trailing" constant="8" id="bl"/>
                            <constraint firstItem="badge" firstAttribute="centerY" secondItem="plain" secondAttribute="centerY" id="bc"/>
                            <constraint firstItem="large" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="ll"/>
                            <constraint firstItem="large" firstAttribute="top" secondItem="plain" secondAttribute="bottom" constant="20" id="lt"/>
                            <constraint firstItem="below" firstAttribute="top" secondItem="large" secondAttribute="bottom" constant="8" id="wt"/>
                            <constraint firstItem="below" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="wl"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="below" secondAttribute="trailing" constant="20" id="wr"/>
                            <constraint firstItem="portrait" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="300" id="rt"/>
                            <constraint firstItem="portrait" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="rl"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0.0" y="0.0"/>
        </scene>
        """, resources: """
        <image name="dollarsign" catalog="system" width="89" height="128"/>
        <image name="person.fill" catalog="system" width="128" height="120"/>
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        <systemColor name="systemBlueColor">
            <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
        <systemColor name="systemOrangeColor">
            <color red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
        """)
}
