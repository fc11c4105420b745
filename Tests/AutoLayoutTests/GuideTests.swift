@testable import AutoLayout
@testable import Geometry
import XCTest

/// Safe area, margins, readable and pre-iOS 11 layout guides, custom guides and layout direction.
final class GuideTests: XCTestCase {
    /// iPhone X portrait: safe area 44 / 34. A container filling the root overlaps the whole unsafe
    /// band, so its own safe-area insets are the root's; a child pinned to the container's safe area
    /// starts at 44 — found in the second pass (the first assumes insets 0).
    func testSubviewSafeAreaComesFromTheRootsOverlap() {
        var s = Screen(width: 375, height: 812, safe: EdgeInsets(top: 44, bottom: 34))
        s.view("container", in: "root")
        s.view("child", in: "container")
        s.guide("containerSafe", of: "container", .safeArea)
        s.fill("container", "root")
        s.fill("child", "containerSafe")
        let r = s.solve()
        XCTAssertEqual(r.passes, 2)
        assertFrame(r, "child", 0, 44, 375, 812 - 44 - 34)
        XCTAssertEqual(r.node("container")?.safeAreaInsets, EdgeInsets(top: 44, bottom: 34))
    }

    /// A card from y 20 to 120 sticks 24 pt into the 44-pt top inset: its safe area starts 24 pt down.
    func testPartialOverlap() {
        var s = Screen(width: 375, height: 812, safe: EdgeInsets(top: 44, bottom: 34))
        s.view("card", in: "root")
        s.view("title", in: "card")
        s.guide("cardSafe", of: "card", .safeArea)
        s.pin("card", .leading, .equal, "root", .leading)
        s.pin("card", .trailing, .equal, "root", .trailing)
        s.pin("card", .top, .equal, "root", .top, constant: 20)
        s.pin("card", .height, constant: 100)
        s.pin("title", .top, .equal, "cardSafe", .top)
        s.pin("title", .leading, .equal, "card", .leading)
        s.pin("title", .width, constant: 10)
        s.pin("title", .height, constant: 10)
        let r = s.solve()
        assertFrame(r, "title", 0, 44, 10, 10)
    }

    /// Margins of a non-root view: 8 by default, measured from its safe area (insetsLayoutMarginsFromSafeArea
    /// true): the container's top margin edge is 44 + 8 and its leading one 8. With the flag off, 8 and 8.
    func testNonRootMarginsAddToTheSafeArea() {
        for (insets, top) in [(true, 52.0), (false, 8.0)] {
            var s = Screen(width: 375, height: 812, safe: EdgeInsets(top: 44, bottom: 34))
            s.view(LayoutNode(id: "container", parent: "root", insetsLayoutMarginsFromSafeArea: insets))
            s.view("child", in: "container")
            s.fill("container", "root")
            s.pin("child", .leading, .equal, "container", .leadingMargin)
            s.pin("child", .top, .equal, "container", .topMargin)
            s.pin("child", .trailing, .equal, "container", .trailingMargin)
            s.pin("child", .height, constant: 10)
            let r = s.solve()
            assertFrame(r, "child", 8, top, 359, 10)
        }
    }

    /// preservesSuperviewLayoutMargins: a full-width container in a root with 20-pt margins takes
    /// max(8, 20) on the sides (its edges coincide with the root's) and keeps 8 at its top, which is
    /// 100 pt below the root's top margin edge.
    func testPreservesSuperviewLayoutMargins() {
        var s = Screen(width: 768, height: 1024, margins: EdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
        s.view(LayoutNode(id: "container", parent: "root", preservesSuperviewLayoutMargins: true))
        s.view("child", in: "container")
        s.pin("container", .leading, .equal, "root", .leading)
        s.pin("container", .trailing, .equal, "root", .trailing)
        s.pin("container", .top, .equal, "root", .top, constant: 100)
        s.pin("container", .height, constant: 100)
        s.pin("child", .leading, .equal, "container", .leadingMargin)
        s.pin("child", .trailing, .equal, "container", .trailingMargin)
        s.pin("child", .top, .equal, "container", .topMargin)
        s.pin("child", .bottom, .equal, "container", .bottomMargin)
        let r = s.solve()
        assertFrame(r, "child", 20, 108, 728, 84)
    }

    /// Root margin and readable guides come from the caller (iPad Air 2 landscape: margins 20, readable
    /// 672 wide, inset 176 from each edge — useyourloaf.com/blog/readable-content-guides). A subview's
    /// readable guide is its margins guide narrowed to the same width, centred (assumed).
    func testReadableContentGuides() {
        var s = Screen(
            width: 1024, height: 768, margins: EdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
        s.input.rootReadableContentInsets = EdgeInsets(top: 8, left: 176, bottom: 8, right: 176)
        s.guide("rootReadable", of: "root", .readableContent)
        s.view("text", in: "root")
        s.view("panel", in: "root")
        s.view("inner", in: "panel")
        s.guide("panelReadable", of: "panel", .readableContent)
        s.pin("text", .leading, .equal, "rootReadable", .leading)
        s.pin("text", .trailing, .equal, "rootReadable", .trailing)
        s.pin("text", .top, .equal, "root", .top)
        s.pin("text", .height, constant: 10)
        s.fill("panel", "root")
        s.pin("inner", .leading, .equal, "panelReadable", .leading)
        s.pin("inner", .trailing, .equal, "panelReadable", .trailing)
        s.pin("inner", .top, .equal, "panel", .top)
        s.pin("inner", .height, constant: 10)
        let r = s.solve()
        assertFrame(r, "text", 176, 0, 672, 10)
        assertFrame(r, "inner", 176, 0, 672, 10)
    }

    /// iOS 10 documents: a label 8 below topLayoutGuide (status bar + navigation bar, 64) and a
    /// toolbar on bottomLayoutGuide (a 49-pt tab bar).
    func testTopAndBottomLayoutGuides() {
        var s = Screen(width: 320, height: 568)
        s.guide("top", of: "root", .topLayoutGuide(length: 64))
        s.guide("bottom", of: "root", .bottomLayoutGuide(length: 49))
        s.view("label", in: "root")
        s.view("toolbar", in: "root")
        s.pin("label", .top, .equal, "top", .bottom, constant: 8)
        s.pin("label", .leading, .equal, "root", .leadingMargin)
        s.pin("label", .width, constant: 100)
        s.pin("label", .height, constant: 20)
        s.pin("toolbar", .bottom, .equal, "bottom", .top)
        s.pin("toolbar", .leading, .equal, "root", .leading)
        s.pin("toolbar", .trailing, .equal, "root", .trailing)
        s.pin("toolbar", .height, constant: 44)
        let r = s.solve()
        assertFrame(r, "label", 16, 72, 100, 20)
        assertFrame(r, "toolbar", 0, 568 - 49 - 44, 320, 44)
        XCTAssertEqual(r.guideFrames["bottom"], Rect(x: 0, y: 519, width: 320, height: 49))
    }

    /// A custom UILayoutGuide as a spacer: two equal guides between three views centre the middle one.
    func testCustomGuidesAsSpacers() {
        var s = Screen(width: 300, height: 100)
        s.guide("g1", of: "root", .custom)
        s.guide("g2", of: "root", .custom)
        for id in ["a", "b", "c"] {
            s.view(id, in: "root", .fixed(Size(width: 40, height: 40)))
            s.pin(id, .top, .equal, "root", .top)
        }
        s.pin("a", .leading, .equal, "root", .leading)
        s.pin("c", .trailing, .equal, "root", .trailing)
        s.pin("g1", .leading, .equal, "a", .trailing)
        s.pin("g1", .trailing, .equal, "b", .leading)
        s.pin("g2", .leading, .equal, "b", .trailing)
        s.pin("g2", .trailing, .equal, "c", .leading)
        s.pin("g1", .width, .equal, "g2", .width)
        for g in ["g1", "g2"] {
            s.pin(g, .top, .equal, "root", .top)
            s.pin(g, .height, constant: 1)
        }
        let r = s.solve()
        XCTAssertEqual(r.ambiguities, [])
        assertFrame(r, "b", 130, 0, 40, 40)
        XCTAssertEqual(r.guideFrames["g1"], Rect(x: 40, y: 0, width: 90, height: 1))
    }

    /// Right-to-left: leading is the right edge. A view 20 from the leading edge and 100 wide sits at
    /// 375 − 20 − 100; a stack's first arranged view is at its right end; `left` does not flip.
    func testRightToLeftFlipsLeadingAndTrailing() {
        var s = Screen()
        s.input.layoutDirection = .rightToLeft
        s.view("v", in: "root")
        s.view("w", in: "root")
        s.view(LayoutNode(id: "stack", parent: "root", stack: StackConfiguration(spacing: 10)))
        s.view("first", in: "stack", .fixed(Size(width: 30, height: 30)))
        s.view("second", in: "stack", .fixed(Size(width: 50, height: 30)))
        s.pin("v", .leading, .equal, "root", .leading, constant: 20)
        s.pin("v", .width, constant: 100)
        s.pin("w", .left, .equal, "root", .left, constant: 20)
        s.pin("w", .width, constant: 100)
        s.pin("stack", .trailing, .equal, "root", .trailingMargin)
        for id in ["v", "w", "stack"] {
            s.pin(id, .top, .equal, "root", .top)
            if id != "stack" { s.pin(id, .height, constant: 10) }
        }
        let r = s.solve()
        assertFrame(r, "v", 255, 0, 100, 10)
        assertFrame(r, "w", 20, 0, 100, 10)
        // Trailing margin in RTL is the left margin (16): the stack spans 16 … 16 + 90.
        assertFrame(r, "stack", 16, 0, 90, 30)
        assertFrame(r, "first", 76, 0, 30, 30)
        assertFrame(r, "second", 16, 0, 50, 30)
    }

    /// A view whose `semanticContentAttribute` forces a direction lays its own subviews out in it: inside a
    /// right-to-left window, a forced left-to-right container (itself placed from the right, by its
    /// superview's direction) keeps its child 10 pt from its left edge and reads its directional margins
    /// left to right; a forced right-to-left container in a left-to-right window does the opposite.
    func testAForcedDirectionHoldsForTheSubtree() {
        for (window, forced) in [(LayoutDirection.rightToLeft, LayoutDirection.leftToRight), (.leftToRight, .rightToLeft)] {
            var s = Screen()
            s.input.layoutDirection = window
            s.view(LayoutNode(
                id: "box", parent: "root", layoutMargins: EdgeInsets(top: 0, left: 30, bottom: 0, right: 5),
                layoutMarginsAreDirectional: true, forcedLayoutDirection: forced))
            s.view("child", in: "box")
            s.view("grandchild", in: "box")
            s.pin("box", .leading, .equal, "root", .leading)
            s.pin("box", .width, constant: 200)
            s.pin("child", .leading, .equal, "box", .leading, constant: 10)
            s.pin("child", .width, constant: 50)
            s.pin("grandchild", .leading, .equal, "box", .leadingMargin)
            s.pin("grandchild", .width, constant: 20)
            for id in ["box", "child", "grandchild"] {
                s.pin(id, .top, .equal, "root", .top)
                s.pin(id, .height, constant: 10)
            }
            let r = s.solve()
            if window == .rightToLeft {
                assertFrame(r, "box", 175, 0, 200, 10)
                assertFrame(r, "child", 185, 0, 50, 10)
                assertFrame(r, "grandchild", 205, 0, 20, 10)
            } else {
                assertFrame(r, "box", 0, 0, 200, 10)
                assertFrame(r, "child", 140, 0, 50, 10)
                assertFrame(r, "grandchild", 150, 0, 20, 10)
            }
        }
    }
}
