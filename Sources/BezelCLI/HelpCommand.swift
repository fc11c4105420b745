import Diagnostics

/// `bezel help [COMMAND]`: the same text as `bezel COMMAND --help`, or the list of commands.
struct HelpCommand: Command {
    static let name = "help"
    static let summary = "Show a command's options and examples (the same as bezel COMMAND --help)."
    static let usage = ["help [COMMAND]"]
    static let options: [OptionSpec] = []
    static var positionalChoices: [String] { BezelCommandLine.commands.map(\.name) }
    static let examples = [CommandExample("bezel help render")]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard let name = arguments.positionals.first else {
            console.out(BezelCommandLine.overview)
            return ExitStatus.success
        }
        guard arguments.positionals.count == 1 else { throw UsageError("help takes one command, not \(arguments.positionals.count)") }
        guard let command = BezelCommandLine.command(named: name) else {
            let names = BezelCommandLine.commands.map(\.name)
            throw UsageError("unknown command '\(name)'" + Suggestions.didYouMean(name, in: names))
        }
        console.out(command.help)
        return ExitStatus.success
    }
}
