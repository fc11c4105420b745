import Foundation

/// The GitHub Actions runner's reading of workflow commands, written from its source
/// (https://github.com/actions/runner, src/Runner.Common/ActionCommand.cs `TryParseV2`, `UnescapeData`,
/// `UnescapeProperty`; src/Runner.Worker/ActionCommandManager.cs feeds it one output line at a time):
/// a line, with leading whitespace trimmed, is a command when it starts with `::` and has a second `::`;
/// between them the name, a space, and `key=value` pairs split on `,` (empty entries dropped, the whole
/// list trimmed, a pair without a value dropped); after the second `::` the message. Values unescape
/// `%0D`, `%0A`, (properties: `%3A`, `%2C`), then `%25`, in that order, as `string.Replace` calls.
struct WorkflowCommandParser {
    struct Command: Equatable {
        var name: String
        var properties: [String: String]
        var message: String
    }

    /// .NET's `Char.IsWhiteSpace`, which `Trim` and `TrimStart` use
    /// (https://learn.microsoft.com/dotnet/api/system.char.iswhitespace).
    static func isDotNetWhitespace(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// `StreamReader.ReadLine`: lines end at LF, CR or CR LF.
    static func lines(_ output: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousCR = false
        for scalar in output.unicodeScalars {
            if scalar == "\n" && previousCR { previousCR = false; continue }
            previousCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { lines.append(String(current)) }
        return lines
    }

    static func trimmed(_ text: String, leading: Bool = true, trailing: Bool = true) -> String {
        var scalars = Array(text.unicodeScalars)
        if leading { while let first = scalars.first, isDotNetWhitespace(first) { scalars.removeFirst() } }
        if trailing { while let last = scalars.last, isDotNetWhitespace(last) { scalars.removeLast() } }
        return String(String.UnicodeScalarView(scalars))
    }

    /// `string.Replace`, an ordinal comparison of UTF-16 code units: Foundation's `.literal` option is
    /// the same comparison (no canonical equivalence, so a combining mark after `%0A` changes nothing).
    static func replace(_ text: String, _ token: String, _ replacement: String) -> String {
        text.replacingOccurrences(of: token, with: replacement, options: .literal)
    }

    static func unescapeData(_ text: String) -> String {
        replace(replace(replace(text, "%0D", "\r"), "%0A", "\n"), "%25", "%")
    }

    static func unescapeProperty(_ text: String) -> String {
        var out = text
        for (token, value) in [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")] { out = replace(out, token, value) }
        return out
    }

    /// The command in one line, or nil when the runner would print the line as plain text.
    static func parse(_ line: String) -> Command? {
        let message = Array(trimmed(line, trailing: false).unicodeScalars)
        let key: [Unicode.Scalar] = [":", ":"]
        guard message.count >= 2, Array(message[0..<2]) == key else { return nil }
        var end: Int?
        var i = 2
        while i + 1 < message.count {
            if message[i] == ":" && message[i + 1] == ":" { end = i; break }
            i += 1
        }
        guard let end else { return nil }
        let info = Array(message[2..<end])
        let space = info.firstIndex(of: " ")
        let name = String(String.UnicodeScalarView(info[..<(space ?? info.count)]))
        guard ["error", "warning", "notice", "debug", "group", "endgroup", "stop-commands", "add-mask", "echo",
               "set-output", "save-state", "add-path", "set-env", "add-matcher", "remove-matcher"].contains(name) else { return nil }
        var properties: [String: String] = [:]
        if let space, space > 0 {
            let list = trimmed(String(String.UnicodeScalarView(info[(space + 1)...])))
            for entry in Array(list.unicodeScalars).split(separator: ",") {
                guard let equals = entry.firstIndex(of: "=") else { continue }
                let key = String(String.UnicodeScalarView(entry[..<equals]))
                let value = String(String.UnicodeScalarView(entry[(equals + 1)...]))
                // `Split('=', 2, RemoveEmptyEntries)`: an empty key or value leaves one part, dropped.
                guard !key.isEmpty else { continue }
                if value.isEmpty { continue }
                properties[key] = unescapeProperty(value)
            }
        }
        return Command(name: name, properties: properties, message: unescapeData(String(String.UnicodeScalarView(message[(end + 2)...]))))
    }
}
