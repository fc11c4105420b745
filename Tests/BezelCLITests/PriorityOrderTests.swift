import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// "Higher priority constraints are satisfied before lower priority constraints"
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority), not outweighed by a sum of
/// lower ones. The XIB is written for this test; its sizes come from image views whose images the document's
/// resources size (88, 91.5 and 10 pt wide), so no font measurement is involved. Two containers share one width
/// w: the first holds the 88 pt image 20 pt from each side, the second the 91.5 pt image 40 pt from each side,
/// and each a 10 pt image pinned to all its edges. The images hug at 251 (the wide ones) and 250 (the pinned
/// ones); the 91.5 pt image resists compression at 750. Each point of w past 128 violates three huggings
/// (251 + 250 + 250, more than 750 as plain sums) and spares the 91.5 pt image a point of compression; in order
/// of priority the compression resistance wins and w is 91.5 + 80 = 171.5, the frames saved here. With weights
/// equal to the priorities, w was 128 and the 91.5 pt image 48 pt wide.
@Suite struct PriorityOrderTests {
    @Test func compressionResistanceBeatsSeveralHuggingConstraints() throws {
        let document = try ScratchDocument(named: "PriorityOrder.xib", Self.xib)
        defer { document.remove() }
        let compared = document.compareSaved()
        #expect(compared.out == "6 views compared in 1 scenes: 6 within 0.5 pt (100 %), 6 within 2 pt (100 %), 0 further off\n",
                "\(compared.out)\(compared.err)")
    }

    /// Neighbouring priorities in strict order, with no number in between: a horizontal fill stack, 300 pt
    /// wide, holds a 50 pt image hugging at 251 and a vertical stack of two images (40 and 30 pt) hugging at
    /// 250. One of the two must stretch by 210 pt. Stretching the vertical stack breaks both inner images'
    /// hugging at 250, stretching the image its one hugging at 251: as a sum (with any weights as close as 250
    /// and 251) the image stretches; in order of priority the 251 holds and the vertical stack takes the room,
    /// as Xcode saves such rows (Benchmarks/agreement.md, "Strength in strict order").
    @Test func aHigherPriorityHoldsAgainstTwoOfTheNextLower() throws {
        let document = try ScratchDocument(named: "StrictStack.xib", Self.stackXIB)
        defer { document.remove() }
        let compared = document.compareSaved()
        #expect(compared.out == "5 views compared in 1 scenes: 5 within 0.5 pt (100 %), 5 within 2 pt (100 %), 0 further off\n",
                "\(compared.out)\(compared.err)")
    }

    static let stackXIB = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="10" y="40" width="300" height="28"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="wide50" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="28"/>
                        </imageView>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                            <rect key="frame" x="50" y="0.0" width="250" height="28"/>
                            <subviews>
                                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="wide40" translatesAutoresizingMaskIntoConstraints="NO" id="upper">
                                    <rect key="frame" x="0.0" y="0.0" width="250" height="14"/>
                                </imageView>
                                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="wide30" translatesAutoresizingMaskIntoConstraints="NO" id="lower">
                                    <rect key="frame" x="0.0" y="14" width="250" height="14"/>
                                </imageView>
                            </subviews>
                        </stackView>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="r1"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="r2"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="10" id="r3"/>
            </constraints>
        </view>
        """, resources: """
        <image name="wide50" width="50" height="14"/>
        <image name="wide40" width="40" height="14"/>
        <image name="wide30" width="30" height="14"/>
        """)

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                    <rect key="frame" x="74.25" y="40" width="171.5" height="45"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="wide88" translatesAutoresizingMaskIntoConstraints="NO" id="firstImage">
                            <rect key="frame" x="20" y="15.5" width="131.5" height="14"/>
                        </imageView>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="dot" translatesAutoresizingMaskIntoConstraints="NO" id="firstFill">
                            <rect key="frame" x="0.0" y="0.0" width="171.5" height="45"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="45" id="c1"/>
                        <constraint firstItem="firstImage" firstAttribute="leading" secondItem="first" secondAttribute="leading" constant="20" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="firstImage" secondAttribute="trailing" constant="20" id="c3"/>
                        <constraint firstItem="firstImage" firstAttribute="centerY" secondItem="first" secondAttribute="centerY" id="c4"/>
                        <constraint firstItem="firstFill" firstAttribute="leading" secondItem="first" secondAttribute="leading" id="c5"/>
                        <constraint firstItem="firstFill" firstAttribute="top" secondItem="first" secondAttribute="top" id="c6"/>
                        <constraint firstAttribute="trailing" secondItem="firstFill" secondAttribute="trailing" id="c7"/>
                        <constraint firstAttribute="bottom" secondItem="firstFill" secondAttribute="bottom" id="c8"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                    <rect key="frame" x="74.25" y="95" width="171.5" height="25"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="wide91" translatesAutoresizingMaskIntoConstraints="NO" id="secondImage">
                            <rect key="frame" x="40" y="5.5" width="91.5" height="14"/>
                        </imageView>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="dot" translatesAutoresizingMaskIntoConstraints="NO" id="secondFill">
                            <rect key="frame" x="0.0" y="0.0" width="171.5" height="25"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="25" id="d1"/>
                        <constraint firstItem="secondImage" firstAttribute="leading" secondItem="second" secondAttribute="leading" constant="40" id="d2"/>
                        <constraint firstAttribute="trailing" secondItem="secondImage" secondAttribute="trailing" constant="40" id="d3"/>
                        <constraint firstItem="secondImage" firstAttribute="centerY" secondItem="second" secondAttribute="centerY" id="d4"/>
                        <constraint firstItem="secondFill" firstAttribute="leading" secondItem="second" secondAttribute="leading" id="d5"/>
                        <constraint firstItem="secondFill" firstAttribute="top" secondItem="second" secondAttribute="top" id="d6"/>
                        <constraint firstAttribute="trailing" secondItem="secondFill" secondAttribute="trailing" id="d7"/>
                        <constraint firstAttribute="bottom" secondItem="secondFill" secondAttribute="bottom" id="d8"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="first" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="r1"/>
                <constraint firstItem="first" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="r2"/>
                <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="10" id="r3"/>
                <constraint firstItem="second" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="r4"/>
                <constraint firstItem="second" firstAttribute="width" secondItem="first" secondAttribute="width" id="r5"/>
            </constraints>
        </view>
        """, resources: """
        <image name="wide88" width="88" height="14"/>
        <image name="wide91" width="91.5" height="14"/>
        <image name="dot" width="10" height="10"/>
        """)
}
