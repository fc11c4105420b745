import Foundation
import Geometry
import Layout
import Render
import Screens
import Testing
import TestSupport
import Text

/// A text view's attributed text whose runs differ in colour (and font) is drawn run by run, each in its own colour,
/// as UIKit draws an attributed string (https://developer.apple.com/documentation/uikit/uitextview/attributedtext),
/// and a text view that does not scroll is as tall as its runs broken into lines across them at its container's
/// width. Before, the first run's colour and font stood for the whole text. The document is written here.
@Suite(.serialized) struct TextViewRunsTests {
    typealias RGB = ControlDrawingTests.RGB

    static let blue = #"red="0.0" green="0.0" blue="1" alpha="1""#

    /// A text view 300 pt wide, not scrolling, pinned at the top left, with `fragments` as its runs.
    static func document(_ fragments: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="mixed">
                            <rect key="frame" x="20" y="100" width="300" height="80"/>
                            <attributedString key="attributedText">
        \(fragments.joined(separator: "\n"))
                            </attributedString>
                        </textView>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="mixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="mixed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                        <constraint firstItem="mixed" firstAttribute="width" constant="300" id="c3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Red "Terms" then blue "and conditions": red ink in the first word's part of the line and blue ink right of it.
    @Test func aTextViewDrawsEachRunInItsOwnColour() throws {
        let project = try AssetProject("text-view-runs-drawn")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.xib", Self.document([
            MixedFontRunsTests.fragment("Terms ", font: #"metaFont="system" size="20""#, colour: MixedFontRunsTests.red),
            MixedFontRunsTests.fragment("and conditions", font: #"metaFont="system" size="20""#, colour: Self.blue),
        ]))
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), .light)
        let frame = try drawn.frame("mixed")
        let split = frame.minX + 5 + (try Typesetter.standard()).width(of: "Terms ", font: TextFont(size: 20))
        let left = Rect(x: frame.minX, y: frame.minY, width: split - frame.minX, height: frame.height)
        let right = Rect(x: split, y: frame.minY, width: frame.maxX - split, height: frame.height)
        func isRed(_ pixel: RGB) -> Bool { pixel.r > 180 && pixel.g < 90 && pixel.b < 90 }
        func isBlue(_ pixel: RGB) -> Bool { pixel.b > 180 && pixel.r < 90 && pixel.g < 90 }
        #expect(drawn.pixels(in: left).filter(isRed).count > 50, "red ink in the first run")
        #expect(drawn.pixels(in: right).filter(isBlue).count > 50, "blue ink in the second run")
        #expect(drawn.pixels(in: right).filter(isRed).count == 0, "red ink in the second run")
    }

    /// A 30 pt run and a 14 pt run too long for one line: the text view is its runs' lines tall, broken across the
    /// runs at 290 pt (its width less the line fragment padding), with its 8 pt insets above and below.
    @Test func aTextViewIsAsTallAsItsRunsBrokenAcrossThem() throws {
        let small = "due at the end of the month, every month, without fail, to the office"
        let (frame, scale) = try MixedFontRunsTests.frame(Self.document([
            MixedFontRunsTests.fragment("Total ", font: #"metaFont="system" size="30""#, colour: MixedFontRunsTests.black),
            MixedFontRunsTests.fragment(small, font: #"metaFont="system" size="14""#, colour: MixedFontRunsTests.red),
        ]))
        let typesetter = try Typesetter.standard()
        let runs = [AttributedRun(text: "Total ", font: "system", pointSize: 30), AttributedRun(text: small, font: "system", pointSize: 14)]
        let lines = AttributedRunLines.shownLines(of: runs, numberOfLines: 0, width: 290, typesetter: typesetter)
        #expect(lines.count == 2)
        let height = typesetter.metrics(for: TextFont(size: 30)).lineHeight + typesetter.metrics(for: TextFont(size: 14)).lineHeight + 16
        #expect(abs(frame.height - ProjectFontTests.ceilToPixel(height, scale: scale)) < 1e-9, "laid out \(frame.height), lines \(height)")
    }
}
