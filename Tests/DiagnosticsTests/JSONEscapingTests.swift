@testable import Diagnostics
import Foundation
import Testing

/// `JSONString` read back by Foundation's `JSONSerialization`: the value is the input, exactly; and
/// `embeddableInScript` changes no value while leaving nothing that can end a `<script>` (issue 18).
@Suite struct JSONEscapingTests {
    static let specials = ["\"", "\\", "/", "\\u0000", "</script>", "<!--", "<", ">", "&", "\u{2028}", "\u{2029}", "'", "{", "]"]

    func parsedStrings(_ json: String) throws -> [String] {
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        return try #require(value as? [String])
    }

    @Test func quotedStringsRoundTrip() throws {
        var generator = HostileStrings(seed: 2018, specials: Self.specials)
        let input = (0..<HostileStrings.count).map { _ in generator.next() }
        let quoted = input.map(JSONString.quoted)
        let parsed = try parsedStrings("[" + quoted.joined(separator: ",") + "]")
        try #require(parsed.count == input.count)
        var failures = 0
        for (s, read) in zip(input, parsed) where read.scalars != s.scalars {
            failures += 1
            if failures < 5 { Issue.record("\(s.debugDescription) read back as \(read.debugDescription)") }
        }
        #expect(failures == 0)
        // What a terminal would obey is escaped: no control, DEL, C1 or bidirectional control is left.
        let raw = quoted.joined()
        #expect(!raw.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || UnicodeClasses.isBidiControl($0) })
    }

    /// JSONEncoder's output (as the review page embeds it) made safe for `<script>`: same values.
    @Test func embeddedJSONKeepsItsValues() throws {
        var generator = HostileStrings(seed: 3018, specials: Self.specials)
        let input = (0..<HostileStrings.count).map { _ in generator.next() }
        let encoded = String(decoding: try JSONEncoder().encode(input), as: UTF8.self)
        let embedded = JSONString.embeddableInScript(encoded)
        #expect(!embedded.unicodeScalars.contains { "<>&\u{2028}\u{2029}".unicodeScalars.contains($0) })
        let parsed = try parsedStrings(embedded)
        try #require(parsed.count == input.count)
        #expect(zip(input, parsed).allSatisfy { $0.scalars == $1.scalars })
    }

    @Test func ordinaryTextIsUnchanged() {
        #expect(JSONString.quoted("Hello, wörld: \"q\" \\ 日本") == "\"Hello, wörld: \\\"q\\\" \\\\ 日本\"")
        #expect(JSONString.quoted("\u{1B}[31m\u{202E}\u{85}") == "\"\\u001b[31m\\u202e\\u0085\"")
    }
}
