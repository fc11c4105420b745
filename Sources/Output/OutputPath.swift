import Diagnostics
import Screens

/// A path inside the output folder, checked so that nothing a template or a render names can be
/// written elsewhere: relative, `/`-separated, no empty, `.` or `..` parts, no NUL or control
/// characters, no backslashes, no hidden names (the batch's temporary files are hidden), and no names
/// Windows reserves (the output folder is often an artifact that Windows machines download).
package struct OutputPath: Hashable, Sendable, CustomStringConvertible {
    let components: [String]

    package init(_ text: String) throws(InputError) {
        guard !text.isEmpty else { throw InputError("output path is empty") }
        guard !text.hasPrefix("/") else { throw InputError("output path '\(Self.printable(text))' is absolute; outputs stay inside the output folder") }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 32, text.utf8.count <= 1024 else { throw InputError("output path '\(Self.printable(text))' is too long") }
        for part in parts {
            if part.isEmpty || part == "." || part == ".." {
                throw InputError("output path '\(Self.printable(text))' has a '\(part.isEmpty ? "//" : part)' part; outputs stay inside the output folder")
            }
            if part.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f || $0 == "\\" }) {
                throw InputError("output path '\(Self.printable(text))' contains a control character or backslash")
            }
            if part.hasPrefix(".") {
                throw InputError("output path '\(Self.printable(text))' names a hidden file")
            }
            if part.utf8.count > 255 {
                throw InputError("output path '\(Self.printable(text))' has a part longer than 255 bytes")
            }
            let stem = part.split(separator: ".", maxSplits: 1).first.map { $0.lowercased() } ?? ""
            if SafeNames.reservedNames.contains(stem) {
                throw InputError("output path '\(Self.printable(text))' uses the reserved name '\(part)'")
            }
        }
        components = parts
    }

    package var description: String { components.joined(separator: "/") }

    /// The folders above the file, outermost first.
    var directories: [String] { Array(components.dropLast()) }

    /// The path as a one-line message shows it: controls and bidirectional controls escaped (`\u{1B}`).
    static func printable(_ text: String) -> String { TerminalText.escaped(text, keepingLineFeeds: false) }
}
