import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A hidden arranged view before the first shown one, in a stack that shows two or more, ends where the view after it
/// starts: Interface Builder saves it before the stack's start, at the length of its own. Where the one view shown is
/// the last, the hidden view sits at the stack's start with it (docs/research/ib-defaults.md §104, §57). The document
/// is written for this test, with the frames that Xcode saves for it.
@Suite struct HiddenLeadingArrangedViewTests {
    @Test func aHiddenFirstViewEndsWhereTheFirstShownViewStarts() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Hidden.storyboard", Self.document, views: 7, scenes: 1)
    }

    /// A toolsVersion 15702 (Xcode 11.3) storyboard on `retina4_7`: a vertical stack (spacing 8) of a hidden label with
    /// a required 25 pt height and two shown 30 pt views, 20 pt below the safe area's top (the label saved at y −25);
    /// under it a vertical stack of a hidden 40 pt view and one shown 30 pt view (both saved at y 0).
    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "15702", initialViewController: "vc", device: "retina4_7", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="rows">
                                <rect key="frame" x="0.0" y="20" width="375" height="68"/>
                                <subviews>
                                    <label hidden="YES" opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Note" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                        <rect key="frame" x="0.0" y="-25" width="375" height="25"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="25" id="nh"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                                        <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="fh"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                                        <rect key="frame" x="0.0" y="38" width="375" height="30"/>
                                        <color key="backgroundColor" red="0.8" green="0.4" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="sh"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="single">
                                <rect key="frame" x="0.0" y="108" width="375" height="30"/>
                                <subviews>
                                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="bh"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="only">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="30"/>
                                        <color key="backgroundColor" red="0.2" green="0.8" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="oh"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="rows" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="rt"/>
                            <constraint firstItem="rows" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="rl"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="rows" secondAttribute="trailing" id="rr"/>
                            <constraint firstItem="single" firstAttribute="top" secondItem="rows" secondAttribute="bottom" constant="20" id="st"/>
                            <constraint firstItem="single" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="sl"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="single" secondAttribute="trailing" id="sr"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
