import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A multi-line label whose document gives an explicit `preferredMaxLayoutWidth` above 0 takes its intrinsic size from
/// its text wrapped at that width, whatever width its constraints give it (docs/research/ib-defaults.md §142).
@Suite struct ExplicitPreferredWidthLabelTests {
    /// Pinned 16 pt from both sides of a 375 pt view, the label is 343 wide, where its 17 pt text fits on one line; wrapped
    /// at its preferred 150 pt the text takes two lines, and the label is two lines tall.
    @Test func aPinnedLabelIsAsTallAsItsTextWrappedAtThePreferredWidth() throws {
        let f = try ScratchDocument.layoutFrames(named: "Preferred.xib", Self.xib(preferredWidth: "150"))
        let label = try #require(f["pinned"])
        #expect(abs(label.width - 343) < 0.5, "pinned: \(label.width)")
        #expect(label.height > 35 && label.height < 45, "two lines of 17 pt: \(label.height)")
    }

    /// Pinned on its leading side only, the label is as wide as its text wrapped at the preferred 150 pt, not its one
    /// unwrapped line.
    @Test func aLabelPinnedOnOneSideIsItsTextWrappedAtThePreferredWidth() throws {
        let f = try ScratchDocument.layoutFrames(named: "Preferred.xib", Self.xib(preferredWidth: "150"))
        let label = try #require(f["leading"])
        #expect(label.width <= 150 && label.width > 100, "leading: \(label.width)")
        #expect(label.height > 35 && label.height < 45, "two lines of 17 pt: \(label.height)")
    }

    /// An explicit 0 sets no width: the pinned label wraps at its own 343 pt, one line.
    @Test func anExplicitZeroWrapsAtTheLabelsOwnWidth() throws {
        let f = try ScratchDocument.layoutFrames(named: "Preferred.xib", Self.xib(preferredWidth: "0.0"))
        let label = try #require(f["pinned"])
        #expect(abs(label.width - 343) < 0.5, "pinned: \(label.width)")
        #expect(label.height > 15 && label.height < 25, "one line of 17 pt: \(label.height)")
    }

    /// A 375 × 200 view holding two `numberOfLines` 0 labels of 17 pt text with `preferredMaxLayoutWidth`
    /// `preferredWidth`: `pinned`, 16 pt from both sides, and `leading` below it, 16 pt from the leading side only.
    static func xib(preferredWidth: String) -> String {
        func label(_ id: String, y: Int, width: Int) -> String {
            """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Bring a friend along next time" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" preferredMaxLayoutWidth="\(preferredWidth)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="16" y="\(y)" width="\(width)" height="41"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
            """
        }
        return InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina4_7", appearance: nil, adaptation: "fullscreen", dependencies: """
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            """, objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
            \(label("pinned", y: 0, width: 343))
            \(label("leading", y: 49, width: 133))
                </subviews>
                <constraints>
                    <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" id="p1"/>
                    <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="p2"/>
                    <constraint firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" constant="16" id="p3"/>
                    <constraint firstItem="leading" firstAttribute="top" secondItem="pinned" secondAttribute="bottom" constant="8" id="q1"/>
                    <constraint firstItem="leading" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="q2"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """)
    }
}
