import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// The iOS a document's canvas showed, told by the Xcode that saved it. Both documents are written for these
/// tests as Interface Builder saves a scene, with the frames the cited numbers give:
/// - Xcode 10 (toolsVersion 14490) on `retina6_1` at 414 × 896 was the iPhone XR with iOS 12, not the iPhone 11
///   of the same size, which never ran iOS 12 (docs/research/ib-defaults.md §23): a rounded text field 30 pt
///   tall (§17, before iOS 13), a segmented control 29 pt tall around 28 pt between its constraints (§13), and
///   a view 10 pt below the control's constraints at y = 188. On iOS 13 they would be 34 pt, 32 pt and y = 195.
/// - An Xcode 11 beta (toolsVersion 14868, a device with an `appearance`) showed iOS 13 (§24): its rounded
///   field is 34 pt tall (§17), and the view 10 pt below it at y = 144; Xcode 10's iOS 12 would give 30 pt.
@Suite struct CanvasIOSTests {
    @Test func anXcode10DocumentOnRetina6_1IsTheIPhoneXRWithIOS12() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "XR.storyboard", Self.xcode10, views: 3, scenes: 1)
    }

    @Test func anXcode11BetaDocumentShowsIOS13() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Beta.storyboard", Self.xcode11Beta, views: 2, scenes: 1)
    }

    static let xcode10 = InterfaceBuilderFixture.storyboard(
        toolsVersion: "14490.70", initialViewController: "form", device: "retina6_1", appearance: nil,
        adaptation: "fullscreen", scenes: """
        <scene sceneID="form-scene">
            <objects>
                <viewController id="form" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                <rect key="frame" x="20" y="100" width="374" height="30"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="kind">
                                <rect key="frame" x="20" y="150" width="374" height="29"/>
                                <segments>
                                    <segment title="One"/>
                                    <segment title="Two"/>
                                </segments>
                            </segmentedControl>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                                <rect key="frame" x="0.0" y="188" width="414" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="fh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="nt"/>
                            <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="nl"/>
                            <constraint firstAttribute="trailing" secondItem="name" secondAttribute="trailing" constant="20" id="nr"/>
                            <constraint firstItem="kind" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="20" id="kt"/>
                            <constraint firstItem="kind" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="kl"/>
                            <constraint firstAttribute="trailing" secondItem="kind" secondAttribute="trailing" constant="20" id="kr"/>
                            <constraint firstItem="footer" firstAttribute="top" secondItem="kind" secondAttribute="bottom" constant="10" id="ft"/>
                            <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="fl"/>
                            <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="fr"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)

    static let xcode11Beta = InterfaceBuilderFixture.storyboard(
        toolsVersion: "14868", initialViewController: "form", device: "retina4_7", scenes: """
        <scene sceneID="form-scene">
            <objects>
                <viewController id="form" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Date" textAlignment="center" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                                <rect key="frame" x="16" y="100" width="343" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                                <rect key="frame" x="0.0" y="144" width="375" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="fh"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
                        <constraints>
                            <constraint firstItem="date" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="dt"/>
                            <constraint firstItem="date" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="dl"/>
                            <constraint firstAttribute="trailing" secondItem="date" secondAttribute="trailing" constant="16" id="dr"/>
                            <constraint firstItem="footer" firstAttribute="top" secondItem="date" secondAttribute="bottom" constant="10" id="ft"/>
                            <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="fl"/>
                            <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="fr"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
