import Foundation
import Testing
@testable import BezelCLI

/// Configuration buttons (`<buttonConfiguration>`, iOS 15) in a horizontal `fill` stack view.
///
/// Independent facts: `UIButton.Configuration.titleLineBreakMode` defaults to word wrapping, which makes
/// the title multi-line
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/titlelinebreakmode);
/// a horizontal fill stack gives each multi-line text view `width == stack.width / n`
/// (https://openradar.appspot.com/39275811, https://useyourloaf.com/blog/stack-view-changes-in-ios-15/); for a
/// configuration button's title only at `defaultLow`, so it shares out what hugging leaves equal and never
/// outweighs a neighbour's content size (docs/research/ib-defaults.md §144: Xcode 14 saves a titled configuration
/// button beside a label, a plain view or an image-only button at its title's width).
/// A single-line title gets no such constraint, and the arranged view with the lowest hugging priority
/// takes the stack's extra length (https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fill).
@Suite struct ConfigurationButtonStackTests {
    /// Three wrapping configuration buttons share a 345 pt stack equally (115 pt each), even though the
    /// first one hugs less (249) than the others (250): equal shares cost the hugging no more than any others.
    @Test func wrappingTitlesShareTheStackEqually() throws {
        let f = try ScratchDocument.layoutFrames(named: "Keys.storyboard", Self.document(lineBreak: nil))
        for (k, id) in ["b1", "b2", "b3"].enumerated() {
            let frame = try #require(f[id])
            #expect(abs(frame.width - 115) < 1e-6, "\(id): \(frame.width)")
            #expect(abs(frame.x - (15 + 115 * Double(k))) < 1e-6, "\(id): \(frame.x)")
        }
    }

    /// With `titleLineBreakMode="tailTruncation"` the titles are single-line: no disambiguation, so the
    /// button that hugs least (b1, 249) takes the extra length and the others keep their text's width.
    @Test func singleLineTitlesLeaveTheExtraLengthToTheLowestHugging() throws {
        let f = try ScratchDocument.layoutFrames(named: "Keys.storyboard", Self.document(lineBreak: "tailTruncation"))
        let b1 = try #require(f["b1"]), b2 = try #require(f["b2"]), b3 = try #require(f["b3"])
        #expect(abs(b1.width + b2.width + b3.width - 345) < 1e-6)
        #expect(b1.width > 115)
        #expect(b2.width < 115 && b3.width < 115)
        #expect(b2.width < b3.width)  // "22" is narrower than "333"
    }

    /// A titled configuration button beside a label in a stack only pinned at its leading edge keeps its title's
    /// width, and the label its text's: the stack's share (half the stack) would stretch the label to the button's
    /// width (prebid-mobile-ios, toolsVersion 21507: a 75 pt button beside a 45.333 pt label).
    @Test func aTitledButtonBesideALabelKeepsItsTitlesWidth() throws {
        let f = try ScratchDocument.layoutFrames(named: "Keys.storyboard", Self.besideDocument(neighbour: """
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="n">
                                                    <rect key="frame" x="0.0" y="0.0" width="40" height="50"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
            """))
        let label = try #require(f["n"]), button = try #require(f["t"])
        #expect(label.width > 30 && label.width < 50, "label: \(label.width)")
        #expect(button.width > 110 && button.width < 140, "button: \(button.width)")
        #expect(abs(button.x - (15 + label.width)) < 1e-6)
    }

    /// A titled configuration button after an image-only one held at 30 × 30 keeps its title's width instead of
    /// the 30 pt that half the stack would give it (zzoo0123/Lantern-ios-Front, toolsVersion 21701: 93.333,
    /// 98.333 and 176 pt titled buttons after 30 pt icons).
    @Test func aTitledButtonAfterAFixedIconKeepsItsTitlesWidth() throws {
        let f = try ScratchDocument.layoutFrames(named: "Keys.storyboard", Self.besideDocument(neighbour: """
                                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="n">
                                                    <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="30" id="nw"/>
                                                        <constraint firstAttribute="height" constant="30" id="nh"/>
                                                    </constraints>
                                                    <state key="normal" title="Button"/>
                                                    <buttonConfiguration key="configuration" style="plain"/>
                                                </button>
            """))
        let icon = try #require(f["n"]), button = try #require(f["t"])
        #expect(abs(icon.width - 30) < 1e-6)
        #expect(button.width > 110 && button.width < 140, "button: \(button.width)")
    }

    /// A 4.7″ iPhone storyboard: a horizontal stack pinned 15 pt from the leading edge only, holding `neighbour`
    /// (id `n`) and then a configuration button titled "Notice board" (id `t`).
    static func besideDocument(neighbour: String) -> String {
        storyboard(stack: """
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="15" y="40" width="200" height="50"/>
                    <subviews>
            \(neighbour)
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                            <rect key="frame" x="40" y="0.0" width="160" height="50"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="plain" title="Notice board"/>
                        </button>
                    </subviews>
                </stackView>
            """, pins: """
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="c1"/>
                <constraint firstItem="row" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c3"/>
            """)
    }

    /// A 4.7″ iPhone storyboard: a horizontal stack pinned 15 pt from both edges (345 pt wide) holding three
    /// configuration buttons titled 1, 22 and 333; b1 hugs at 249, the others at the default 250.
    static func document(lineBreak: String?) -> String {
        let mode = lineBreak.map { " titleLineBreakMode=\"\($0)\"" } ?? ""
        func button(_ id: String, _ x: Int, _ title: String, hugging: String = "") -> String {
            """
                        <button opaque="NO" contentMode="scaleToFill"\(hugging) contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" x="\(x)" y="0.0" width="115" height="50"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="plain" title="\(title)"\(mode)/>
                        </button>
            """
        }
        return storyboard(stack: """
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="keys">
                    <rect key="frame" x="15" y="40" width="345" height="50"/>
                    <subviews>
            \(button("b1", 0, "1", hugging: " horizontalHuggingPriority=\"249\""))
            \(button("b2", 115, "22"))
            \(button("b3", 230, "333"))
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="50" id="h1"/>
                    </constraints>
                </stackView>
            """, pins: """
                <constraint firstItem="keys" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="keys" secondAttribute="trailing" constant="15" id="c2"/>
                <constraint firstItem="keys" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c3"/>
            """)
    }

    /// A 4.7″ iPhone storyboard, toolsVersion 21701: one view controller whose root view (id `root`, safe area `safe`)
    /// holds `stack` with `pins` among its constraints.
    static func storyboard(stack: String, pins: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(stack)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
        \(pins)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}
