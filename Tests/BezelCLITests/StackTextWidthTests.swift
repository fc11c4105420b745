import Foundation
import Testing
@testable import BezelCLI

/// Multi-line labels in a horizontal `fill` stack view (UISV-text-width-disambiguation).
///
/// Independent facts: through iOS 14 the stack holds each multi-line label at `stack.width / n` at its compression
/// resistance + 10 (https://openradar.appspot.com/39275811: `label.width = 0.5 * stackView.width - 0 @ 759`); iOS 15
/// changed it, so that a label beside a switch is squeezed as its priorities say
/// (https://useyourloaf.com/blog/stack-view-changes-in-ios-15/). docs/research/ib-defaults.md §145 gives the frames
/// Xcode 13 and later save: a single multi-line text keeps to its hugging and compression resistance, two or more are
/// as wide as each other.
@Suite struct StackTextWidthTests {
    /// Xcode 14: a one-line caption that hugs at 251 keeps its text's width beside a multi-line value that hugs at 250,
    /// which takes the rest of the 345 pt stack; half the stack each (iOS 14's share) would stretch the caption.
    @Test func aSingleMultilineLabelLeavesItsNeighbourItsTextsWidth() throws {
        let f = try ScratchDocument.layoutFrames(named: "Rows.storyboard", Self.storyboard(toolsVersion: "21701", views: [Self.caption, Self.label("v", "Alice")]))
        let caption = try #require(f["c"]), value = try #require(f["v"])
        #expect(caption.width > 40 && caption.width < 70, "caption: \(caption.width)")
        #expect(abs(caption.width + value.width - 345) < 1e-6, "value: \(value.width)")
    }

    /// Xcode 12.5 (iOS 14's canvas): the same row shares the stack in halves, the multi-line value held at 760.
    @Test func beforeIOS15TheMultilineLabelTakesHalfTheStack() throws {
        let f = try ScratchDocument.layoutFrames(named: "Rows.storyboard", Self.storyboard(toolsVersion: "18122", views: [Self.caption, Self.label("v", "Alice")]))
        let caption = try #require(f["c"]), value = try #require(f["v"])
        #expect(abs(value.width - 172.5) < 1e-6, "value: \(value.width)")
        #expect(abs(caption.width - 172.5) < 1e-6, "caption: \(caption.width)")
    }

    /// Xcode 14: two multi-line labels that hug at 251 keep their texts' widths, equal to each other, beside a one-line
    /// label that hugs at 249 and takes the rest; a third of the stack each (iOS 14's share) would hold them at 115 pt.
    @Test func twoMultilineLabelsBesideALowerHuggingLabelKeepTheirTextsWidth() throws {
        let rest = """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="249" verticalHuggingPriority="251" text="Name:" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="r">
                            <rect key="frame" x="200" y="0.0" width="145" height="40"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
            """
        let f = try ScratchDocument.layoutFrames(named: "Rows.storyboard", Self.storyboard(
            toolsVersion: "21701", views: [Self.label("a", "Label", hugging: 251), Self.label("b", "Label", hugging: 251), rest]))
        let a = try #require(f["a"]), b = try #require(f["b"]), r = try #require(f["r"])
        #expect(a.width > 35 && a.width < 50, "a: \(a.width)")
        #expect(abs(a.width - b.width) < 1e-6, "b: \(b.width)")
        #expect(abs(r.width - (345 - 2 * a.width)) < 1e-6, "r: \(r.width)")
    }

    /// Xcode 14: of two multi-line labels, the one that hugs at 750 is still made as wide as the one that hugs at 250
    /// (a share at the higher of their compression resistances + 10, 760).
    @Test func twoMultilineLabelsAreAsWideAsEachOther() throws {
        let f = try ScratchDocument.layoutFrames(named: "Rows.storyboard", Self.storyboard(
            toolsVersion: "21701",
            views: [Self.label("a", "Name:", hugging: 750, resistance: 250), Self.label("b", "Alice")]))
        let a = try #require(f["a"]), b = try #require(f["b"])
        #expect(abs(a.width - 172.5) < 1e-6, "a: \(a.width)")
        #expect(abs(b.width - 172.5) < 1e-6, "b: \(b.width)")
    }

    /// Xcode 14: a stack aligned by first baselines holds none of its views at a share of its width (iOS 14's
    /// `0.5 * stack.width @760` each would give 172.5 and 172.5): the caption keeps its text's width, and the one-line
    /// label that hugs at 250 takes the rest.
    @Test func aBaselineAlignedRowLeavesItsViewsTheirWidths() throws {
        let value = """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Alice" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                            <rect key="frame" x="172.5" y="0.0" width="172.5" height="40"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
            """
        let f = try ScratchDocument.layoutFrames(named: "Rows.storyboard", Self.storyboard(toolsVersion: "21701", views: [Self.caption, value], alignment: "firstBaseline"))
        let caption = try #require(f["c"]), other = try #require(f["v"])
        #expect(caption.width > 40 && caption.width < 70, "caption: \(caption.width)")
        #expect(abs(caption.width + other.width - 345) < 1e-6, "value: \(other.width)")
    }

    /// A one-line caption "Name:" (id `c`), hugging at 251 and resisting at 751.
    static let caption = """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="751" text="Name:" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="c">
                        <rect key="frame" x="0.0" y="0.0" width="172.5" height="40"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
        """

    /// A multi-line label (`numberOfLines` 0) with `text`; no hugging attribute is UIKit's 250.
    static func label(_ id: String, _ text: String, hugging: Int? = nil, resistance: Int? = nil) -> String {
        let h = hugging.map { " horizontalHuggingPriority=\"\($0)\"" } ?? ""
        let r = resistance.map { " horizontalCompressionResistancePriority=\"\($0)\"" } ?? ""
        return """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left"\(h)\(r) text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
            """
    }

    /// A 4.7″ iPhone storyboard of `toolsVersion`: a horizontal fill stack pinned 15 pt from both edges (345 pt wide,
    /// no spacing, 40 pt tall) holding `views`, with `alignment` when given (else fill).
    static func storyboard(toolsVersion: String, views: [String], alignment: String? = nil) -> String {
        let aligned = alignment.map { " alignment=\"\($0)\"" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill"\(aligned) translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                        <rect key="frame" x="15" y="40" width="345" height="40"/>
                                        <subviews>
        \(views.joined(separator: "\n"))
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="h1"/>
                                        </constraints>
                                    </stackView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="15" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" constant="15" id="c2"/>
                                    <constraint firstItem="row" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c3"/>
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
