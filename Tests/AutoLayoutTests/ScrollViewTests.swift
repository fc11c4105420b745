@testable import AutoLayout
@testable import Geometry
import XCTest

/// Scroll views: edges to content mean the content area, sizes and centres mean the frame
/// (https://developer.apple.com/documentation/uikit/uiscrollview, "Scroll views and Auto Layout").
final class ScrollViewTests: XCTestCase {
    /// A scroll view filling a 375 × 667 root under a 64-pt bar; a content view pinned to its four
    /// edges (content area), as wide as the scroll view (frame) and 1,000 tall: content size 375 × 1000.
    /// A label 20 from the content's top is at y 64 + 20 in the window and 20 in content coordinates.
    func testContentSizeComesFromTheConstraints() {
        var s = Screen()
        s.view(LayoutNode(id: "scroll", parent: "root", isScrollView: true))
        s.view("content", in: "scroll")
        s.view("label", in: "content", text("Hi"))
        s.pin("scroll", .leading, .equal, "root", .leading)
        s.pin("scroll", .trailing, .equal, "root", .trailing)
        s.pin("scroll", .top, .equal, "root", .top, constant: 64)
        s.pin("scroll", .bottom, .equal, "root", .bottom)
        s.fill("content", "scroll")
        s.pin("content", .width, .equal, "scroll", .width)
        s.pin("content", .height, constant: 1000)
        s.pin("label", .top, .equal, "content", .top, constant: 20)
        s.pin("label", .centerX, .equal, "scroll", .centerX)
        let r = s.solve()
        XCTAssertEqual(r.diagnostics, [])
        XCTAssertEqual(r.node("scroll")?.contentSize, Size(width: 375, height: 1000))
        assertFrame(r, "content", 0, 64, 375, 1000)
        XCTAssertEqual(r.node("content")?.frameInSuperview, Rect(x: 0, y: 0, width: 375, height: 1000))
        assertFrame(r, "label", (375 - 20) / 2, 84, 20, 24)
        XCTAssertEqual(r.node("label")?.frameInSuperview, Rect(x: 177.5, y: 20, width: 20, height: 24))
    }

    /// The same with iOS 11's explicit guides: content pinned to contentLayoutGuide with 16-pt insets,
    /// its width to frameLayoutGuide's minus 32, its height from a label stack: content size
    /// 375 × (16 + 24 + 16).
    func testExplicitContentAndFrameGuides() {
        var s = Screen()
        s.view(LayoutNode(id: "scroll", parent: "root", isScrollView: true))
        s.guide("cg", of: "scroll", .scrollContent)
        s.guide("fg", of: "scroll", .scrollFrame)
        s.view("content", in: "scroll", text("Text"))
        s.fill("scroll", "root")
        s.fill("content", "cg", inset: 16)
        s.pin("content", .width, .equal, "fg", .width, constant: -32)
        let r = s.solve()
        XCTAssertEqual(r.ambiguities, [])
        XCTAssertEqual(r.node("scroll")?.contentSize, Size(width: 375, height: 56))
        XCTAssertEqual(r.guideFrames["cg"], Rect(x: 0, y: 0, width: 375, height: 56))
        XCTAssertEqual(r.guideFrames["fg"], Rect(x: 0, y: 0, width: 375, height: 667))
    }

    /// Nothing fixes the content's height: Interface Builder's "Scrollable Content Size Ambiguity".
    func testUnconstrainedContentSizeIsAmbiguous() {
        var s = Screen()
        s.view(LayoutNode(id: "scroll", parent: "root", isScrollView: true))
        s.view("content", in: "scroll")
        s.fill("scroll", "root")
        s.pin("content", .leading, .equal, "scroll", .leading)
        s.pin("content", .trailing, .equal, "scroll", .trailing)
        s.pin("content", .top, .equal, "scroll", .top)
        s.pin("content", .width, .equal, "scroll", .width)
        let r = s.solve()
        XCTAssertEqual(
            r.ambiguities,
            [Ambiguity(item: "scroll", kind: .contentHeight), Ambiguity(item: "content", kind: .height)])
    }
}
