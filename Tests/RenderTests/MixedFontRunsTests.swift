import Checks
import Devices
import Foundation
import Geometry
import Layout
import Render
import Screens
import Testing
import TestSupport
import Text

/// A label whose attributed text mixes runs of different fonts and colours is measured and drawn run by run, as UIKit
/// draws and measures an attributed string with the attributes it holds
/// (https://developer.apple.com/documentation/uikit/uilabel/attributedtext): its one line as wide as its runs set
/// one after another each in its own font, as tall as its tallest run's line, and each run drawn in its own colour.
/// Before, the first run's font and colour stood for the whole text. The document is written here.
@Suite(.serialized) struct MixedFontRunsTests {
    typealias RGB = ControlDrawingTests.RGB

    /// The runs of the label: a large black run, then a small one in red.
    static let big = "Total "
    static let small = "due at the end of the month"

    /// A run `text` in `font` (a `<font key="NSFont">`'s attributes) and `colour` (a `<color>`'s attributes).
    static func fragment(_ text: String, font: String, colour: String) -> String {
        """
                                    <fragment content="\(text)">
                                        <attributes>
                                            <color key="NSColor" \(colour) colorSpace="custom" customColorSpace="sRGB"/>
                                            <font key="NSFont" \(font)/>
                                        </attributes>
                                    </fragment>
        """
    }

    static let black = #"red="0.0" green="0.0" blue="0.0" alpha="1""#
    static let red = #"red="1" green="0.0" blue="0.0" alpha="1""#

    /// A XIB whose one-line label `mixed` has the two runs, pinned to the root's top left only, so its frame is its
    /// intrinsic size; its `fontDescription` is the first run's, as Xcode saves it.
    /// `smallFirst`: the small run before the large one.
    static func document(bigFont: String, smallFont: String, smallFirst: Bool = false) -> String {
        let runs = [fragment(big, font: bigFont, colour: black), fragment(small, font: smallFont, colour: red)]
        return document(fragments: smallFirst ? runs.reversed() : runs)
    }

    /// The XIB with `fragments` (XML) as the label's runs, and its `numberOfLines`.
    /// `width`: a width constraint on the label (nil: its text's width).
    static func document(fragments: [String], lines: Int = 1, width: Double? = nil) -> String {
        let widthConstraint = width.map { #"<constraint firstItem="mixed" firstAttribute="width" constant="\#($0)" id="c3"/>"# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="mixed">
                            <rect key="frame" x="20" y="100" width="300" height="36"/>
                            <attributedString key="attributedText">
        \(fragments.joined(separator: "\n"))
                            </attributedString>
                        </label>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="mixed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="mixed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                        \(widthConstraint)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// The label's laid-out frame on an iPhone 15 Pro (3 pixels a point).
    static func frame(bigFont: String, smallFont: String, smallFirst: Bool = false) throws -> (frame: Rect, scale: Double) {
        try frame(document(bigFont: bigFont, smallFont: smallFont, smallFirst: smallFirst))
    }

    static func frame(_ document: String) throws -> (frame: Rect, scale: Double) {
        let project = try AssetProject("mixed-font-runs")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.xib", document)
        let screen = try ScreenLoader.single(path: project.document)
        let profile = try RenderFixtures.profile("iphone-15-pro")
        let layout = try LayoutEngine.layout(screen: screen, profile: profile)
        return (try #require(layout.view("mixed")).frame, profile.scale)
    }

    /// The system font, a 30 pt run and a 14 pt one: the label is as wide as the typesetter sets the two runs
    /// each in its own font, one after the other, and as tall as the 30 pt run's line.
    @Test func aMixedSystemFontLabelIsItsRunsSideBySide() throws {
        let (frame, scale) = try Self.frame(bigFont: #"metaFont="system" size="30""#, smallFont: #"metaFont="system" size="14""#)
        let typesetter = try Typesetter.standard()
        let large = TextFont(size: 30), small = TextFont(size: 14)
        let width = typesetter.width(of: Self.big, font: large) + typesetter.width(of: Self.small, font: small)
        #expect(abs(frame.width - ProjectFontTests.ceilToPixel(width, scale: scale)) < 1e-9, "laid out \(frame.width), runs \(width)")
        let line = typesetter.metrics(for: large).lineHeight
        #expect(abs(frame.height - ProjectFontTests.ceilToPixel(line, scale: scale)) < 1e-9, "laid out \(frame.height), line \(line)")
        // The whole text in the first run's font would be far wider.
        #expect(typesetter.width(of: Self.big + Self.small, font: large) - frame.width > 100)
    }

    /// The small run first: the line is still as tall as the 30 pt run's, not the first run's 14 pt line.
    @Test func aLineIsAsTallAsItsTallestRun() throws {
        let (frame, scale) = try Self.frame(
            bigFont: #"metaFont="system" size="30""#, smallFont: #"metaFont="system" size="14""#, smallFirst: true)
        let typesetter = try Typesetter.standard()
        let line = typesetter.metrics(for: TextFont(size: 30)).lineHeight
        #expect(abs(frame.height - ProjectFontTests.ceilToPixel(line, scale: scale)) < 1e-9, "laid out \(frame.height), line \(line)")
        let width = typesetter.width(of: Self.small, font: TextFont(size: 14)) + typesetter.width(of: Self.big, font: TextFont(size: 30))
        #expect(abs(frame.width - ProjectFontTests.ceilToPixel(width, scale: scale)) < 1e-9, "laid out \(frame.width), runs \(width)")
    }

    /// A label of any number of lines whose runs break the line: "Total" at 30 pt and a line break, then the 14 pt run.
    /// Each line is as tall as its own runs, the first the 30 pt line and the second the 14 pt line, and the label is
    /// as wide as its wider line.
    @Test func eachLineOfAWrappingLabelIsAsTallAsItsOwnRuns() throws {
        let (frame, scale) = try Self.frame(Self.document(fragments: [
            Self.fragment("Total&#10;", font: #"metaFont="system" size="30""#, colour: Self.black),
            Self.fragment(Self.small, font: #"metaFont="system" size="14""#, colour: Self.red),
        ], lines: 0))
        let typesetter = try Typesetter.standard()
        let large = TextFont(size: 30), small = TextFont(size: 14)
        let height = typesetter.metrics(for: large).lineHeight + typesetter.metrics(for: small).lineHeight
        #expect(abs(frame.height - ProjectFontTests.ceilToPixel(height, scale: scale)) < 1e-9, "laid out \(frame.height), lines \(height)")
        let width = max(typesetter.width(of: "Total", font: large), typesetter.width(of: Self.small, font: small))
        #expect(abs(frame.width - ProjectFontTests.ceilToPixel(width, scale: scale)) < 1e-9, "laid out \(frame.width), lines \(width)")
    }

    /// The truncation check measures the line as the layout does, run by run: the label held 1 pt wider than its runs
    /// is not cut, though the whole text in the first run's font would be over 100 pt wider than it.
    @Test func aMixedLabelWiderThanItsRunsIsNotReportedCut() throws {
        let typesetter = try Typesetter.standard()
        let width = (typesetter.width(of: Self.big, font: TextFont(size: 30)) + typesetter.width(of: Self.small, font: TextFont(size: 14)))
            .rounded(.up) + 1
        let project = try AssetProject("mixed-font-runs-checked")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.xib", Self.document(fragments: [
            Self.fragment(Self.big, font: #"metaFont="system" size="30""#, colour: Self.black),
            Self.fragment(Self.small, font: #"metaFont="system" size="14""#, colour: Self.red),
        ], width: width))
        let screen = try ScreenLoader.single(path: project.document)
        let checked = try Checker.check(screen: screen, profile: try RenderFixtures.profile("iphone-15-pro"), typesetter: RenderFixtures.typesetter)
        #expect(abs(try #require(checked.layout.view("mixed")).frame.width - width) < 1e-9)
        let findings = checked.findings.filter { $0.rule == "text-truncated" || $0.rule == "text-tight" }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// Helvetica, whose advances Liberation Sans shares (`MetricCompatibleFont`): the widths of the two runs as
    /// HarfBuzz's own shaper (`hb-shape`) sets them in Debian's Liberation files, added, are the label's width.
    @Test(.enabled(if: Subprocess.which("hb-shape") != nil && FileManager.default.fileExists(atPath: MetricCompatibleFontTests.folder + "LiberationSans-Bold.ttf")))
    func aMixedHelveticaLabelIsAsWideAsHBShapeSetsItsRuns() throws {
        let (frame, scale) = try Self.frame(
            bigFont: #"size="30" name="Helvetica-Bold" family="Helvetica""#, smallFont: #"size="14" name="Helvetica" family="Helvetica""#)
        let folder = MetricCompatibleFontTests.folder
        let width = try Self.hbShapeWidth(Self.big, folder + "LiberationSans-Bold.ttf", size: 30)
            + Self.hbShapeWidth(Self.small, folder + "LiberationSans-Regular.ttf", size: 14)
        #expect(abs(frame.width - ProjectFontTests.ceilToPixel(width, scale: scale)) < 1e-9, "laid out \(frame.width), hb-shape \(width)")
        // Helvetica's line, 1.149 em (`InstalledFontMetrics`), of the 30 pt run.
        #expect(abs(frame.height - ProjectFontTests.ceilToPixel(1.149 * 30, scale: scale)) < 1e-9, "laid out \(frame.height)")
    }

    /// The advance of `text` in the font file at `size` points, by hb-shape (OpenType functions, as the typesetter
    /// shapes).
    static func hbShapeWidth(_ text: String, _ font: String, size: Double) throws -> Double {
        let result = try Subprocess.run([
            "hb-shape", "--font-file=\(font)", "--font-funcs=ot", "--no-glyph-names", "--output-format=json", text,
        ])
        try #require(result.status == 0, "\(result.error)")
        let glyphs = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Int]])
        let advance = glyphs.reduce(0) { $0 + ($1["ax"] ?? 0) }
        return Double(advance) * size / Double(try ProjectFontTests.table(font).unitsPerEm)
    }

    /// The second run is drawn in red after the first: red ink right of the large run's width and none left of it, and
    /// black ink in the large run's part.
    @Test func eachRunIsDrawnInItsOwnColourAfterTheRunBeforeIt() throws {
        let project = try AssetProject("mixed-font-runs-drawn")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.xib", Self.document(bigFont: #"metaFont="system" size="30""#, smallFont: #"metaFont="system" size="14""#))
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), .light)
        let frame = try drawn.frame("mixed")
        let split = frame.minX + (try Typesetter.standard()).width(of: Self.big, font: TextFont(size: 30))
        let left = Rect(x: frame.minX, y: frame.minY, width: split - frame.minX, height: frame.height)
        let right = Rect(x: split, y: frame.minY, width: frame.maxX - split, height: frame.height)
        func isRed(_ pixel: RGB) -> Bool { pixel.r > 180 && pixel.g < 90 && pixel.b < 90 }
        let redRight = drawn.pixels(in: right).filter(isRed).count
        let redLeft = drawn.pixels(in: left).filter(isRed).count
        let blackLeft = drawn.pixels(in: left).filter { $0.near(RGB(hex: 0x000000), 40) }.count
        #expect(redRight > 100, "red ink right of the large run: \(redRight)")
        #expect(redLeft == 0, "red ink in the large run: \(redLeft)")
        #expect(blackLeft > 100, "black ink in the large run: \(blackLeft)")

        // The SVG writes each run as text of its own, in its size and colour, the second starting where the first ends.
        let svg = try #require(try RenderFixtures.pipeline(RenderOptions(formats: [.svg]))
            .render(screen: try ScreenLoader.single(path: project.document), profile: try RenderFixtures.profile("iphone-15-pro")).svg)
        let texts = svg.split(separator: "<text ").filter { $0.contains(">\(Self.big)</text>") || $0.contains(">\(Self.small)</text>") }
        #expect(texts.count == 2, "\(texts.map { $0.prefix(300) })")
        #expect(texts.first?.contains("font-size=\"30\"") == true && texts.first?.contains("fill=\"#000000\"") == true, "\(texts)")
        #expect(texts.last?.contains("font-size=\"14\"") == true && texts.last?.contains("fill=\"#ff0000\"") == true, "\(texts)")
    }
}
