import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A multi-line label whose text ends with a line break is one empty line taller than its text's lines: the extra
/// line fragment text layout keeps after a final line break (docs/research/ib-defaults.md §143).
@Suite struct TrailingLineBreakLabelTests {
    /// Pinned 16 pt from both sides of a 375 pt view, a 17 pt label whose short text ends with a line break is two lines
    /// tall, its text's line and the empty one after it, as it is when it is measured unwrapped.
    @Test func aTextEndingWithALineBreakKeepsAnEmptyLastLine() throws {
        let f = try ScratchDocument.layoutFrames(named: "Trailing.xib", Self.xib(text: "Bring a friend along&#10;"))
        let label = try #require(f["label"])
        #expect(abs(label.width - 343) < 0.5, "label: \(label.width)")
        #expect(label.height > 35 && label.height < 45, "two lines of 17 pt: \(label.height)")
    }

    /// The same label without the final line break is one line tall.
    @Test func aTextWithoutAFinalLineBreakHasNoEmptyLine() throws {
        let f = try ScratchDocument.layoutFrames(named: "Trailing.xib", Self.xib(text: "Bring a friend along"))
        let label = try #require(f["label"])
        #expect(label.height > 15 && label.height < 25, "one line of 17 pt: \(label.height)")
    }

    /// A label limited to one line shows its text's line only, the final line break or not.
    @Test func aOneLineLabelIgnoresTheFinalLineBreak() throws {
        let f = try ScratchDocument.layoutFrames(named: "Trailing.xib", Self.xib(text: "Bring a friend along&#10;", lines: 1))
        let label = try #require(f["label"])
        #expect(label.height > 15 && label.height < 25, "one line of 17 pt: \(label.height)")
    }

    /// A 375 × 200 view holding a 17 pt label with `numberOfLines` `lines` showing `text` (XML-escaped), pinned 16 pt
    /// from both sides and to the top.
    static func xib(text: String, lines: Int = 0) -> String {
        InterfaceBuilderFixture.stackedRowsXIB(toolsVersion: "21701", plugInVersion: "21679", rows: [(id: "label", element: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="\(lines)" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="16" y="0.0" width="343" height="41"/>
                <string key="text">\(text)</string>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="highlightedColor"/>
            </label>
            """)])
    }
}
