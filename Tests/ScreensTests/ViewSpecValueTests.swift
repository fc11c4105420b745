@testable import Diagnostics
import Foundation
@testable import Screens
import Testing

/// `ViewSpec` keeps its fields in a shared copy-on-write box (issue 13's check speed): it must still behave
/// as the plain struct it was — a copy never sees another copy's writes, equality and hashing follow the
/// fields, and it codes as a flat object of its fields.
@Suite struct ViewSpecValueTests {
    static func at(_ line: Int) -> Diagnostics.SourceLocation { Diagnostics.SourceLocation(file: "test.yml", line: line, column: 3) }

    static func tree() -> ViewSpec {
        let label = ViewSpec(id: "title", kind: .label, height: 20, text: "Hello", location: at(3))
        let button = ViewSpec(id: "send", kind: .button, width: 80, height: 44, text: "Send", location: at(6))
        return ViewSpec(
            id: "card", kind: .view, pins: Pins(top: Pin(anchor: .safeArea, constant: 8, location: at(2))),
            allow: [Allowance(rule: "sibling-overlap", reason: "badge", location: at(9))], views: [label, button],
            location: at(1))
    }

    @Test func aCopyNeverSeesAnotherCopysWrites() {
        let original = Self.tree()
        var copy = original
        copy.views[0].text = "Changed"
        copy.pins.top?.constant = 16
        copy.width = 300
        #expect(original.views[0].text == "Hello")
        #expect(original.pins.top?.constant == 8)
        #expect(original.width == nil)
        #expect(copy.views[0].text == "Changed")
        #expect(copy.pins.top?.constant == 16)
        #expect(copy.width == 300)
        // The nested array write left the sibling and the original's array alone.
        #expect(copy.views[1] == original.views[1])
        #expect(original == Self.tree())
    }

    @Test func equalityAndHashingFollowTheFields() {
        let first = Self.tree(), second = Self.tree()
        var changed = Self.tree()
        changed.views[1].text = "Post"
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != changed)
        #expect(Set([first, second, changed]).count == 2)
        // Written back to what it was, a changed copy is equal again.
        changed.views[1].text = "Send"
        #expect(changed == first)
    }

    @Test func codesAsAFlatObjectOfItsFields() throws {
        let spec = Self.tree()
        let data = try JSONEncoder().encode(spec)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        // The box is not part of the format: the keys are the view's own, as the template names them.
        for key in ["id", "kind", "pins", "views", "allow", "location", "bleed", "layout"] {
            #expect(object[key] != nil, "missing key \(key)")
        }
        #expect(object["storage"] == nil && object["fields"] == nil)
        #expect(object["id"] as? String == "card")
        let subviews = try #require(object["views"] as? [[String: Any]])
        #expect(subviews.map { $0["id"] as? String } == ["title", "send"])
        #expect(try JSONDecoder().decode(ViewSpec.self, from: data) == spec)
    }
}
