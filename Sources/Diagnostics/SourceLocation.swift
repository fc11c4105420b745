/// A place in an input file, 1-based as compilers print it.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column` as messages print it: the file on one line (`TerminalText.oneLine`), and a
    /// relative path that starts with `::` shown as `./::…`, the same file, so that a line that begins
    /// with the location is never a GitHub workflow command
    /// (https://docs.github.com/en/actions/using-workflows/workflow-commands-for-github-actions).
    public var description: String { "\(Self.shown(file)):\(line):\(column)" }

    /// A path as a one-line message shows it (see `description`).
    static func shown(_ path: String) -> String {
        let text = TerminalText.oneLine(path)
        return text.hasPrefix("::") ? "./" + text : text
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
