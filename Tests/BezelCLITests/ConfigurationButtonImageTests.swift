import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A configuration button shows its configuration's image only: the `<state key="normal" image=…>` Interface
/// Builder keeps beside a `<buttonConfiguration>` without an image is neither sized for nor drawn
/// (docs/research/ib-defaults.md §22). The XIB is written for this test: a plain configuration button free in
/// width, with a leftover state title and a leftover 128 × 124 state image, is saved 24 pt wide — the plain
/// style's 12 pt insets a side around no content, the width §18 measured for such a button with the title alone.
/// Sized for the image as well, it was laid out over 100 pt wider.
@Suite struct ConfigurationButtonImageTests {
    @Test func theLeftoverStateImageIsNotShown() throws {
        let document = try ScratchDocument(named: "ConfiguredImage.xib", Self.xib)
        defer { document.remove() }
        let compared = document.compareSaved()
        #expect(compared.out == "1 views compared in 1 scenes: 1 within 0.5 pt (100 %), 1 within 2 pt (100 %), 0 further off\n",
                "\(compared.out)\(compared.err)")
        // Not drawn either: the layout JSON would name the symbol among the substitutes the drawing uses.
        let json = document.run("layout", ["--device", "saved", "--json"])
        #expect(json.status == 0, "\(json.err)")
        #expect(!json.out.contains("star.fill") && !json.err.contains("star.fill"), "\(json.out)\(json.err)")
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="play">
                    <rect key="frame" x="20" y="80" width="24" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="h1"/>
                    </constraints>
                    <state key="normal" title="Button" image="star.fill" catalog="system"/>
                    <buttonConfiguration key="configuration" style="plain"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="play" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="t1"/>
                <constraint firstItem="play" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
            </constraints>
        </view>
        """, resources: """
        <image name="star.fill" catalog="system" width="128" height="124"/>
        """)
}
