@testable import Diagnostics
import Foundation
@testable import Geometry
@testable import InterfaceBuilder
import Testing

/// Every fixture, read by the reader and by a naive independent scan of its text: the ids, their
/// locations, the frames and the constraints must agree.
@Suite struct FixtureWalkTests {
    @Test func thereAreFixtures() {
        #expect(Fixtures.names.count >= 3)
    }

    @Test(arguments: Fixtures.names) func everyIdIsIndexedAtItsStartTag(name: String) throws {
        let document = try Fixtures.read(name)
        let scan = IndependentScan(String(decoding: Fixtures.bytes(name), as: UTF8.self))
        #expect(scan.tags.count == document.index.count, "ids found by the scan vs the reader")
        for tag in scan.tags {
            let entry = try #require(document.object(withID: tag.id), "id \(tag.id)")
            #expect(entry.element == tag.name, "element of \(tag.id)")
            #expect(entry.location == SourceLocation(file: name, line: tag.line, column: tag.column), "location of \(tag.id)")
        }
    }

    @Test(arguments: Fixtures.names) func everyViewHasTheFrameWrittenBelowItsTag(name: String) throws {
        let document = try Fixtures.read(name)
        let lines = String(decoding: Fixtures.bytes(name), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let views = document.allViews
        #expect(!views.isEmpty)
        for view in views {
            // The frame is the first `<rect key="frame"` line after the view's own tag.
            let below = lines[view.location.line...].first { $0.contains("<rect key=\"frame\"") }
            let text = String(try #require(below, "frame of \(view.id)"))
            func value(_ attribute: String) -> Double { Double(IndependentScan.attribute(attribute, in: text) ?? "0") ?? .nan }
            let written = Rect(x: value("x"), y: value("y"), width: value("width"), height: value("height"))
            #expect(view.frame == written, "frame of \(view.id)")
            #expect(view.location.file == name)
        }
        // Every view id the scan saw on a view element is a view of the model (nothing dropped).
        let viewIDs = Set(views.map(\.id))
        let frameLines = lines.enumerated().filter { $0.element.contains("<rect key=\"frame\"") }.count
        let guideFrames = document.allViews.flatMap(\.layoutGuides).filter { $0.frame != nil }.count
        #expect(viewIDs.count + guideFrames == frameLines, "one frame line per view")
    }

    @Test(arguments: Fixtures.names) func constraintsMatchTheirTags(name: String) throws {
        let document = try Fixtures.read(name)
        let scan = IndependentScan(String(decoding: Fixtures.bytes(name), as: UTF8.self))
        let tags = scan.tags.filter { $0.name == "constraint" }
        // The model lists a view's constraints after its subviews' (views depth first); the file
        // writes a view's `<constraints>` after its `<subviews>` too, but siblings' lists interleave.
        let constraints = document.allConstraints.sorted { $0.location < $1.location }
        #expect(constraints.map(\.id) == tags.map(\.id), "constraints in document order")
        for (constraint, tag) in zip(constraints, tags) {
            #expect(constraint.location.line == tag.line)
            #expect(constraint.firstItem == IndependentScan.attribute("firstItem", in: tag.text))
            #expect(constraint.secondItem == IndependentScan.attribute("secondItem", in: tag.text))
            #expect(constraint.firstAttribute.rawValue == IndependentScan.attribute("firstAttribute", in: tag.text))
            #expect(constraint.secondAttribute?.rawValue == IndependentScan.attribute("secondAttribute", in: tag.text))
            #expect(constraint.constant == Double(IndependentScan.attribute("constant", in: tag.text) ?? "0"))
            #expect(constraint.priority == Double(IndependentScan.attribute("priority", in: tag.text) ?? "1000"))
            // The holder is the view whose element encloses the `<constraints>` list.
            let holder = try #require(document.view(withID: constraint.holderID))
            #expect(holder.constraints.contains(constraint))
            #expect(holder.location.line < tag.line)
        }
    }
}
