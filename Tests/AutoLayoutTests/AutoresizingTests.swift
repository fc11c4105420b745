@testable import AutoLayout
@testable import Geometry
import XCTest

/// Autoresizing masks on a resize: a view saved at (20, 30, 100, 50) in a 320 × 480 superview, now in
/// a 375 × 667 one — 55 pt wider and 187 pt taller. Per axis the saved frame splits the superview into
/// margin before / size / margin after: horizontally 20 / 100 / 200, vertically 30 / 50 / 400. The
/// change goes to the flexible parts in proportion to their saved lengths
/// (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask).
final class AutoresizingTests: XCTestCase {
    private func frame(_ mask: AutoresizingMask) -> Rect? {
        var s = Screen(width: 375, height: 667)
        s.view(
            LayoutNode(
                id: "v", parent: "root", translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: mask,
                savedFrame: Rect(x: 20, y: 30, width: 100, height: 50), savedSuperviewSize: Size(width: 320, height: 480)))
        let r = s.solve()
        XCTAssertEqual(r.diagnostics, [], "\(mask)")
        XCTAssertEqual(r.ambiguities, [], "\(mask)")
        return r.node("v")?.frame
    }

    func testEveryFlagAlone() {
        XCTAssertEqual(frame([]), Rect(x: 20, y: 30, width: 100, height: 50))
        XCTAssertEqual(frame(.flexibleLeftMargin), Rect(x: 75, y: 30, width: 100, height: 50))
        XCTAssertEqual(frame(.flexibleWidth), Rect(x: 20, y: 30, width: 155, height: 50))
        XCTAssertEqual(frame(.flexibleRightMargin), Rect(x: 20, y: 30, width: 100, height: 50))
        XCTAssertEqual(frame(.flexibleTopMargin), Rect(x: 20, y: 217, width: 100, height: 50))
        XCTAssertEqual(frame(.flexibleHeight), Rect(x: 20, y: 30, width: 100, height: 237))
        XCTAssertEqual(frame(.flexibleBottomMargin), Rect(x: 20, y: 30, width: 100, height: 50))
    }

    /// Both margins flexible: 55 × 20 / 220 = 5 to the left margin (the view stays proportionally
    /// placed); vertically 187 × 30 / 430.
    func testFlexibleMarginsShareInProportion() {
        let f = frame([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
        XCTAssertEqual(f?.x, 25)
        XCTAssertEqual(f?.width, 100)
        XCTAssertEqual(f!.y, 30 + 187 * 30 / 430, accuracy: 1e-9)
        XCTAssertEqual(f?.height, 50)
    }

    /// All three flexible: 55 shared 20 : 100 : 200 → left +3.4375, width +17.1875.
    func testAllFlexibleShareInProportion() {
        let f = frame([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        XCTAssertEqual(f!.x, 23.4375, accuracy: 1e-9)
        XCTAssertEqual(f!.width, 117.1875, accuracy: 1e-9)
    }

    /// The IB default for a full-screen view (width and height sizable) follows its superview; a
    /// child of it with fixed struts keeps its offset, in its superview's coordinates.
    func testNestedAutoresizingFollowsTheSuperview() {
        var s = Screen(width: 375, height: 667)
        s.view(
            LayoutNode(
                id: "container", parent: "root", translatesAutoresizingMaskIntoConstraints: true,
                autoresizingMask: [.flexibleWidth, .flexibleHeight], savedFrame: Rect(x: 0, y: 0, width: 320, height: 480),
                savedSuperviewSize: Size(width: 320, height: 480)))
        s.view(
            LayoutNode(
                id: "corner", parent: "container", translatesAutoresizingMaskIntoConstraints: true,
                autoresizingMask: [.flexibleLeftMargin, .flexibleTopMargin], savedFrame: Rect(x: 260, y: 420, width: 50, height: 50),
                savedSuperviewSize: Size(width: 320, height: 480)))
        let r = s.solve()
        assertFrame(r, "container", 0, 0, 375, 667)
        assertFrame(r, "corner", 315, 607, 50, 50)
        XCTAssertEqual(r.node("corner")?.frameInSuperview, Rect(x: 315, y: 607, width: 50, height: 50))
    }

    /// IB's attribute names map to UIKit's flags.
    func testInterfaceBuilderNames() {
        let names = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]
        XCTAssertEqual(names.compactMap(AutoresizingMask.init(ibName:)).map(\.rawValue), [1, 2, 4, 8, 16, 32])
        XCTAssertNil(AutoresizingMask(ibName: "flexibleWidth"))
    }
}
