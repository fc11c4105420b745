import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A button's title and a text field's text set in a Dynamic Type style (`<fontDescription style=…>`) are measured
/// at the style's size at the default content size, as a label's are: Caption 1 is 12 pt and Title 1 28 pt
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications;
/// docs/research/ib-defaults.md §29). The XIB is written for this test: the same button and the same borderless
/// field twice, once in the style and once in the system font at the style's size, each placed by its top and
/// leading edge (the fields by both sides too), so their sizes are their own. Measured at Interface Builder's
/// defaults for a document with no font instead (15 and 14 pt), the styled button was 30 pt tall and the field 17.
@Suite struct TextStyleControlFontTests {
    @Test func styledControlsMeasureAtTheStyleSize() throws {
        let document = try ScratchDocument(named: "Styles.xib", Self.xib)
        defer { document.remove() }
        let result = document.run("layout", ["--device", "saved", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let frames = try Self.frames(result.out)
        #expect(frames["styledButton"] != nil && frames["styledButton"] == frames["sizedButton"].map { [$0[0] - 100, $0[1], $0[2], $0[3]] },
                "\(frames)")
        #expect(frames["styledField"] != nil && frames["styledField"]?[3] == frames["sizedField"]?[3], "\(frames)")
        #expect((frames["styledField"]?[3] ?? 0) >= 28, "\(frames)")
    }

    /// Each view's frame in the layout JSON, `[x, y, width, height]` by id.
    static func frames(_ json: String) throws -> [String: [Double]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        var frames: [String: [Double]] = [:]
        for view in object?["views"] as? [[String: Any]] ?? [] {
            guard let id = view["id"] as? String, let frame = view["frame"] as? [String: Any] else { continue }
            frames[id] = ["x", "y", "width", "height"].map { (frame[$0] as? NSNumber)?.doubleValue ?? .nan }
        }
        return frames
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "22505", device: "retina6_1", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="styledButton">
                    <rect key="frame" x="20" y="10" width="60" height="27"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                    <state key="normal" title="Forgot it?"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="sizedButton">
                    <rect key="frame" x="120" y="10" width="60" height="27"/>
                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                    <state key="normal" title="Forgot it?"/>
                </button>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Team name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="styledField">
                    <rect key="frame" x="20" y="60" width="280" height="34"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Team name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="sizedField">
                    <rect key="frame" x="20" y="120" width="280" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="28"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
            </subviews>
            <constraints>
                <constraint firstItem="styledButton" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
                <constraint firstItem="styledButton" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                <constraint firstItem="sizedButton" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
                <constraint firstItem="sizedButton" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="120" id="c4"/>
                <constraint firstItem="styledField" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c5"/>
                <constraint firstItem="styledField" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c6"/>
                <constraint firstAttribute="trailing" secondItem="styledField" secondAttribute="trailing" constant="20" id="c7"/>
                <constraint firstItem="sizedField" firstAttribute="top" secondItem="root" secondAttribute="top" constant="120" id="c8"/>
                <constraint firstItem="sizedField" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c9"/>
                <constraint firstAttribute="trailing" secondItem="sizedField" secondAttribute="trailing" constant="20" id="c10"/>
            </constraints>
        </view>
        """)
}
