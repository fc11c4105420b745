/// Text for a terminal: messages, progress and summaries on standard error, and the human-readable
/// reports on standard output. Template text and file names may hold escape sequences (ESC, CSI and the
/// other C0/C1 controls) that would recolour, move or clear the screen, and bidirectional controls that
/// reorder what is shown ("Trojan Source", https://trojansource.codes). Each such scalar is shown in
/// Swift's own escape notation, `Unicode.Scalar.escaped(asASCII: true)`: `\u{1B}`, `\u{202E}`, `\t`, `\r`
/// (docs/robustness.md, "Escaping"). Works on Unicode scalars (see `UnicodeClasses`).
package enum TerminalText {
    /// `text` with every control (C0, DEL, C1) and every bidirectional control made visible. Line feeds
    /// are kept unless `keepingLineFeeds` is false (a name quoted inside a one-line message).
    package static func escaped(_ text: String, keepingLineFeeds: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineFeeds: keepingLineFeeds) }) else { return text }
        return ScalarEscaper.map(text) { scalar in
            needsEscape(scalar, keepingLineFeeds: keepingLineFeeds) ? .replace(scalar.escaped(asASCII: true)) : .keep
        }
    }

    /// `text` as a part of one line: every control escaped, line feeds too (`\n`), so a name, an id, a
    /// text or a path quoted in a message cannot start a line of its own, which CI problem matchers and
    /// GitHub's workflow commands (`::error …`) would read as Bezel's. Escaping twice gives the same text.
    package static func oneLine(_ text: String) -> String {
        escaped(text, keepingLineFeeds: false)
    }

    /// Whether `scalar` is shown escaped.
    package static func needsEscape(_ scalar: Unicode.Scalar, keepingLineFeeds: Bool = true) -> Bool {
        if scalar == "\n" { return !keepingLineFeeds }
        return UnicodeClasses.isControl(scalar) || UnicodeClasses.isBidiControl(scalar)
    }
}
