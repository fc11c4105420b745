import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A multi-line label with an automatic `preferredMaxLayoutWidth` (no `preferredMaxLayoutWidth` attribute) is first
/// measured at the width it was loaded with, the frame its document saved, and then at its solved width
/// (docs/research/ib-defaults.md §141).
@Suite struct LoadedWidthLabelTests {
    /// A 12 pt multi-line label saved 200 pt wide beside an empty button that hugs at 1000 and resists compression only
    /// at 250, in a 242 pt horizontal fill stack: measured at its loaded 200 pt the label wraps onto two lines and the
    /// button keeps its 30 pt; measured unwrapped first, the label's one line (about 300 pt) would push the button to
    /// a negative width, a layout that is just as settled when measured again at the label's own width.
    @Test func aWrappingLabelResistsOnlyUpToTheWidthItWasLoadedAt() throws {
        let f = try ScratchDocument.layoutFrames(named: "Banner.storyboard", Self.storyboard(labelWidth: 200))
        let label = try #require(f["l"]), button = try #require(f["b"])
        #expect(abs(label.width - 200) < 0.5, "label: \(label.width)")
        #expect(abs(button.width - 30) < 0.5, "button: \(button.width)")
        #expect(label.height > 25 && label.height < 35, "two lines of 12 pt: \(label.height)")
    }

    /// The same banner with the label's `preferredMaxLayoutWidth` given explicitly as 0 (Interface Builder's
    /// "Explicit" with no width) is measured unwrapped first, as before: the label keeps its one line and the button
    /// is squeezed past zero.
    @Test func anExplicitZeroPreferredMaxLayoutWidthIsNotTheLoadedWidth() throws {
        let f = try ScratchDocument.layoutFrames(named: "Banner.storyboard", Self.storyboard(labelWidth: 200, explicitZero: true))
        let label = try #require(f["l"]), button = try #require(f["b"])
        #expect(label.width > 230, "label: \(label.width)")
        #expect(button.width < 0, "button: \(button.width)")
    }

    /// A 4.7″ iPhone storyboard: a horizontal fill stack centred on its cross axis, pinned 12 pt from both sides of a
    /// 266 pt banner (242 pt wide, 12 pt spacing), holding a multi-line 12 pt label (hugging 750) saved `labelWidth`
    /// wide and an empty button (hugging 1000, compression resistance 250) saved 30 pt wide.
    static func storyboard(labelWidth: Double, explicitZero: Bool = false) -> String {
        let preferred = explicitZero ? " preferredMaxLayoutWidth=\"0.0\"" : ""
        return InterfaceBuilderFixture.storyboard(toolsVersion: "22505", initialViewController: "vc", device: "retina4_7", scenes: """
        <scene sceneID="scene">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                <rect key="frame" x="54.5" y="100" width="266" height="49"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                        <rect key="frame" x="12" y="5" width="242" height="39"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="750" verticalHuggingPriority="251" text="Another device is using this account right now." textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO"\(preferred) translatesAutoresizingMaskIntoConstraints="NO" id="l">
                                                <rect key="frame" x="0.0" y="5" width="\(labelWidth)" height="29"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="1000" verticalHuggingPriority="251" horizontalCompressionResistancePriority="250" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                                <rect key="frame" x="212" y="6" width="30" height="27"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                            </button>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="l" firstAttribute="top" secondItem="row" secondAttribute="top" constant="5" id="t1"/>
                                            <constraint firstAttribute="bottom" secondItem="l" secondAttribute="bottom" constant="5" id="t2"/>
                                        </constraints>
                                    </stackView>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="width" constant="266" id="w1"/>
                                    <constraint firstItem="row" firstAttribute="leading" secondItem="banner" secondAttribute="leading" constant="12" id="s1"/>
                                    <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="12" id="s2"/>
                                    <constraint firstItem="row" firstAttribute="top" secondItem="banner" secondAttribute="top" constant="5" id="s3"/>
                                    <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" constant="5" id="s4"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="banner" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                            <constraint firstItem="banner" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="80" id="c2"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
    }
}
