import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// When a stack's first arranged view is the only one shown, the hidden views after it sit at the stack's start:
/// Xcode 12 saves viktorglaes/workout-ios's three hidden 40 pt buttons below a shown one at y 0 in their 40 pt stack,
/// and ivpn/ios-app, Zinley-dev/ios-app, BeamMW/ios-wallet and ellomessenger/ellomessenger-ios save such views at 0 too,
/// where Bezel put them after the shown view (docs/research/ib-defaults.md §65). The storyboard is written for this test
/// after viktorglaes's `Main.storyboard`.
@Suite struct HiddenAfterOnlyShownTests {
    @Test func hiddenViewsAfterTheOnlyShownOneSitAtTheStart() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Enter.storyboard", Self.enter, views: 4, scenes: 1)
    }

    static let enter = InterfaceBuilderFixture.storyboard(
        toolsVersion: "16097.3", initialViewController: "enter", device: "retina6_1", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="16087"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="enter" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="times">
                                <rect key="frame" x="0.0" y="378" width="414" height="40"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="select">
                                        <rect key="frame" x="20" y="0.0" width="374" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="h1"/>
                                        </constraints>
                                        <state key="normal" title="Select time"/>
                                    </button>
                                    <button hidden="YES" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="morning">
                                        <rect key="frame" x="20" y="0.0" width="374" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="h2"/>
                                        </constraints>
                                        <state key="normal" title="Morning"/>
                                    </button>
                                    <button hidden="YES" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="evening">
                                        <rect key="frame" x="20" y="0.0" width="374" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="h3"/>
                                        </constraints>
                                        <state key="normal" title="Evening"/>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="trailing" secondItem="select" secondAttribute="trailing" constant="20" id="c1"/>
                                    <constraint firstItem="select" firstAttribute="leading" secondItem="times" secondAttribute="leading" constant="20" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="morning" secondAttribute="trailing" constant="20" id="c3"/>
                                    <constraint firstItem="morning" firstAttribute="leading" secondItem="times" secondAttribute="leading" constant="20" id="c4"/>
                                    <constraint firstAttribute="trailing" secondItem="evening" secondAttribute="trailing" constant="20" id="c5"/>
                                    <constraint firstItem="evening" firstAttribute="leading" secondItem="times" secondAttribute="leading" constant="20" id="c6"/>
                                </constraints>
                            </stackView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="times" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
                            <constraint firstAttribute="trailing" secondItem="times" secondAttribute="trailing" id="c8"/>
                            <constraint firstItem="times" firstAttribute="top" secondItem="root" secondAttribute="top" constant="378" id="c9"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="r1" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
}
