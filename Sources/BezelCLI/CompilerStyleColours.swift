/// Colours for Bezel's compiler-style lines, as clang colours its diagnostics
/// (https://github.com/llvm/llvm-project/blob/main/clang/lib/Frontend/TextDiagnostic.cpp: the location
/// bold, `error:` bold red, `warning:` bold magenta, `note:` bold, the message bold after an error or a
/// warning, fix-it hints green). Applied at the last step, to text already escaped for the terminal
/// (`TerminalText`), so no escape sequence from a template can reach the terminal and every one in the
/// result is Bezel's own.
///
/// What it colours, line by line:
/// - `LOCATION: SEVERITY[rule]: message` and `bezel CMD: SEVERITY: message`, where the severity follows
///   the line's first `": "` (or starts the line) and is error, warning, note, info or allowed;
/// - the `    fix: …` line under a finding: `fix:` green.
/// Any other line, and a line whose first `": "` is not followed by a severity, is left as it is.
enum CompilerStyleColours {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"

    /// The SGR sequence of each label (ECMA-48 colours: 31 red, 35 magenta, 32 green). `info` and `note`
    /// are bold in the terminal's own colour (clang's note colour, black, vanishes on a dark terminal);
    /// `allowed` (a finding the template allows, never failing the run) green.
    static func labelStyle(_ label: Substring) -> String? {
        switch label {
        case "error": "\u{1B}[1;31m"
        case "warning": "\u{1B}[1;35m"
        case "note", "info": bold
        case "allowed": "\u{1B}[1;32m"
        default: nil
        }
    }

    static func paint(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 64)
        var first = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !first { out += "\n" }
            first = false
            out += paint(line: line)
        }
        return out
    }

    static func paint(line: Substring) -> String {
        let indent = line.prefix(while: { $0 == " " })
        if !indent.isEmpty, line.dropFirst(indent.count).hasPrefix("fix: ") {
            return indent + "\u{1B}[32m" + "fix:" + reset + line.dropFirst(indent.count + 4)
        }
        // The severity starts the line or follows its first ": ".
        var prefix: Substring = ""
        var rest = line
        if labelEnd(in: line) == nil, let separator = line.firstRange(of: ": ") {
            prefix = line[..<separator.upperBound]
            rest = line[separator.upperBound...]
        }
        guard let end = labelEnd(in: rest), let style = labelStyle(rest.prefix(while: { $0.isLetter })) else { return String(line) }
        let label = rest[..<end]  // `error:` or `error[rule]:`
        let message = rest[end...]
        let strong = label.hasPrefix("error") || label.hasPrefix("warning")
        var painted = prefix.isEmpty ? "" : bold + prefix + reset
        painted += style + label + reset
        if strong, !message.isEmpty {
            painted += bold + message + reset
        } else {
            painted += message
        }
        return painted
    }

    /// The index after `LABEL:` or `LABEL[rule]:` at the start of `text`, when it starts so.
    private static func labelEnd(in text: Substring) -> Substring.Index? {
        let word = text.prefix(while: { $0.isLetter })
        guard labelStyle(word) != nil else { return nil }
        var index = word.endIndex
        if index < text.endIndex, text[index] == "[" {
            guard let close = text[index...].firstIndex(of: "]") else { return nil }
            index = text.index(after: close)
        }
        guard index < text.endIndex, text[index] == ":" else { return nil }
        return text.index(after: index)
    }
}
