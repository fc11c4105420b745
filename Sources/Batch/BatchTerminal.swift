import Devices
import Diagnostics
import Goldens
import Layout
import Output
import Project
import Reports
import Run
import Screens

/// The terminal a batch reports to: where messages go and what it can show.
package struct BatchTerminal: Sendable {
    /// Messages: the CLI's console escapes them for the terminal (`TerminalText`).
    package var write: @Sendable (String) -> Void
    /// Bezel's own terminal control (the progress bar's `\r`, colours), written as is; user text in it
    /// is escaped by the caller with `TerminalText`.
    var control: @Sendable (String) -> Void
    var isTerminal: Bool
    var environment: [String: String]
    /// Worker threads when neither `--jobs` nor `bezel.yml` says: the machine's active processors.
    var processors: Int
    /// Whether the progress bar and the summary are coloured.
    var colour: Bool

    /// `control` defaults to `write` (a capture in a test); `colour` to `useColour`'s answer for this
    /// terminal (the CLI passes its `--color` decision).
    init(write: @escaping @Sendable (String) -> Void, control: (@Sendable (String) -> Void)? = nil,
                isTerminal: Bool, environment: [String: String], processors: Int, colour: Bool? = nil) {
        self.write = write
        self.control = control ?? write
        self.isTerminal = isTerminal
        self.environment = environment
        self.processors = processors
        self.colour = colour ?? useColour(isTerminal: isTerminal, environment: environment)
    }
}
