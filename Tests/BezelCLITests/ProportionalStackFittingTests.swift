import Foundation
import Testing
@testable import BezelCLI

/// A stack view arranged in a `fillProportionally` stack takes its share from the length its own arranged views fit
/// in, as a label or a button takes it from its intrinsic size (docs/research/ib-defaults.md §35). The storyboard is
/// written for this test: a timer's column of a 34 pt label, a row holding a 36 pt button and a keypad (a grid of
/// button rows beside a column of unit buttons), with the frames Xcode 10 saves for that arrangement on the iPhone XR.
@Suite struct ProportionalStackFittingTests {
    @Test func nestedStacksTakeTheirShareFromTheirFittingLength() throws {
        try ScratchDocument.expectEverySavedFrameWithinTwoPoints(named: "Keypad.storyboard", Self.keypad, views: 25, scenes: 1)
    }

    static let keypad = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina6_1" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="64" translatesAutoresizingMaskIntoConstraints="NO" id="column">
            <rect key="frame" x="0" y="44" width="414" height="818"/>
            <subviews>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="time">
            <rect key="frame" x="0.0" y="0.0" width="414" height="89"/>
            <fontDescription key="fontDescription" type="system" pointSize="34"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="40" translatesAutoresizingMaskIntoConstraints="NO" id="startRow">
            <rect key="frame" x="0" y="153" width="414" height="119.5"/>
            <subviews>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="start">
            <rect key="frame" x="0" y="0" width="414" height="119.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="36"/>
            <state key="normal" title="start"/>
        </button>
            </subviews>
        </stackView>
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" spacing="29" translatesAutoresizingMaskIntoConstraints="NO" id="keypad">
            <rect key="frame" x="0" y="336.5" width="414" height="481.5"/>
            <subviews>
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="11" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
            <rect key="frame" x="0" y="0" width="285" height="481.5"/>
            <subviews>
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="30" translatesAutoresizingMaskIntoConstraints="NO" id="row0">
            <rect key="frame" x="0" y="0" width="285" height="112"/>
            <subviews>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key7">
            <rect key="frame" x="0" y="0" width="75" height="112"/>
            <state key="normal" title="7"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key8">
            <rect key="frame" x="105" y="0" width="75" height="112"/>
            <state key="normal" title="8"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key9">
            <rect key="frame" x="210" y="0" width="75" height="112"/>
            <state key="normal" title="9"/>
        </button>
            </subviews>
        </stackView>
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="30" translatesAutoresizingMaskIntoConstraints="NO" id="row1">
            <rect key="frame" x="0" y="123" width="285" height="112"/>
            <subviews>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key4">
            <rect key="frame" x="0" y="0" width="75" height="112"/>
            <state key="normal" title="4"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key5">
            <rect key="frame" x="105" y="0" width="75" height="112"/>
            <state key="normal" title="5"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key6">
            <rect key="frame" x="210" y="0" width="75" height="112"/>
            <state key="normal" title="6"/>
        </button>
            </subviews>
        </stackView>
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="30" translatesAutoresizingMaskIntoConstraints="NO" id="row2">
            <rect key="frame" x="0" y="246" width="285" height="112.5"/>
            <subviews>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key1">
            <rect key="frame" x="0" y="0" width="75" height="112.5"/>
            <state key="normal" title="1"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key2">
            <rect key="frame" x="105" y="0" width="75" height="112.5"/>
            <state key="normal" title="2"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key3">
            <rect key="frame" x="210" y="0" width="75" height="112.5"/>
            <state key="normal" title="3"/>
        </button>
            </subviews>
        </stackView>
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="30" translatesAutoresizingMaskIntoConstraints="NO" id="row3">
            <rect key="frame" x="0" y="369.5" width="285" height="112"/>
            <subviews>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="key0">
            <rect key="frame" x="0" y="0" width="285" height="112"/>
            <state key="normal" title="0"/>
        </button>
            </subviews>
        </stackView>
            </subviews>
        </stackView>
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="11" translatesAutoresizingMaskIntoConstraints="NO" id="units">
            <rect key="frame" x="314" y="0" width="100" height="481.5"/>
            <subviews>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="unitHour">
            <rect key="frame" x="0" y="0" width="100" height="112"/>
            <state key="normal" title="Hour"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="unitMin">
            <rect key="frame" x="0" y="123" width="100" height="112"/>
            <state key="normal" title="Min"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="unitSec">
            <rect key="frame" x="0" y="246" width="100" height="112.5"/>
            <state key="normal" title="Sec"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="unitReset">
            <rect key="frame" x="0" y="369.5" width="100" height="112"/>
            <state key="normal" title="Reset"/>
        </button>
            </subviews>
        </stackView>
            </subviews>
        </stackView>
            </subviews>
        </stackView>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="column" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="column" secondAttribute="bottom" id="b"/>
                                    <constraint firstItem="column" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="r"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
