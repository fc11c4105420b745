@testable import AutoLayout
@testable import Geometry
import XCTest

/// UIStackView's distributions and alignments, against frames derived by hand from what each one
/// promises (Apple's UIStackView.Distribution/Alignment pages) and the constraints UIKit makes
/// (https://kean.blog/post/lets-build-uistackview).
///
/// The common setup: a horizontal stack 300 wide at (0, 100) in the root, arranged views with
/// intrinsic sizes 40 × 20, 60 × 30 and 80 × 40, spacing 10 — so 180 pt of content and 20 of spacing.
final class StackViewTests: XCTestCase {
    private func stack(
        _ config: StackConfiguration, width: Double? = 300, hugging: [Float] = [250, 250, 250],
        hidden: Set<String> = []
    ) -> AutoLayoutResult {
        var s = Screen()
        s.view(LayoutNode(id: "stack", parent: "root", stack: config))
        let sizes = [Size(width: 40, height: 20), Size(width: 60, height: 30), Size(width: 80, height: 40)]
        for (k, size) in sizes.enumerated() {
            s.view(
                LayoutNode(
                    id: "v\(k)", parent: "stack", intrinsicContent: .fixed(size),
                    horizontalHugging: LayoutPriority(hugging[k]), isHidden: hidden.contains("v\(k)")))
        }
        s.pin("stack", .leading, .equal, "root", .leading)
        s.pin("stack", .top, .equal, "root", .top, constant: 100)
        if let width { s.pin("stack", .width, constant: width) }
        return s.solve()
    }

    /// fill: the 100 spare points go to the view that hugs least (v2 at 200): 80 + 100 = 180.
    /// Heights: alignment fill makes all three as tall as the stack; one height h for all costs
    /// 750 per point below an intrinsic height and 250 per point above, least at h = 40.
    func testFill() {
        let r = stack(StackConfiguration(spacing: 10), hugging: [250, 250, 200])
        XCTAssertEqual(r.diagnostics, [])
        assertFrame(r, "v0", 0, 100, 40, 40)
        assertFrame(r, "v1", 50, 100, 60, 40)
        assertFrame(r, "v2", 120, 100, 180, 40)
        assertFrame(r, "stack", 0, 100, 300, 40)
    }

    /// fillEqually: (300 − 20) / 3 each.
    func testFillEqually() {
        let r = stack(StackConfiguration(distribution: .fillEqually, spacing: 10))
        let w = 280.0 / 3
        assertFrame(r, "v0", 0, 100, w, 40)
        assertFrame(r, "v1", w + 10, 100, w, 40)
        assertFrame(r, "v2", 2 * w + 20, 100, w, 40)
    }

    /// fillEqually without a width: the stack hugs (UISV-canvas-fit @49) and every view is as wide
    /// as the widest one resists (80 @750): 3 × 80 + 20 = 260.
    func testFillEquallyHugsTheWidestView() {
        let r = stack(StackConfiguration(distribution: .fillEqually, spacing: 10), width: nil)
        assertFrame(r, "stack", 0, 100, 260, 40)
        assertFrame(r, "v2", 180, 100, 80, 40)
    }

    /// fillProportionally with spacing 0: widths in proportion to 40 : 60 : 80 of 300.
    func testFillProportionally() {
        let r = stack(StackConfiguration(distribution: .fillProportionally, spacing: 0))
        assertFrame(r, "v0", 0, 100, 300 * 40 / 180, 40)
        assertFrame(r, "v1", 300 * 40 / 180, 100, 300 * 60 / 180, 40)
        assertFrame(r, "v2", 300 * 100 / 180, 100, 300 * 80 / 180, 40)
    }

    /// fillProportionally with spacing 10 reproduces UIKit's multipliers (intrinsic / (180 + 20)):
    /// they ask for 60, 90 and 120, which with the 20 of spacing make 290, not 300 (Open Radar
    /// 34595752). The proportions are non-required at 999, 998 and 997, and every view is already
    /// wider than it hugs (250 per point), so the 10 missing points go where a point costs least:
    /// v2, 997 + 250. v2 is 130 wide.
    func testFillProportionallyWithSpacingKeepsUIKitsMultipliers() {
        let r = stack(StackConfiguration(distribution: .fillProportionally, spacing: 10))
        assertFrame(r, "v0", 0, 100, 60, 40)
        assertFrame(r, "v1", 70, 100, 90, 40)
        assertFrame(r, "v2", 170, 100, 130, 40)
    }

    /// equalSpacing: views at their intrinsic widths, the 120 spare points in two equal gaps of 60.
    func testEqualSpacing() {
        let r = stack(StackConfiguration(distribution: .equalSpacing, spacing: 10))
        assertFrame(r, "v0", 0, 100, 40, 40)
        assertFrame(r, "v1", 100, 100, 60, 40)
        assertFrame(r, "v2", 220, 100, 80, 40)
    }

    /// equalCentering: centres equally spaced between the first centre (20) and the last (300 − 40 =
    /// 260): v1's centre at 140, so v1.x = 110.
    func testEqualCentering() {
        let r = stack(StackConfiguration(distribution: .equalCentering, spacing: 10))
        assertFrame(r, "v0", 0, 100, 40, 40)
        assertFrame(r, "v1", 110, 100, 60, 40)
        assertFrame(r, "v2", 220, 100, 80, 40)
    }

    /// The alignments of a horizontal stack with views 20, 30 and 40 tall: each keeps its height, the
    /// stack is as tall as the tallest (40), and the views sit at its top, centre or bottom.
    func testTopCenterBottomAlignment() {
        let cases: [(StackAlignment, [Double])] = [(.top, [0, 0, 0]), (.center, [10, 5, 0]), (.bottom, [20, 10, 0])]
        for (alignment, ys) in cases {
            let r = stack(StackConfiguration(distribution: .equalSpacing, alignment: alignment, spacing: 10))
            XCTAssertEqual(r.ambiguities, [], "\(alignment)")
            assertFrame(r, "stack", 0, 100, 300, 40)
            for (k, h) in [20.0, 30, 40].enumerated() {
                XCTAssertEqual(r.node("v\(k)")?.frame.minY, 100 + ys[k], "\(alignment) v\(k)")
                XCTAssertEqual(r.node("v\(k)")?.frame.height, h, "\(alignment) v\(k)")
            }
        }
    }

    /// A vertical stack aligns across its axis with leading/trailing: leading alignment puts every
    /// view at x 0 and the stack is as wide as the widest (80); trailing puts them at 80 − width.
    func testVerticalLeadingAndTrailing() {
        for (alignment, xs) in [(StackAlignment.leading, [0.0, 0, 0]), (.trailing, [40, 20, 0])] {
            let r = stack(StackConfiguration(axis: .vertical, alignment: alignment, spacing: 10), width: nil)
            assertFrame(r, "stack", 0, 100, 80, 110)
            assertFrame(r, "v0", xs[0], 100, 40, 20)
            assertFrame(r, "v1", xs[1], 130, 60, 30)
            assertFrame(r, "v2", xs[2], 170, 80, 40)
        }
    }

    /// firstBaseline: a 10-pt label (12 tall, baseline 8) beside a 20-pt one (24 tall, baseline 16):
    /// the baselines meet at 16 below the stack's top, so the small label's top is at 8; the stack is
    /// 24 tall (the spanning guide from 0 to 24). Widths: baseline alignment adds
    /// UISV-text-width-disambiguation, width == stack width / 2 − 4 at 750 + 10, which asks for equal
    /// widths; widening "small" from 10 to 20 costs 10 × 250 (hugging) against 2 × 5 × 760 for keeping
    /// 10 and 20, so both are 20 wide and the stack is 20 + 8 + 20 = 48.
    func testFirstBaselineAlignment() {
        var s = Screen()
        s.view(LayoutNode(id: "stack", parent: "root", stack: StackConfiguration(alignment: .firstBaseline, spacing: 8)))
        s.view("small", in: "stack", text("ab", size: 10))
        s.view("big", in: "stack", text("cd", size: 20))
        s.pin("stack", .leading, .equal, "root", .leading)
        s.pin("stack", .top, .equal, "root", .top)
        let r = s.solve()
        XCTAssertEqual(r.ambiguities, [])
        assertFrame(r, "small", 0, 8, 20, 12)
        assertFrame(r, "big", 28, 0, 20, 24)
        assertFrame(r, "stack", 0, 0, 48, 24)
        XCTAssertEqual(r.node("stack")?.firstBaseline, 16)
    }

    /// Baseline-relative vertical stack: the second label's first baseline 20 below the first's last
    /// baseline: 8 + 20 = 28, so its top is at 28 − 8 = 20.
    func testBaselineRelativeArrangement() {
        var s = Screen()
        s.view(LayoutNode(id: "stack", parent: "root", stack: StackConfiguration(axis: .vertical, alignment: .leading, spacing: 20, isBaselineRelativeArrangement: true)))
        s.view("one", in: "stack", text("ab", size: 10))
        s.view("two", in: "stack", text("cd", size: 10))
        s.pin("stack", .leading, .equal, "root", .leading)
        s.pin("stack", .top, .equal, "root", .top)
        let r = s.solve()
        assertFrame(r, "one", 0, 0, 10, 12)
        assertFrame(r, "two", 0, 20, 10, 12)
        assertFrame(r, "stack", 0, 0, 10, 32)
    }

    /// A hidden arranged view leaves the arrangement: zero width and no spacing of its own, so v2
    /// follows v0 after one spacing; the stack hugs 40 + 10 + 80.
    func testHiddenArrangedSubviewCollapses() {
        let r = stack(StackConfiguration(spacing: 10), width: nil, hidden: ["v1"])
        assertFrame(r, "v0", 0, 100, 40, 40)
        XCTAssertEqual(r.node("v1")?.frame.width, 0)
        assertFrame(r, "v2", 50, 100, 80, 40)
        assertFrame(r, "stack", 0, 100, 130, 40)
    }

    /// Custom spacing after v0 (30) replaces the spacing there only.
    func testCustomSpacing() {
        let r = stack(StackConfiguration(spacing: 10, customSpacingAfter: ["v0": 30]), width: nil)
        assertFrame(r, "v1", 70, 100, 60, 40)
        assertFrame(r, "v2", 140, 100, 80, 40)
        assertFrame(r, "stack", 0, 100, 220, 40)
    }

    /// layoutMarginsRelativeArrangement: the arrangement sits inside the stack's margins (UIKit's
    /// default 8 for a non-root view), so the stack grows by 16 each way.
    func testLayoutMarginsRelativeArrangement() {
        let r = stack(StackConfiguration(spacing: 10, isLayoutMarginsRelativeArrangement: true), width: nil)
        assertFrame(r, "v0", 8, 108, 40, 40)
        assertFrame(r, "v2", 128, 108, 80, 40)
        assertFrame(r, "stack", 0, 100, 216, 56)
    }

    /// Stacks nest: a vertical stack of a title and a horizontal row takes its size from them.
    func testNestedStacks() {
        var s = Screen()
        s.view(LayoutNode(id: "column", parent: "root", stack: StackConfiguration(axis: .vertical, alignment: .leading, spacing: 4)))
        s.view("title", in: "column", text("Title", size: 20))
        s.view(LayoutNode(id: "row", parent: "column", stack: StackConfiguration(alignment: .center, spacing: 8)))
        s.view("icon", in: "row", .fixed(Size(width: 24, height: 24)))
        s.view("caption", in: "row", text("caption", size: 10))
        s.pin("column", .leading, .equal, "root", .leadingMargin)
        s.pin("column", .top, .equal, "root", .top, constant: 40)
        let r = s.solve()
        XCTAssertEqual(r.ambiguities, [])
        assertFrame(r, "title", 16, 40, 50, 24)
        assertFrame(r, "row", 16, 68, 24 + 8 + 35, 24)
        assertFrame(r, "caption", 16 + 32, 68 + 6, 35, 12)
        assertFrame(r, "column", 16, 40, 67, 52)
    }

    /// An explicit arrangement order (v1 before v0) is followed; an id that is not a subview is
    /// reported once and skipped.
    func testExplicitArrangedSubviews() {
        var s = Screen()
        s.view(LayoutNode(id: "stack", parent: "root", stack: StackConfiguration(spacing: 5, arrangedSubviews: ["v1", "ghost", "v0"])))
        s.view("v0", in: "stack", .fixed(Size(width: 40, height: 20)))
        s.view("v1", in: "stack", .fixed(Size(width: 60, height: 20)))
        s.pin("stack", .leading, .equal, "root", .leading)
        s.pin("stack", .top, .equal, "root", .top)
        let r = s.solve()
        XCTAssertEqual(r.diagnostics.map(\.message), ["stack view 'stack' arranges 'ghost', which is not its subview"])
        assertFrame(r, "v1", 0, 0, 60, 20)
        assertFrame(r, "v0", 65, 0, 40, 20)
    }
}
