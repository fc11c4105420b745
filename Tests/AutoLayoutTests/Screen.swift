@testable import AutoLayout
@testable import Diagnostics
@testable import Geometry
import XCTest

/// A small builder for test screens: a root of a given size, views added under it, constraints with
/// one-line locations (`test:<n>:1`) so diagnoses can be checked.
struct Screen {
    var input: AutoLayoutInput

    init(width: Double = 375, height: Double = 667, safe: EdgeInsets = .zero, margins: EdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)) {
        input = AutoLayoutInput(
            nodes: [LayoutNode(id: "root", parent: nil, location: SourceLocation(file: "test", line: 1, column: 1))],
            rootFrame: Rect(x: 0, y: 0, width: width, height: height), rootSafeAreaInsets: safe, rootLayoutMargins: margins)
    }

    mutating func view(_ node: LayoutNode) { input.nodes.append(node) }

    mutating func view(_ id: String, in parent: String = "root", _ content: IntrinsicContent = .none) {
        input.nodes.append(LayoutNode(id: id, parent: parent, intrinsicContent: content))
    }

    mutating func guide(_ id: String, of owner: String, _ kind: LayoutGuideKind) {
        input.guides.append(LayoutGuideNode(id: id, owner: owner, kind: kind))
    }

    /// Adds a constraint located at line 100 + its index.
    mutating func pin(
        _ a: String, _ aa: LayoutAttribute, _ r: LayoutRelation = .equal, _ b: String? = nil, _ ba: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) {
        let line = 100 + input.constraints.count
        input.constraints.append(
            LayoutConstraint(
                a, aa, r, b, ba, multiplier: multiplier, constant: constant, priority: priority,
                location: SourceLocation(file: "test", line: line, column: 1)))
    }

    /// Pins a view's four edges to another item's edges with insets.
    mutating func fill(_ a: String, _ b: String, inset: Double = 0) {
        pin(a, .leading, .equal, b, .leading, constant: inset)
        pin(a, .trailing, .equal, b, .trailing, constant: -inset)
        pin(a, .top, .equal, b, .top, constant: inset)
        pin(a, .bottom, .equal, b, .bottom, constant: -inset)
    }

    func solve() -> AutoLayoutResult { AutoLayoutEngine.solve(input, measurer: FixedAdvanceMeasurer()) }
}

/// Frames compared to 1e-6 pt, with the whole frame printed on failure.
func assertFrame(
    _ result: AutoLayoutResult, _ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let f = result.node(id)?.frame else {
        XCTFail("no view \(id)", file: file, line: line)
        return
    }
    let ok = abs(f.x - x) < 1e-6 && abs(f.y - y) < 1e-6 && abs(f.width - w) < 1e-6 && abs(f.height - h) < 1e-6
    XCTAssert(ok, "\(id): \(f) ≠ (\(x), \(y), \(w), \(h))", file: file, line: line)
}

func text(_ s: String, size: Double = 20, lines: Int = 1) -> IntrinsicContent {
    .text(TextContent(s, pointSize: size, numberOfLines: lines))
}
