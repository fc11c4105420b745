/// One problem with the user's input, printed compiler-style:
/// `Templates/comments.yml:14:5: error: unknown key 'rowHieght'; did you mean 'rowHeight'?`
package struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    package enum Severity: String, Sendable, Codable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        package static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    package var severity: Severity
    /// Where the problem is; `nil` for problems with no file (a bad command-line value).
    package var location: SourceLocation?
    package var message: String

    package init(_ severity: Severity = .error, at location: SourceLocation? = nil, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// One line, whatever the message quotes: its controls and line feeds are escaped
    /// (`TerminalText.oneLine`), so a name or a text from the input cannot add a line that a CI problem
    /// matcher or a GitHub workflow command reader takes for another problem. Messages quote what the
    /// user wrote escaped already; this is the net under every one of them, libxml2's messages included.
    package var description: String {
        let text = TerminalText.oneLine(message)
        if let location { return "\(location): \(severity.rawValue): \(text)" }
        return "\(severity.rawValue): \(text)"
    }
}
