@testable import AutoLayout
@testable import Diagnostics
@testable import Geometry
import XCTest

/// Conflicts, ambiguity and invalid constraints, reported with their source locations.
final class DiagnosisTests: XCTestCase {
    /// width == 100 and width == 200, both required, plus an unrelated constraint: the conflict lists
    /// exactly the two width constraints (lines 101 and 102), breaks the later one, and the layout goes
    /// on without it (UIKit: "Unable to simultaneously satisfy constraints … Will attempt to recover by
    /// breaking constraint").
    func testConflictNamesTheConflictingConstraints() {
        var s = Screen()
        s.view("v", in: "root")
        s.pin("v", .leading, .equal, "root", .leading)
        s.pin("v", .width, constant: 100)
        s.pin("v", .width, constant: 200)
        s.pin("v", .top, .equal, "root", .top)
        s.pin("v", .height, constant: 10)
        let r = s.solve()
        XCTAssertEqual(r.conflicts.count, 1)
        XCTAssertEqual(r.conflicts.first?.constraints.compactMap(\.inputIndex), [1, 2])
        XCTAssertEqual(r.conflicts.first?.broken.inputIndex, 2)
        assertFrame(r, "v", 0, 0, 100, 10)
        let errors = r.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.location?.line, 102)
        XCTAssertEqual(
            r.diagnostics.filter { $0.severity == .note }.map { $0.location!.line }, [101, 102])
    }

    /// Solving past `AutoLayoutInput.solverWork` refuses the layout with one error at the root's place naming
    /// the limit, whatever the system; the same system within the budget lays out.
    func testSolvingPastTheWorkBudgetIsRefused() {
        var s = Screen()
        for k in 0..<30 {
            s.view("v\(k)", in: "root")
            s.pin("v\(k)", .leading, .equal, "root", .leading, constant: Double(k % 5))
            s.pin("v\(k)", .top, .equal, "root", .top, constant: Double(10 * k))
            s.pin("v\(k)", .height, constant: 10)
            s.pin("v\(k)", .width, .equal, nil, .notAnAttribute, constant: Double(100 + k % 7), priority: LayoutPriority(500))
            if k > 0 { s.pin("v\(k)", .trailing, .greaterThanOrEqual, "v\(k - 1)", .trailing) }
            if k > 1 { s.pin("v\(k)", .trailing, .greaterThanOrEqual, "v\(k - 2)", .trailing) }
        }
        let within = s.solve()
        XCTAssertFalse(within.diagnostics.contains { $0.message.contains("solverWork") })
        XCTAssertEqual(within.node("v29")?.frame.height, 10)
        s.input.solverWork = 10
        let refused = s.solve()
        let errors = refused.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.location?.line, 1)
        XCTAssertTrue(errors.first?.message.contains("limit 'solverWork'") == true, errors.first?.message ?? "")
        XCTAssertTrue(refused.nodes.isEmpty)
    }

    /// A conflict through a chain of equalities: a at 10, b 10 after a, b at 50 — the three together
    /// cannot hold, and all three are named (the first two never reach the solver as rows: they are
    /// folded into aliases, and the conflict still lists them).
    func testConflictThroughAChainNamesEveryLink() {
        var s = Screen()
        s.view("a", in: "root")
        s.view("b", in: "root")
        s.pin("a", .leading, .equal, "root", .leading, constant: 10)
        s.pin("b", .leading, .equal, "a", .leading, constant: 10)
        s.pin("a", .width, constant: 5)
        s.pin("b", .leading, .equal, "root", .leading, constant: 50)
        s.pin("a", .width, .lessThanOrEqual, nil, constant: 4)
        let r = s.solve()
        XCTAssertEqual(r.conflicts.map { $0.constraints.compactMap(\.inputIndex) }, [[0, 1, 3], [2, 4]])
        XCTAssertEqual(r.conflicts.map { $0.broken.inputIndex }, [3, 4])
        XCTAssertEqual(r.node("b")?.frame.minX, 20)
    }

    /// A subview's safe area is not a free unknown: pinning a child both to the container's top and to
    /// its safe area's top (44 pt further down) cannot hold, and the error says which guide was moved.
    func testConflictWithAFrameDependentGuideIsReported() {
        var s = Screen(width: 375, height: 812, safe: EdgeInsets(top: 44, bottom: 34))
        s.view("container", in: "root")
        s.view("child", in: "container")
        s.guide("safe", of: "container", .safeArea)
        s.fill("container", "root")
        s.pin("child", .top, .equal, "container", .top)
        s.pin("child", .top, .equal, "safe", .top)
        s.pin("child", .leading, .equal, "container", .leading)
        s.pin("child", .width, constant: 10)
        s.pin("child", .height, constant: 10)
        let r = s.solve()
        let errors = r.diagnostics.filter { $0.severity == .error }.map(\.message)
        XCTAssertEqual(errors, ["unable to simultaneously satisfy constraints: the required constraints move the top inset of container's safeAreaLayoutGuide from 44 to 0"])
    }

    /// A conflict through a stack view: a required 100-pt width on a stack whose three fill-equally
    /// views must each be ≥ 50 (required compression). The document's width holds and each view's required
    /// content size is the constraint that breaks, as UIKit adds content sizes after a nib's constraints
    /// (docs/research/ib-defaults.md §88): three conflicts, each naming the stack's generated constraints.
    func testConflictWithGeneratedConstraintsNamesThem() {
        var s = Screen()
        s.view(LayoutNode(id: "stack", parent: "root", stack: StackConfiguration(distribution: .fillEqually)))
        for k in 0..<3 {
            s.view(LayoutNode(id: "v\(k)", parent: "stack", intrinsicContent: .fixed(Size(width: 50, height: 10)), horizontalCompressionResistance: .required))
        }
        s.pin("stack", .leading, .equal, "root", .leading)
        s.pin("stack", .top, .equal, "root", .top)
        s.pin("stack", .width, constant: 100)
        let r = s.solve()
        XCTAssertEqual(r.conflicts.count, 3)
        XCTAssert(r.conflicts.allSatisfy { $0.broken.inputIndex == nil && $0.broken.text.hasPrefix("NSContentSizeLayoutConstraint") },
                  "\(r.conflicts.map(\.broken.text))")
        let texts = r.conflicts.first?.constraints.map(\.text) ?? []
        XCTAssert(texts.contains { $0.hasPrefix("UISV-") }, "\(texts)")
        XCTAssert(texts.contains { $0.hasPrefix("stack.width == 100") }, "\(texts)")
        assertFrame(r, "stack", 0, 0, 100, 10)
    }

    /// A view with a leading edge and a width but nothing vertical: its vertical position and height
    /// are ambiguous, its horizontal ones are not.
    func testAmbiguityNamesTheViewAndAxis() {
        var s = Screen()
        s.view("v", in: "root")
        s.input.nodes[1].location = SourceLocation(file: "test", line: 7, column: 3)
        s.pin("v", .leading, .equal, "root", .leading)
        s.pin("v", .width, constant: 100)
        let r = s.solve()
        XCTAssertEqual(r.ambiguities, [Ambiguity(item: "v", kind: .verticalPosition), Ambiguity(item: "v", kind: .height)])
        XCTAssertEqual(
            r.diagnostics,
            [Diagnostic(.warning, at: SourceLocation(file: "test", line: 7, column: 3),
                "ambiguous layout: vertical position and height of 'v' are not determined by the constraints")])
    }

    /// Two labels with equal hugging in a row with room to spare: which one stretches is not decided
    /// (Interface Builder's "content priority ambiguity").
    func testEqualHuggingIsAmbiguous() {
        var s = Screen(width: 320)
        s.view("a", in: "root", text("Hello"))
        s.view("b", in: "root", text("World"))
        s.pin("a", .leading, .equal, "root", .leading)
        s.pin("b", .leading, .equal, "a", .trailing)
        s.pin("b", .trailing, .equal, "root", .trailing)
        s.pin("a", .top, .equal, "root", .top)
        s.pin("b", .top, .equal, "root", .top)
        let r = s.solve()
        XCTAssertEqual(Set(r.ambiguities.map(\.item)), ["a", "b"])
        XCTAssert(r.ambiguities.contains(Ambiguity(item: "a", kind: .width)))
    }

    /// Constraints UIKit rejects: an unknown item, a position equal to a constant, leading paired with
    /// left, an axis mismatch, a baseline on a guide.
    func testInvalidConstraintsAreErrorsWithLocations() {
        var s = Screen()
        s.view("v", in: "root")
        s.guide("g", of: "root", .safeArea)
        s.pin("ghost", .width, constant: 10)
        s.pin("v", .leading, constant: 10)
        s.pin("v", .leading, .equal, "root", .left)
        s.pin("v", .top, .equal, "root", .leading)
        s.pin("v", .firstBaseline, .equal, "g", .lastBaseline)
        let r = s.solve()
        let errors = r.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map { $0.location!.line }, [100, 101, 102, 103, 104])
        XCTAssert(errors[0].message.contains("'ghost'"))
        XCTAssert(errors[2].message.contains("leading/trailing"))
    }

    func testTreeErrors() {
        var s = Screen()
        s.view("a", in: "nowhere")
        s.view("a", in: "root")
        let r = s.solve()
        XCTAssertEqual(r.diagnostics.map(\.message), ["duplicate view id 'a'", "view 'a' names an unknown superview 'nowhere'"])
        var two = Screen()
        two.view(LayoutNode(id: "second", parent: nil))
        XCTAssertEqual(two.solve().diagnostics.map(\.message), ["more than one root view: 'root', 'second'"])
    }

    /// A repeated view id is reported and names the first view with it: the constraints on the id
    /// place the first view (had the second taken the id, the first would be left at its
    /// unconstrained frame and the second would get the pins).
    func testRepeatedIdNamesTheFirstView() {
        var s = Screen()
        s.view("a", in: "root")
        s.view("a", in: "root")
        s.pin("a", .leading, .equal, "root", .leading, constant: 10)
        s.pin("a", .top, .equal, "root", .top, constant: 20)
        s.pin("a", .width, constant: 30)
        s.pin("a", .height, constant: 40)
        let r = s.solve()
        XCTAssertEqual(r.diagnostics.filter { $0.severity == .error }.map(\.message), ["duplicate view id 'a'"])
        assertFrame(r, "a", 10, 20, 30, 40)
    }
}
