import Foundation
import Testing
@testable import BezelCLI

/// A navigation controller presented as a page sheet: Xcode 14 draws it at the screen's height less the device's top
/// safe-area inset and 10 pt, its bar 56 pt tall at the sheet's top and nothing above it, as Casey-jS/ios-workout-app's
/// `AddExerciseViewController` (toolsVersion 21507, `retina6_12`: a 393 × 783 root, a label pinned to the safe area's top
/// saved at y 56) and hankyung-mobile/ios-news's article scene (23727) are saved; Bezel laid the scene out full screen
/// below the status bar and a 44 pt bar, 41.667 pt lower (docs/research/ib-defaults.md §61). The storyboard is written
/// for this test after Casey-jS's `Main.storyboard`.
@Suite struct PageSheetNavigationBarTests {
    @Test func aSheetsBarTopsTheSheet() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Sheet.storyboard", Self.sheet, views: 3, scenes: 2)
    }

    static let sheet = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="home">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21505"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="homeRoot">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                                        <rect key="frame" x="20" y="79" width="353" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="h1"/>
                                        </constraints>
                                        <state key="normal" title="Add"/>
                                        <connections>
                                            <segue destination="nav" kind="presentation" id="present"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="homeSafe"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="add" firstAttribute="top" secondItem="homeSafe" secondAttribute="top" constant="20" id="c1"/>
                                    <constraint firstItem="add" firstAttribute="leading" secondItem="homeSafe" secondAttribute="leading" constant="20" id="c2"/>
                                    <constraint firstItem="homeSafe" firstAttribute="trailing" secondItem="add" secondAttribute="trailing" constant="20" id="c3"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="r1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="add-exercise" kind="relationship" relationship="rootViewController" id="root"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="r2" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="add-exercise" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="sheetRoot">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="783"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Add Exercise" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="20" y="56" width="353" height="43"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                                        <rect key="frame" x="0.0" y="733" width="393" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="h2"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sheetSafe"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="sheetSafe" secondAttribute="top" id="c4"/>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="sheetSafe" secondAttribute="leading" constant="20" id="c5"/>
                                    <constraint firstItem="sheetSafe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="c6"/>
                                    <constraint firstItem="footer" firstAttribute="leading" secondItem="sheetRoot" secondAttribute="leading" id="c7"/>
                                    <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="c8"/>
                                    <constraint firstItem="sheetSafe" firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="c9"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Exercise" id="item"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="r3" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
}
