@testable import Diagnostics
import Testing

/// `TerminalText`: nothing a terminal obeys is left (C0 but LF, DEL, C1, bidirectional controls), every
/// other scalar is kept in order, and each escaped one is shown as Swift's `\u{…}` notation (issue 18).
@Suite struct TerminalEscapingTests {
    static let specials = ["\u{1B}[31m", "\u{1B}]0;title\u{7}", "\u{9B}2J", "\u{1B}[2K\r", "\\", "\\u{1B}", "%", "\t"]

    static func obeyed(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        let bidi = v == 0x061C || v == 0x200E || v == 0x200F || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        return (v < 0x20 && v != 0x0A) || (0x7F...0x9F).contains(v) || bidi
    }

    @Test func nothingATerminalObeysIsLeft() {
        var generator = HostileStrings(seed: 5018, specials: Self.specials)
        var failures = 0
        for _ in 0..<HostileStrings.count {
            let s = generator.next()
            let shown = TerminalText.escaped(s)
            // Replacing each escape by the scalar it names gives back the input: nothing else changed.
            var rebuilt = String.UnicodeScalarView()
            for scalar in s.unicodeScalars {
                if Self.obeyed(scalar) { rebuilt.append(contentsOf: scalar.escaped(asASCII: true).unicodeScalars) } else { rebuilt.append(scalar) }
            }
            if shown.unicodeScalars.contains(where: Self.obeyed) || shown.scalars != Array(rebuilt) {
                failures += 1
                if failures < 5 { Issue.record("\(s.debugDescription) shown as \(shown.debugDescription)") }
            }
        }
        #expect(failures == 0)
    }

    @Test func notation() {
        #expect(TerminalText.escaped("t\u{1B}[31m\u{202E}lmth.exe\n") == "t\\u{1B}[31m\\u{202E}lmth.exe\n")
        #expect(TerminalText.escaped("a\nb", keepingLineFeeds: false) == "a\\nb")
        #expect(TerminalText.escaped("\u{85}\u{7F}\t\r\u{0}") == "\\u{0085}\\u{7F}\\t\\r\\0")
        #expect(TerminalText.escaped("plain text, ünïcode 日本 👩‍💻") == "plain text, ünïcode 日本 👩‍💻")
    }
}
