import Diagnostics

/// A subcommand of `bezel`: its name, help and options are declared once and drive both parsing and `--help`.
package protocol Command: SendableMetatype {
    static var name: String { get }
    /// One line for `bezel --help`.
    static var summary: String { get }
    /// The usage lines shown first in the command's help, without the leading `bezel`.
    static var usage: [String] { get }
    /// Paragraphs after the options in `--help`: what the output looks like, exit statuses.
    static var discussion: String { get }
    /// Printed last in `--help`, under EXAMPLES; each runs as written (see `CommandExample`).
    static var examples: [CommandExample] { get }
    static var options: [OptionSpec] { get }
    /// The words the completion scripts offer for the positional arguments (empty: file names).
    static var positionalChoices: [String] { get }

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32
}

extension Command {
    package static var discussion: String { "" }
    package static var examples: [CommandExample] { [] }
    package static var positionalChoices: [String] { [] }

    /// The command's `--help` text.
    static var help: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE:\n"
        for line in usage { text += "  bezel \(line)\n" }
        let all = options + BezelCommandLine.globalOptions
        text += "\nOPTIONS:\n"
        let labels = all.map { spec in "--\(spec.name)" + (spec.valueName.map { " \($0)" } ?? "") }
        let width = min(28, (labels.map(\.count).max() ?? 0) + 2)
        for (label, spec) in zip(labels, all) {
            let pad = label.count < width ? String(repeating: " ", count: width - label.count) : "\n  " + String(repeating: " ", count: width)
            text += "  \(label)\(pad)\(spec.help)\n"
        }
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        if !examples.isEmpty {
            text += "\nEXAMPLES:\n"
            for example in examples {
                if !example.note.isEmpty { text += "  # \(example.note)\n" }
                text += "  \(example.command)\n"
            }
        }
        return text
    }
}
