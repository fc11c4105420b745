@testable import Diagnostics
import Foundation
@testable import InterfaceBuilder
import TestSupport
import Testing

/// Inputs built to hurt a parser are refused with one diagnostic at a place in the file (exit 2 at the
/// CLI), quickly, and never expanded, fetched or recursed into without bound.
@Suite struct HostileInputTests {
    static let ib = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">"

    @Test func billionLaughsIsRefusedBeforeExpansion() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        text += "]>\n" + Self.ib + "<objects><view id=\"v\" userLabel=\"&lol9;\"/></objects></document>\n"
        #expect(Fixtures.diagnostics(text) == [
            "t.storyboard:2:1: error: the document has a DOCTYPE with declarations of its own (an internal subset); Interface Builder never writes one, and entity declarations are refused (no entity expansion, no external entities)",
        ])
    }

    @Test func externalEntitiesAreRefused() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n" + Self.ib + "&x;</document>"
        #expect(Fixtures.diagnostics(text).first?.hasPrefix("t.storyboard:2:1: error: the document has a DOCTYPE") == true)
    }

    /// A DOCTYPE that only names a DTD, which XML allows before a storyboard, is read past and its DTD
    /// never loaded: an entity the DTD file declares stays undeclared, and the elements keep their places.
    @Test func aDoctypeNamingADTDIsReadPastWithoutLoadingIt() throws {
        let dtd = try ScratchFolder.make("doctype") + "/ib.dtd"
        try "<!ENTITY x \"expanded\">\n".write(toFile: dtd, atomically: true, encoding: .utf8)
        let named = "<?xml version=\"1.0\"?>\n<!DOCTYPE document PUBLIC \"-//Example//DTD IB 1.0//EN\" \"file://\(dtd)\">\n"
        let document = try InterfaceBuilderReader.read(path: "t.xib", data: Array((named + Self.ib + "\n<objects>\n  <view id=\"v\"/>\n</objects></document>").utf8))
        #expect(document.object(withID: "v")?.location == SourceLocation(file: "t.xib", line: 5, column: 3))
        let usesEntity = named + Self.ib + "<objects><view id=\"v\" userLabel=\"&x;\"/></objects></document>"
        #expect(Fixtures.diagnostics(usesEntity).first?.contains("Entity 'x' not defined") == true)
        let system = "<!DOCTYPE document SYSTEM \"http://example.com/ib.dtd\">\n" + Self.ib + "</document>"
        #expect(Fixtures.diagnostics(system).allSatisfy { !$0.contains("DOCTYPE") })
    }

    @Test func undeclaredEntitiesAreNotWellFormed() {
        let diagnostics = Fixtures.diagnostics(Self.ib + "\n<objects><view id=\"v\" userLabel=\"&x;\"/></objects></document>")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("t.storyboard:2:") == true)
        #expect(diagnostics.first?.contains("Entity 'x' not defined") == true)
    }

    @Test func doctypeInsideACommentIsOnlyText() throws {
        let text = "<!-- <!DOCTYPE x> <view id=\"fake\"> -->\n" + Self.ib + "<objects>\n<view id=\"v\"><![CDATA[ <b id=\"no\"> ]]></view>\n</objects></document>"
        let document = try InterfaceBuilderReader.read(path: "t.xib", data: Array(text.utf8))
        #expect(document.object(withID: "v")?.location == SourceLocation(file: "t.xib", line: 3, column: 1))
        #expect(document.object(withID: "fake") == nil && document.object(withID: "no") == nil)
    }

    @Test func deepNestingStopsAtTheLimit() {
        let depth = 10_000
        let text = Self.ib + "<objects>\n" + String(repeating: "<view id=\"v\">", count: depth) + String(repeating: "</view>", count: depth)
            + "</objects></document>"
        // The document and objects elements are levels 1 and 2; the 159th view is level 161.
        #expect(Fixtures.diagnostics(text) == [
            "t.storyboard:2:\(1 + 13 * 158): error: elements nest deeper than 160 levels; Interface Builder documents are read up to that depth",
        ])
    }

    @Test func nestingWithinTheLimitReads() throws {
        let depth = 70
        var body = ""
        for level in 0..<depth { body += "<view id=\"v\(level)\"><subviews>" }
        body += String(repeating: "</subviews></view>", count: depth)
        let document = try InterfaceBuilderReader.read(path: "t.xib", data: Array((Self.ib + "<objects>" + body + "</objects></document>").utf8))
        #expect(document.allViews.count == depth)
    }

    @Test func hugeFilesAreRefusedUnread() {
        let limits = InputLimits(documentBytes: 1000)
        #expect(Fixtures.diagnostics(Array(repeating: UInt8(ascii: " "), count: 1001), limits: limits)
                == ["t.storyboard:1:1: error: the file is 1001 bytes; Interface Builder documents are read up to 1000 bytes"])
        let many = InputLimits(elements: 100)
        let text = Self.ib + "<objects>" + String(repeating: "<x/>", count: 200) + "</objects></document>"
        #expect(Fixtures.diagnostics(text, limits: many) == ["t.storyboard:1:\(Self.ib.count + 10 + 4 * 98): error: the document has more than 100 elements"])
    }

    /// Attributes are counted, and their values measured, by the markup scan before libxml2 (which checks
    /// each attribute against those before it on the same element) parses anything.
    @Test func elementsWithTooManyOrTooLongAttributesAreRefusedAtTheElement() {
        let limits = InputLimits(attributes: 4, attributeBytes: 50)
        let four = Self.ib + "<objects><view id=\"a\" b=\"1\" c='2' d=\"x=y\"/></objects></document>"
        #expect(!Fixtures.diagnostics(four, limits: limits).contains { $0.contains("(limit 'attribute") })
        let five = Self.ib + "<objects>\n  <view id=\"a\" b=\"1\" c='2' d=\"x=y\" e=\"\"/></objects></document>"
        #expect(Fixtures.diagnostics(five, limits: limits)
                == ["t.storyboard:2:3: error: the element has more than 4 attributes (limit 'attributes'); Interface Builder writes a few dozen at most"])
        let long = Self.ib + "<objects>\n  <view id=\"\(String(repeating: "0", count: 51))\"/></objects></document>"
        #expect(Fixtures.diagnostics(long, limits: limits)
                == ["t.storyboard:2:3: error: an attribute of the element is longer than 50 bytes (limit 'attributeBytes')"])
    }

    @Test func invalidUTF8AndNULAreRefusedAtTheirByte() {
        var bytes = Array((Self.ib + "\n<objects><view id=\"é\" userLabel=\"").utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"/></objects></document>".utf8)
        #expect(Fixtures.diagnostics(bytes) == [
            "t.storyboard:2:34: error: the file contains a byte that is not UTF-8 (0xC3) at offset 109; Interface Builder documents are UTF-8 XML",
        ])
        let nul = Array("<document>\n\n  \u{0}</document>".utf8)
        #expect(Fixtures.diagnostics(nul) == ["t.storyboard:3:3: error: the file contains a NUL byte at offset 14; Interface Builder documents are UTF-8 XML"])
    }

    @Test func otherEncodingsAreReadAsUTF8() {
        // A declaration naming another encoding does not switch libxml2 away from UTF-8.
        let text = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n" + Self.ib + "<objects><view id=\"é\"/></objects></document>"
        #expect(Fixtures.diagnostics(text) == [])
    }

    @Test func manyElementsOnOneLineStayLinear() throws {
        // 5,000 views on one line: column bookkeeping must not rescan the line per element.
        let views = (0..<5_000).map { "<view id=\"v\($0)\"/>" }.joined()
        let document = try InterfaceBuilderReader.read(path: "t.xib", data: Array((Self.ib + "<objects>" + views + "</objects></document>").utf8))
        #expect(document.objects.count == 5_000)
        // Each `<view id="vN"/>` is 14 characters plus the digits of N.
        #expect(document.object(withID: "v4999")?.location.column
                == Self.ib.count + "<objects>".count + 1 + (0..<4_999).map { 14 + String($0).count }.reduce(0, +))
    }

    @Test func truncatedDocumentsPointAtTheEnd() {
        let diagnostics = Fixtures.diagnostics(Self.ib + "\n<objects>\n<view id=\"v\">")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("t.storyboard:3:") == true)
    }
}
