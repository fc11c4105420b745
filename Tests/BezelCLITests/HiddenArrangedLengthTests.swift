import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A hidden arranged subview keeps a length its own required constraints give it, halfway across the spacing
/// between the shown views around it, without moving them: ellomessenger's Xcode 14 profile stack saves a hidden
/// 340 pt column (fixed rows inside) at y 19.67 between a label ending at 15.67 and a row at 23.67 (spacing 8), and
/// its hidden 12 pt symbol first in a row at x 0, 12 wide; Bezel collapsed both to 0 and put the column at 23.67
/// (docs/research/ib-defaults.md §57). The XIB is written for this test after those stacks.
@Suite struct HiddenArrangedLengthTests {
    @Test func aHiddenViewKeepsItsOwnLengthHalfwayAcrossTheSpacing() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Profile.xib", Self.profile, views: 8, scenes: 1)
    }

    static let profile = InterfaceBuilderFixture.xib(
        standaloneNo: true, toolsVersion: "21507", device: "retina6_12", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21505"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                    <rect key="frame" x="0.0" y="100" width="393" height="78"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="16"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="16" id="th"/>
                            </constraints>
                        </view>
                        <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="options">
                            <rect key="frame" x="0.0" y="20" width="393" height="340"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rows">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="340"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="340" id="rh"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="rows" firstAttribute="top" secondItem="options" secondAttribute="top" id="rt"/>
                                <constraint firstAttribute="bottom" secondItem="rows" secondAttribute="bottom" id="rb"/>
                                <constraint firstItem="rows" firstAttribute="leading" secondItem="options" secondAttribute="leading" id="rl"/>
                                <constraint firstAttribute="trailing" secondItem="rows" secondAttribute="trailing" id="rr"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                            <rect key="frame" x="0.0" y="24" width="393" height="54"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="54" id="wh"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="price">
                    <rect key="frame" x="20" y="300" width="25" height="18"/>
                    <subviews>
                        <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
                            <rect key="frame" x="0.0" y="3" width="12" height="12"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="12" id="sw"/>
                                <constraint firstAttribute="height" constant="12" id="sh"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="amount">
                            <rect key="frame" x="0.0" y="0.0" width="25" height="18"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="25" id="aw"/>
                                <constraint firstAttribute="height" constant="18" id="ah"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            <constraints>
                <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="cl"/>
                <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" id="cr"/>
                <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="ct"/>
                <constraint firstItem="price" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="pl"/>
                <constraint firstItem="price" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="pt"/>
            </constraints>
        </view>
        """)
}
