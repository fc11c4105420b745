@testable import AutoLayout
@testable import Geometry
import XCTest

/// Multipliers, centres within margins, frames in superview coordinates, determinism.
final class ConstraintTranslationTests: XCTestCase {
    /// image.width = image.height × 1.5 with the height fixed at 80: 120 wide; centred within the
    /// root's margins (16 … 359, centre 187.5) and 50 below the first view's bottom.
    func testMultiplierAndCentreWithinMargins() {
        var s = Screen(margins: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        s.view("top", in: "root")
        s.view("image", in: "root")
        s.pin("top", .leading, .equal, "root", .leading)
        s.pin("top", .top, .equal, "root", .topMargin)
        s.pin("top", .width, .equal, "root", .width, multiplier: 0.5)
        s.pin("top", .height, .equal, "top", .width, multiplier: 0.25)
        s.pin("image", .height, constant: 80)
        s.pin("image", .width, .equal, "image", .height, multiplier: 1.5)
        s.pin("image", .centerX, .equal, "root", .centerXWithinMargins)
        s.pin("image", .top, .equal, "top", .bottom, constant: 50)
        let r = s.solve()
        XCTAssertEqual(r.diagnostics, [])
        assertFrame(r, "top", 0, 8, 187.5, 46.875)
        assertFrame(r, "image", 187.5 - 60, 8 + 46.875 + 50, 120, 80)
    }

    /// frameInSuperview is relative to the superview; `frame` is in window coordinates, with the
    /// root itself placed by the caller (under a 64-pt bar).
    func testFramesInSuperviewCoordinates() {
        var s = Screen()
        s.input.rootFrame = Rect(x: 0, y: 64, width: 375, height: 603)
        s.view("card", in: "root")
        s.view("dot", in: "card")
        s.fill("card", "root", inset: 20)
        s.pin("dot", .trailing, .equal, "card", .trailing, constant: -5)
        s.pin("dot", .bottom, .equal, "card", .bottom, constant: -5)
        s.pin("dot", .width, constant: 10)
        s.pin("dot", .height, constant: 10)
        let r = s.solve()
        assertFrame(r, "card", 20, 84, 335, 563)
        assertFrame(r, "dot", 340, 632, 10, 10)
        XCTAssertEqual(r.node("dot")?.frameInSuperview, Rect(x: 320, y: 548, width: 10, height: 10))
        XCTAssertEqual(r.node("card")?.frameInSuperview, Rect(x: 20, y: 20, width: 335, height: 563))
        XCTAssertEqual(r.node("root")?.frame, Rect(x: 0, y: 64, width: 375, height: 603))
    }

    /// The same input twice gives the same bits (no hash-order dependence in building or reading).
    func testDeterministic() {
        var s = Screen()
        s.view(LayoutNode(id: "stack", parent: "root", stack: StackConfiguration(distribution: .equalCentering, alignment: .center, spacing: 3)))
        for k in 0..<6 { s.view("v\(k)", in: "stack", text(String(repeating: "x", count: k + 1), size: Double(10 + k))) }
        s.pin("stack", .leading, .equal, "root", .leadingMargin)
        s.pin("stack", .trailing, .equal, "root", .trailingMargin)
        s.pin("stack", .top, .equal, "root", .top)
        let a = s.solve(), b = s.solve()
        XCTAssertEqual(a.nodes, b.nodes)
        XCTAssertEqual(a.ambiguities, b.ambiguities)
        XCTAssertEqual(a.diagnostics, b.diagnostics)
    }
}
