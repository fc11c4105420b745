import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A stack view whose arranged subviews are all hidden arranges nothing: its length comes from outside it, and the
/// hidden views sit at its start, as long as their content across the axis (docs/research/ib-defaults.md §36). The
/// storyboard is written for this test: a quiz's question text view above a stack of answer buttons the app shows
/// later, in a `fillEqually` column, with the frames Xcode 11 saves for it on the iPhone X.
@Suite struct HiddenArrangementTests {
    @Test func aStackOfHiddenViewsTakesItsLengthFromOutside() throws {
        try ScratchDocument.expectEverySavedFrameWithinTwoPoints(named: "Quiz.storyboard", Self.quiz, views: 6, scenes: 1)
    }

    static let quiz = InterfaceBuilderFixture.storyboard(
        toolsVersion: "16097.2", initialViewController: "vc", device: "retina5_9", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                                <rect key="frame" x="20" y="110" width="335" height="658"/>
                                <subviews>
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" editable="NO" text="Question" textAlignment="center" selectable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="question">
                                        <rect key="frame" x="0.0" y="0.0" width="335" height="325"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                    </textView>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="15" translatesAutoresizingMaskIntoConstraints="NO" id="answers">
                                        <rect key="frame" x="0.0" y="333" width="335" height="325"/>
                                        <subviews>
                                            <button hidden="YES" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="answer1">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="0.0"/>
                                                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                                <state key="normal" title="Button"/>
                                            </button>
                                            <button hidden="YES" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="answer2">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="0.0"/>
                                                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                                <state key="normal" title="Button"/>
                                            </button>
                                            <button hidden="YES" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="answer3">
                                                <rect key="frame" x="0.0" y="0.0" width="50" height="0.0"/>
                                                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                                <state key="normal" title="Button"/>
                                            </button>
                                        </subviews>
                                    </stackView>
                                </subviews>
                            </stackView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="column" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="66" id="t"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="column" secondAttribute="bottom" constant="10" id="b"/>
                            <constraint firstItem="column" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="20" id="r"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
