import CXML2
import Foundation
@testable import Diagnostics
import Testing

/// `XMLText` read back by libxml2 (the real parser of every XML file Bezel reads: Interface Builder
/// documents). One document holds every random string as an attribute value and as element content;
/// the parsed values must be the input less what XML 1.0 cannot carry, exactly (issue 18).
@Suite struct XMLEscapingTests {
    static let specials = ["<", ">", "&", "\"", "'", "]]>", "<!--", "&amp;", "&#0;", "</e>", "<?xml", "<![CDATA[", "\t", " "]

    /// The scalars an XML 1.0 document can hold, less the noncharacters: from the XML specification
    /// (https://www.w3.org/TR/xml/#charsets) and Unicode's list, not from the escaper.
    static func allowed(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        let xmlChar = v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || v >= 0x10000
        let noncharacter = (0xFDD0...0xFDEF).contains(v) || (v & 0xFFFF) >= 0xFFFE
        return xmlChar && !noncharacter
    }

    /// Parses `<r><e a="…">…</e>…</r>` and returns each `e`'s attribute and content.
    static func parse(_ document: String) throws -> [(attribute: String, content: String)] {
        var bytes = Array(document.utf8)
        let options = Int32(bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue)
        let doc = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { xmlReadMemory($0.baseAddress, Int32($0.count), "escaped.xml", "UTF-8", options) }
        }
        let parsed = try #require(doc, "libxml2 refused the document")
        defer { xmlFreeDoc(parsed) }
        var result: [(String, String)] = []
        var node = xmlDocGetRootElement(parsed)?.pointee.children
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE {
                let attribute = xmlGetProp(current, "a")
                let content = xmlNodeGetContent(current)
                result.append((attribute.map { String(cString: $0) } ?? "<none>", content.map { String(cString: $0) } ?? ""))
                // libxml2's default allocator is malloc (xmlMemSetup is never called here).
                free(attribute)
                free(content)
            }
            node = current.pointee.next
        }
        return result
    }

    static func document(_ strings: [String], style: XMLText.Style) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<r>"
        for s in strings {
            let escaped = XMLText.escaped(s, style: style)
            text += "<e a=\"\(escaped)\">\(escaped)</e>"
        }
        return text + "</r>\n"
    }

    func strings(seed: UInt64) -> [String] {
        var generator = HostileStrings(seed: seed, specials: Self.specials)
        return (0..<HostileStrings.count).map { _ in generator.next() }
    }

    /// JUnit's style: tab, LF and CR as references, so both attribute and content give back the input.
    @Test func referencesStyleRoundTripsThroughLibxml2() throws {
        let input = strings(seed: 18)
        let parsed = try Self.parse(Self.document(input, style: .references))
        try #require(parsed.count == input.count)
        var failures = 0
        for (s, read) in zip(input, parsed) {
            let expected = s.scalars.filter(Self.allowed)
            if read.attribute.scalars != expected || read.content.scalars != expected {
                failures += 1
                if failures < 5 { Issue.record("\(s.debugDescription): read \(read.attribute.debugDescription), \(read.content.debugDescription)") }
            }
        }
        #expect(failures == 0)
    }

    /// The SVG writer's style keeps whitespace as is, so the parser applies XML's end-of-line handling
    /// (CR LF and lone CR become LF, https://www.w3.org/TR/xml/#sec-line-ends) and, in attributes, its
    /// value normalisation (each tab, LF or CR becomes a space, https://www.w3.org/TR/xml/#AVNormalize).
    @Test func literalWhitespaceStyleParsesAsXMLSays() throws {
        let input = strings(seed: 1018)
        let parsed = try Self.parse(Self.document(input, style: .literalWhitespace))
        try #require(parsed.count == input.count)
        var failures = 0
        for (s, read) in zip(input, parsed) {
            var content: [Unicode.Scalar] = []
            var previousCR = false
            for scalar in s.scalars where Self.allowed(scalar) {
                if scalar == "\n" && previousCR { previousCR = false; continue }
                previousCR = scalar == "\r"
                content.append(scalar == "\r" ? "\n" : scalar)
            }
            let attribute = content.map { $0 == "\n" || $0 == "\t" ? " " : $0 }
            if read.attribute.scalars != attribute || read.content.scalars != content {
                failures += 1
                if failures < 5 { Issue.record("\(s.debugDescription): read \(read.attribute.debugDescription), \(read.content.debugDescription)") }
            }
        }
        #expect(failures == 0)
    }

    /// Ordinary text keeps the SVG writer's bytes (goldens): newlines, tabs and apostrophes as they are.
    @Test func literalWhitespaceKeepsOrdinaryText() {
        #expect(XMLText.escaped("It's <b> & \"c\"\n\tend", style: .literalWhitespace) == "It's &lt;b&gt; &amp; &quot;c&quot;\n\tend")
        // Swift refuses noncharacters in literals: built from their values.
        let n = { (value: UInt32) in String(Unicode.Scalar(value)!) }
        let hostile = "a" + n(0xFDD0) + "b" + n(0x1FFFE) + "c" + n(0xFFFF) + "d\u{1}e"
        #expect(XMLText.escaped(hostile, style: .literalWhitespace) == "abcde")
        #expect(XMLText.escaped("\u{0600}<script>") == "\u{0600}&lt;script&gt;")
    }
}
