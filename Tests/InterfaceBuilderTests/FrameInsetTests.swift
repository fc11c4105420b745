import Geometry
@testable import InterfaceBuilder
import Testing
import TestSupport

/// Xcode 8.0 (toolsVersion 11201) saves the frame of a view laid out by its autoresizing mask as
/// `<frame key="frameInset">` instead of `<rect key="frame">` (docs/research/ib-defaults.md §48). The document
/// below is written for this test in that form, with the numbers of views that one public repository saved first
/// with Xcode 7 (`<rect>`) and then with Xcode 8.0 (`frameInset`); the expected frames are the Xcode 7 rectangles.
@Suite struct FrameInsetTests {
    static let xib = FrameInsetFixture.xib

    static func document() throws -> IBDocument {
        try InterfaceBuilderReader.read(path: "Field.xib", data: Array(xib.utf8))
    }

    /// `minX`, `minY`, `width`, `height` are the origin and size, an absent origin number 0: the frames the same
    /// views had when Xcode 7 saved them as `<rect>`.
    @Test func aFrameInsetIsTheSavedFrame() throws {
        let document = try Self.document()
        func frame(_ id: String) throws -> Rect? { try #require(document.view(withID: id)).frame }
        #expect(try frame("content") == Rect(x: 0, y: 0, width: 375, height: 140))
        #expect(try frame("title") == Rect(x: 8, y: 17, width: 87, height: 16))
        #expect(try frame("progress") == Rect(x: 8, y: 41, width: 150, height: 2))
        #expect(try frame("above") == Rect(x: 8, y: -22, width: 120, height: 21))
        #expect(try frame("left") == Rect(x: 0, y: 64, width: 100, height: 21))
        // A view laid out by constraints has no saved frame in Xcode 8.0's form: none is made up.
        #expect(try frame("pinned") == nil)
    }

    /// A `<rect key="frame">` wins over a `frameInset` beside it.
    @Test func aRectWinsOverAFrameInset() throws {
        let both = Self.xib.replacingOccurrences(
            of: "<frame key=\"frameInset\" minX=\"8\" minY=\"17\" width=\"87\" height=\"16\"/>",
            with: "<rect key=\"frame\" x=\"10\" y=\"20\" width=\"30\" height=\"40\"/><frame key=\"frameInset\" minX=\"8\" minY=\"17\" width=\"87\" height=\"16\"/>")
        let document = try InterfaceBuilderReader.read(path: "Field.xib", data: Array(both.utf8))
        #expect(document.view(withID: "title")?.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    }
}
