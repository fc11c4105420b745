/// One example of a command's use, shown under EXAMPLES in its `--help`. Every example runs as written
/// in a copy of the repository's `Templates/` (a test runs them all against the built binary), so an
/// example may name only files that exist there or that an earlier example of the same command writes.
package struct CommandExample: Sendable, Hashable {
    /// The whole command line, starting with `bezel`, as a POSIX shell reads it.
    var command: String
    /// What it does, in a few words; printed as a shell comment above the command.
    var note: String

    init(_ command: String, _ note: String = "") {
        self.command = command
        self.note = note
    }
}
