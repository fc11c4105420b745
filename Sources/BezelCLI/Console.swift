#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import FoundationEssentials

/// Where a command writes: standard output for results, standard error for messages and progress.
/// Tests pass a capturing console to run commands in-process.
///
/// Every text meant for a person goes through `TerminalText` here, in one place, so escape sequences and
/// bidirectional controls from templates and file names reach the terminal shown, not obeyed:
/// `err` and `outText` escape; `out` writes data formats as their own escaper made them (JSON, XML,
/// SVG, workflow commands); `errControl` is for Bezel's own terminal control (the progress bar's `\r`,
/// colours) around text that is escaped already.
package struct Console: Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void
    /// True when standard error is a terminal (progress bars, colour).
    var isInteractive: Bool
    /// True when standard output is a terminal (colour under `--color auto`).
    var outputIsTerminal: Bool
    /// Whether `outText` and `err` colour compiler-style lines (`CompilerStyleColours`): set once per run
    /// from `--color` by `colouring(_:)`; off in a console made in memory unless a test asks.
    private(set) var coloursOutput = false
    private(set) var coloursErrors = false
    /// The environment variables the commands read (`CI`, `NO_COLOR`). A console made in memory has
    /// none, so a command run by a test behaves the same whether or not the test runs on CI.
    var environment: [String: String]
    /// Why standard output could not be written (the first failed write's reason), or nil.
    let outputFailure: @Sendable () -> String?

    /// `out` and `err` receive the bytes as they are to be written (already escaped).
    init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                isInteractive: Bool = false, outputIsTerminal: Bool = false, environment: [String: String] = [:],
                outputFailure: @escaping @Sendable () -> String? = { nil }) {
        self.writeOut = out
        self.writeErr = err
        self.isInteractive = isInteractive
        self.outputIsTerminal = outputIsTerminal
        self.environment = environment
        self.outputFailure = outputFailure
    }

    /// A data format on standard output (JSON, XML, SVG, workflow commands), as its escaper wrote it.
    package func out(_ text: String) { writeOut(text) }

    /// Text for a person on standard output (reports, tables, trees), with controls made visible, then
    /// coloured when `--color` says so.
    func outText(_ text: String) {
        let escaped = TerminalText.escaped(text)
        writeOut(coloursOutput ? CompilerStyleColours.paint(escaped) : escaped)
    }

    /// A message on standard error, with controls made visible, then coloured when `--color` says so.
    func err(_ text: String) {
        let escaped = TerminalText.escaped(text)
        writeErr(coloursErrors ? CompilerStyleColours.paint(escaped) : escaped)
    }

    /// This console with each stream coloured or not as `mode` decides for it (under `auto`, standard
    /// output by `outputIsTerminal`, standard error by `isInteractive`, both off with `NO_COLOR`).
    func colouring(_ mode: ColourMode) -> Console {
        var console = self
        console.coloursOutput = mode.colours(isTerminal: outputIsTerminal, environment: environment)
        console.coloursErrors = mode.colours(isTerminal: isInteractive, environment: environment)
        return console
    }

    /// Bezel's own terminal control on standard error (`\r`, colours), written as is: its callers escape
    /// any user text they put in it with `TerminalText`.
    func errControl(_ text: String) { writeErr(text) }

    /// The process's own standard output and error. Each call writes whole text at once.
    package static let standard: Console = {
        let output = StandardStream(descriptor: 1), error = StandardStream(descriptor: 2)
        return Console(
            out: { output.write($0) },
            err: { error.write($0) },
            isInteractive: isatty(2) != 0,
            outputIsTerminal: isatty(1) != 0,
            environment: ProcessInfo.processInfo.environment,
            outputFailure: { output.failureReason })
    }()
}
