import Foundation
import Geometry
import Layout
import Render
import Screens
import Testing
import TestSupport
import Text

/// A button's attributed title whose runs differ in font is measured and drawn run by run, as a label's: UIButton's
/// title label shows the attributed title with the attributes it holds
/// (https://developer.apple.com/documentation/uikit/uibutton/setattributedtitle(_:for:)), and a classic button is as
/// wide as its title and its `contentEdgeInsets` (docs/research/ib-defaults.md §81). Before, the first run's font stood
/// for the whole title. The document is written here.
@Suite(.serialized) struct ButtonTitleRunsTests {
    typealias RGB = ControlDrawingTests.RGB

    /// A classic system button with 10 pt insets at the sides and 5 above and below, pinned at the top left, its
    /// normal state's attributed title a black 30 pt "Total " and a red 14 pt "due now".
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="mixed">
                            <rect key="frame" x="20" y="100" width="200" height="50"/>
                            <inset key="contentEdgeInsets" minX="10" minY="5" maxX="10" maxY="5"/>
                            <state key="normal">
                                <attributedString key="attributedTitle">
        \(MixedFontRunsTests.fragment("Total ", font: #"metaFont="system" size="30""#, colour: MixedFontRunsTests.black))
        \(MixedFontRunsTests.fragment("due now", font: #"metaFont="system" size="14""#, colour: MixedFontRunsTests.red))
                                </attributedString>
                            </state>
                        </button>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="mixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="mixed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// The button is its two runs side by side, each in its own font, and its 20 pt of side insets wide.
    @Test func aButtonIsAsWideAsItsTitleRunsAndInsets() throws {
        let (frame, scale) = try MixedFontRunsTests.frame(Self.document)
        let typesetter = try Typesetter.standard()
        let runs = typesetter.width(of: "Total ", font: TextFont(size: 30)) + typesetter.width(of: "due now", font: TextFont(size: 14))
        let width = ProjectFontTests.ceilToPixel(runs, scale: scale) + 20
        #expect(abs(frame.width - width) < 1e-9, "laid out \(frame.width), runs and insets \(width)")
        // The whole title in the first run's font would be far wider.
        #expect(typesetter.width(of: "Total due now", font: TextFont(size: 30)) + 20 - frame.width > 40)
    }

    /// The runs are drawn each in its own colour: red ink right of the first run and none left of it.
    @Test func aButtonDrawsEachTitleRunInItsOwnColour() throws {
        let project = try AssetProject("button-title-runs-drawn")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.xib", Self.document)
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), .light)
        let frame = try drawn.frame("mixed")
        let split = frame.minX + 10 + (try Typesetter.standard()).width(of: "Total ", font: TextFont(size: 30))
        let left = Rect(x: frame.minX, y: frame.minY, width: split - frame.minX, height: frame.height)
        let right = Rect(x: split, y: frame.minY, width: frame.maxX - split, height: frame.height)
        func isRed(_ pixel: RGB) -> Bool { pixel.r > 180 && pixel.g < 90 && pixel.b < 90 }
        #expect(drawn.pixels(in: right).filter(isRed).count > 50, "red ink in the second run")
        #expect(drawn.pixels(in: left).filter(isRed).count == 0, "red ink in the first run")
    }
}
