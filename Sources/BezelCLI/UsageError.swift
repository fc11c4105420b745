import Diagnostics

/// A command line that does not make sense: printed with the command's usage, exit status 2.
package struct UsageError: Error, Sendable, CustomStringConvertible {
    package var message: String
    /// The message on one line (`TerminalText.oneLine`): it quotes what the user typed.
    init(_ message: String) { self.message = TerminalText.oneLine(message) }
    package var description: String { message }
}
