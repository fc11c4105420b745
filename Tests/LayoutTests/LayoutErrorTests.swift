@testable import Devices
@testable import Diagnostics
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// Bad pins are input errors that name the view and point at its template line (issue 3 "Done means").
@Suite struct LayoutErrorTests {
    func diagnostics(_ views: [ViewSpec]) -> [Diagnostic] {
        do {
            _ = try LayoutEngine.layout(screen: Build.screen(views), profile: HandBuilt.iPhone8())
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func cycle() {
        let a = Build.view("a", pins: Pins(top: Build.pin(.sibling(id: "b", edge: .bottom), line: 11), leading: Build.pin(.superview)),
                           width: 10, height: 10, line: 10)
        let b = Build.view("b", pins: Pins(top: Build.pin(.sibling(id: "a", edge: .bottom), line: 21), leading: Build.pin(.superview)),
                           width: 10, height: 10, line: 20)
        let found = diagnostics([a, b])
        #expect(found.count == 1)
        #expect(found.first?.location?.line == 21)
        #expect(found.first?.message.contains("a → b → a") == true)
        #expect(found.first?.description.hasPrefix("test.yml:21:3: error: view 'b' is part of a pin cycle") == true)
    }

    @Test func selfReferenceIsACycle() {
        let a = Build.view("a", pins: Pins(top: Build.pin(.sibling(id: "a", edge: .bottom), line: 11), leading: Build.pin(.superview)),
                           width: 10, height: 10)
        #expect(diagnostics([a]).first?.message.contains("cycle") == true)
    }

    @Test func missingSiblingSuggestsTheClosestId() {
        let header = Build.view("header", pins: Pins(top: Build.pin(.superview), leading: Build.pin(.superview)), width: 10, height: 10)
        let body = Build.view("body", pins: Pins(top: Build.pin(.sibling(id: "haeder", edge: .bottom), line: 31), leading: Build.pin(.superview)),
                              width: 10, height: 10, line: 30)
        let found = diagnostics([header, body])
        #expect(found.count == 1)
        #expect(found.first?.location?.line == 31)
        #expect(found.first?.message.contains("did you mean 'header'?") == true)
    }

    @Test func underConstrained() {
        let v = Build.view("lonely", pins: Pins(top: Build.pin(.superview), leading: Build.pin(.superview)), width: 10, line: 40)
        let found = diagnostics([v])
        #expect(found.count == 1)
        #expect(found.first?.location?.line == 40)
        #expect(found.first?.message == "view 'lonely' is under-constrained on the vertical axis: it needs two of top, bottom, centerY, height, but only top is set")
    }

    @Test func overConstrained() {
        let v = Build.view("boxed", pins: Build.fill(), height: 50, line: 41)
        let found = diagnostics([v])
        #expect(found.count == 1)
        #expect(found.first?.message.contains("over-constrained vertically: top, bottom, height") == true)
    }

    @Test func crossAxisAnchor() {
        let a = Build.view("a", pins: Pins(top: Build.pin(.superview), leading: Build.pin(.superview)), width: 10, height: 10)
        let b = Build.view("b", pins: Pins(top: Build.pin(.sibling(id: "a", edge: .leading), line: 51), leading: Build.pin(.superview)),
                           width: 10, height: 10)
        let found = diagnostics([a, b])
        #expect(found.first?.location?.line == 51)
        #expect(found.first?.message.contains("cannot be pinned to 'a.leading'") == true)
    }

    /// Several problems: one message each, in file order; dependants of a broken view add no noise.
    @Test func oneMessagePerProblemInFileOrder() {
        let broken = Build.view("broken", pins: Pins(top: Build.pin(.superview), leading: Build.pin(.superview)), width: 10, line: 60)
        let dependant = Build.view("dependant", pins: Pins(top: Build.pin(.sibling(id: "broken", edge: .bottom)), leading: Build.pin(.superview)),
                                   width: 10, height: 10, line: 61)
        let boxed = Build.view("boxed", pins: Build.fill(), width: 5, line: 55)
        let found = diagnostics([broken, dependant, boxed])
        #expect(found.map { $0.location?.line } == [55, 60])
    }
}
