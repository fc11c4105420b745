import Diagnostics
import Run

/// `--color auto|always|never`: whether text for a person gets ANSI colours. Data formats (JSON, SARIF,
/// JUnit, GitHub workflow commands, SVG) are never coloured, whatever the mode: they go through
/// `Console.out`, which writes them as their own writer made them.
package enum ColourMode: String, CaseIterable, Sendable {
    /// Colour a stream only when it is a terminal and `NO_COLOR` is unset or empty (https://no-color.org).
    case auto
    /// Colour even into a pipe or file, and even with `NO_COLOR` set: a per-run flag overrides the
    /// environment, as https://no-color.org asks of command-line arguments.
    case always
    case never

    /// Whether a stream that `isTerminal` (or not) is coloured under this mode.
    func colours(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .auto: useColour(isTerminal: isTerminal, environment: environment)
        case .always: true
        case .never: false
        }
    }

    /// The global option's declaration: every command accepts it, its `--help` lists it, and the
    /// completion scripts offer its values.
    static let option = OptionSpec.option(
        "color", "WHEN", "Colour text output: auto (default: when the stream is a terminal and NO_COLOR is unset), always or never.",
        choices: allCases.map(\.rawValue))

    /// The mode a command line asks for: the last `--color WHEN` or `--color=WHEN` before `--`, else
    /// `auto`. Read before the command's own parsing, so that a usage error is already coloured as asked.
    static func requested(in arguments: [String]) throws -> ColourMode {
        var mode = ColourMode.auto
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            index += 1
            let text: String
            if argument == "--color" {
                guard index < arguments.count else { return mode }  // the parser says what is missing
                text = arguments[index]
                index += 1
            } else if argument.hasPrefix("--color=") {
                text = String(argument.dropFirst("--color=".count))
            } else {
                continue
            }
            guard let parsed = ColourMode(rawValue: text) else {
                throw UsageError("--color must be one of \(allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'"
                    + Suggestions.didYouMean(text, in: allCases.map(\.rawValue)))
            }
            mode = parsed
        }
        return mode
    }
}
