@testable import AutoLayout
@testable import Geometry
import XCTest

/// Hugging and compression resistance. With the test measurer a 20-pt character is 10 pt wide and a
/// line 24 pt tall, so "Hello" is 50 × 24 and "World!!" 70 × 24.
final class IntrinsicContentTests: XCTestCase {
    /// Two labels in a row between 20-pt insets of a 320-pt root: 320 − 20 − 8 − 20 = 272 pt for
    /// 50 + 70 = 120 pt of text. The label that hugs harder keeps its text width; the other takes
    /// the remaining 272 − 50 = 222 (or 272 − 70 = 202).
    func testTheLabelWithLowerHuggingStretches() {
        for (aHug, bHug, aWidth, bWidth) in [(251.0, 250.0, 50.0, 222.0), (250, 251, 202, 70)] {
            var s = Screen(width: 320, height: 480)
            s.view(LayoutNode(id: "a", parent: "root", intrinsicContent: text("Hello"), horizontalHugging: LayoutPriority(Float(aHug))))
            s.view(LayoutNode(id: "b", parent: "root", intrinsicContent: text("World!!"), horizontalHugging: LayoutPriority(Float(bHug))))
            s.pin("a", .leading, .equal, "root", .leading, constant: 20)
            s.pin("b", .leading, .equal, "a", .trailing, constant: 8)
            s.pin("b", .trailing, .equal, "root", .trailing, constant: -20)
            s.pin("a", .top, .equal, "root", .top, constant: 100)
            s.pin("b", .top, .equal, "root", .top, constant: 100)
            let r = s.solve()
            XCTAssertEqual(r.diagnostics, [])
            assertFrame(r, "a", 20, 100, aWidth, 24)
            assertFrame(r, "b", 20 + aWidth + 8, 100, bWidth, 24)
        }
    }

    /// 100-pt root: 100 − 48 = 52 pt for 120 pt of text. Every point taken from "a" costs 750, from
    /// "b" 749, so "b" gives way: "a" keeps its 50 and "b" gets 52 − 50 = 2.
    func testTheLabelWithLowerCompressionResistanceShrinks() {
        var s = Screen(width: 100, height: 480)
        s.view(LayoutNode(id: "a", parent: "root", intrinsicContent: text("Hello"), horizontalCompressionResistance: LayoutPriority(750)))
        s.view(LayoutNode(id: "b", parent: "root", intrinsicContent: text("World!!"), horizontalCompressionResistance: LayoutPriority(749)))
        s.pin("a", .leading, .equal, "root", .leading, constant: 20)
        s.pin("b", .leading, .equal, "a", .trailing, constant: 8)
        s.pin("b", .trailing, .equal, "root", .trailing, constant: -20)
        s.pin("a", .top, .equal, "root", .top)
        s.pin("b", .top, .equal, "root", .top)
        let r = s.solve()
        assertFrame(r, "a", 20, 0, 50, 24)
        assertFrame(r, "b", 78, 0, 2, 24)
    }

    /// A fixed intrinsic size (a switch's 51 × 31, passed by the caller) needs only a position;
    /// an image view takes its image's size; a fixedHeight view (a slider) takes its width from
    /// constraints and has no width ambiguity once pinned.
    func testFixedAndImageIntrinsicSizes() {
        var s = Screen()
        s.view("switch", .fixed(Size(width: 51, height: 31)))
        s.view("image", .image(Size(width: 120, height: 80)))
        s.view("slider", .fixedHeight(34))
        s.pin("switch", .trailing, .equal, "root", .trailingMargin)
        s.pin("switch", .top, .equal, "root", .top, constant: 100)
        s.pin("image", .centerX, .equal, "root", .centerX)
        s.pin("image", .top, .equal, "switch", .bottom, constant: 10)
        s.pin("slider", .leading, .equal, "root", .leadingMargin)
        s.pin("slider", .trailing, .equal, "switch", .leading, constant: -8)
        s.pin("slider", .centerY, .equal, "switch", .centerY)
        let r = s.solve()
        XCTAssertEqual(r.ambiguities, [])
        assertFrame(r, "switch", 375 - 16 - 51, 100, 51, 31)
        assertFrame(r, "image", (375 - 120) / 2, 141, 120, 80)
        // 16 … 308 − 8 = 300; centred on the switch's 115.5.
        assertFrame(r, "slider", 16, 115.5 - 17, 300 - 16, 34)
    }

    /// A label with numberOfLines 0 pinned 20 pt from both sides of a 200-pt root wraps at 160 pt
    /// (16 characters of 10 pt) in UIKit's second pass: "aaaa bbbb cccc dddd eeee" is 24 characters,
    /// so "aaaa bbbb cccc" (14) and "dddd eeee" (9): two lines, 48 pt tall, 140 wide intrinsic but
    /// stretched to 160 by the pins. Its last baseline is 24 + 16 below its top.
    func testWrappingLabelTakesItsHeightFromTheSecondPass() {
        var s = Screen(width: 200, height: 400)
        s.view("label", text("aaaa bbbb cccc dddd eeee", lines: 0))
        s.pin("label", .leading, .equal, "root", .leading, constant: 20)
        s.pin("label", .trailing, .equal, "root", .trailing, constant: -20)
        s.pin("label", .top, .equal, "root", .top, constant: 10)
        let r = s.solve()
        XCTAssertEqual(r.passes, 2)
        assertFrame(r, "label", 20, 10, 160, 48)
        XCTAssertEqual(r.node("label")?.lineCount, 2)
        XCTAssertEqual(r.node("label")?.firstBaseline, 26)
        XCTAssertEqual(r.node("label")?.lastBaseline, 50)
    }

    /// The same wrapping label with one view hung from its last baseline (+ 4) and one from its first.
    /// Each baseline's parameter is made when a constraint first reads it, and the second pass moves
    /// both: in the first pass the label is one line 24 tall (both baselines 10 + 12 − 12 + 16 = 26);
    /// after it wraps to two lines, 48 tall, its first baseline stays at 10 + 24 − 24 + 16 = 26 and its
    /// last is 10 + 24 − 24 + 40 = 50, so "below" starts at 54 (42 had the last kept its one-line
    /// offset, −12 + 16 = 4).
    func testBothBaselineParametersFollowTheSecondPass() {
        var s = Screen(width: 200, height: 400)
        s.view("label", text("aaaa bbbb cccc dddd eeee", lines: 0))
        s.view("below", .fixed(Size(width: 10, height: 10)))
        s.view("beside", .fixed(Size(width: 10, height: 10)))
        s.pin("label", .leading, .equal, "root", .leading, constant: 20)
        s.pin("label", .trailing, .equal, "root", .trailing, constant: -20)
        s.pin("label", .top, .equal, "root", .top, constant: 10)
        s.pin("below", .top, .equal, "label", .lastBaseline, constant: 4)
        s.pin("below", .leading, .equal, "root", .leading)
        s.pin("beside", .top, .equal, "label", .firstBaseline)
        s.pin("beside", .leading, .equal, "root", .leading)
        let r = s.solve()
        XCTAssertEqual(r.passes, 2)
        XCTAssertEqual(r.ambiguities, [])
        assertFrame(r, "label", 20, 10, 160, 48)
        assertFrame(r, "below", 0, 54, 10, 10)
        assertFrame(r, "beside", 0, 26, 10, 10)
    }

    /// preferredMaxLayoutWidth wraps in the first pass already (one pass), at its own width (90 pt:
    /// "aaaa bbbb" fits, so three lines: "aaaa bbbb", "cccc dddd", "eeee" → 72 pt tall, 90 wide).
    func testPreferredMaxLayoutWidthWrapsInOnePass() {
        var s = Screen(width: 200, height: 400)
        s.view("label", .text(TextContent("aaaa bbbb cccc dddd eeee", pointSize: 20, numberOfLines: 0, preferredMaxLayoutWidth: 90)))
        s.pin("label", .leading, .equal, "root", .leading, constant: 20)
        s.pin("label", .top, .equal, "root", .top, constant: 10)
        let r = s.solve()
        XCTAssertEqual(r.passes, 1)
        assertFrame(r, "label", 20, 10, 90, 72)
    }

    /// A button: title "OK" (20 wide at 20 pt) plus content insets 6/12 → 44 × 36; its minimum size
    /// 0 × 44 makes it 44 tall with the title centred, so its baseline is 22 − 12 + 16 = 26 below its top.
    func testPaddingMinimumSizeAndCentredBaseline() {
        var s = Screen()
        s.view("button", .text(TextContent("OK", pointSize: 20, padding: EdgeInsets(top: 6, left: 12, bottom: 6, right: 12), minimumSize: Size(width: 0, height: 44))))
        s.pin("button", .leading, .equal, "root", .leading)
        s.pin("button", .top, .equal, "root", .top)
        let r = s.solve()
        assertFrame(r, "button", 0, 0, 44, 44)
        XCTAssertEqual(r.node("button")?.firstBaseline, 26)
    }
}
