import Diagnostics

/// The `bezel` tool: picks a command, parses its options, maps errors to exit statuses.
package enum BezelCommandLine {
    /// Every command, in the order `bezel --help` lists them.
    static let commands: [CommandEntry] = [
        CommandEntry(RenderCommand.self),
        CommandEntry(CheckCommand.self),
        CommandEntry(LayoutCommand.self),
        CommandEntry(DevicesCommand.self),
        CommandEntry(SheetCommand.self),
        CommandEntry(DiffCommand.self),
        CommandEntry(ReportCommand.self),
        CommandEntry(InitCommand.self),
        CommandEntry(CompletionCommand.self),
        CommandEntry(HelpCommand.self),
        CommandEntry(VersionCommand.self),
    ]

    /// The options every command accepts, after its own: in its `--help`, its parsing and the completion
    /// scripts. `--color` may also come before the command (`bezel --color never check`).
    static let globalOptions: [OptionSpec] = [ColourMode.option, .flag("help", "Show this help.")]

    static let version = "0.1.0"

    /// Runs the tool in this process with the real standard output and error.
    package static func main(_ arguments: [String]) -> Int32 {
        run(arguments, console: .standard)
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit status. A failed
    /// write to standard output (a full disk, `/dev/full`, EIO, EPIPE) turns any status into 2 with the
    /// reason: output nobody received is no success (`StandardStream`).
    package static func run(_ arguments: [String], console: Console) -> Int32 {
        let status = runCommand(arguments, console: console)
        if let reason = console.outputFailure() {
            console.err("bezel: error: cannot write to standard output: \(reason)\n")
            return ExitStatus.badInput
        }
        return status
    }

    private static func runCommand(_ arguments: [String], console plain: Console) -> Int32 {
        let console: Console
        do {
            console = plain.colouring(try ColourMode.requested(in: arguments))
        } catch {
            plain.err("bezel: error: \(error)\n")
            return ExitStatus.badInput
        }
        // `--color` before the command is the run's, like after it.
        var words = arguments[...]
        while let first = words.first, first == "--color" || first.hasPrefix("--color=") {
            words = words.dropFirst(first == "--color" ? 2 : 1)
        }
        guard let first = words.first, first != "--help", first != "-h" else {
            if words.count >= 2, let command = commands.first(where: { $0.name == words[words.startIndex + 1] }) {
                console.out(command.help)
            } else {
                console.out(overview)
            }
            return ExitStatus.success
        }
        if first == "--version" {
            console.out(VersionCommand.line)
            return ExitStatus.success
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            console.err("bezel: error: unknown command '\(TerminalText.oneLine(first))'"
                + Suggestions.didYouMean(first, in: commands.map(\.name) + ["--version", "--help"]) + "\n"
                + "Run 'bezel --help' for the list of commands.\n")
            return ExitStatus.badInput
        }
        do {
            let parsed = try ParsedArguments.parse(Array(words.dropFirst()), options: command.options + globalOptions)
            if parsed.flag("help") {
                console.out(command.help)
                return ExitStatus.success
            }
            return try command.run(parsed, console)
        } catch let error as UsageError {
            console.err("bezel \(command.name): error: \(error.message)\n")
            console.err("Usage: " + command.usage.map { "bezel \($0)" }.joined(separator: "\n       ") + "\n")
            console.err("Run 'bezel \(command.name) --help' for more.\n")
            return ExitStatus.badInput
        } catch let error as InputError {
            for diagnostic in error.diagnostics { console.err("\(diagnostic)\n") }
            return ExitStatus.badInput
        } catch {
            console.err("bezel \(command.name): error: \(TerminalText.oneLine("\(error)"))\n")
            return ExitStatus.badInput
        }
    }

    /// The command named `name`, for `bezel help NAME`.
    static func command(named name: String) -> CommandEntry? {
        commands.first { $0.name == name }
    }

    static var overview: String {
        var text = """
            OVERVIEW: Bezel draws every screen of an iOS app on every Apple device profile,
            flags what the notch, the corners, the home indicator or a bar clips, and compares
            the images with approved ones.

            USAGE: bezel <command> [options]

            COMMANDS:

            """
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        for command in commands {
            text += "  " + command.name + String(repeating: " ", count: width - command.name.count) + command.summary + "\n"
        }
        text += "\nRun 'bezel <command> --help' or 'bezel help <command>' for a command's options and examples.\n"
        text += "Every command takes --color auto|always|never (auto: colours on a terminal unless NO_COLOR is set).\n"
        return text
    }
}
