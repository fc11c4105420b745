import Diagnostics

/// A command with its type erased, so the registry is a plain `Sendable` array of values.
struct CommandEntry: Sendable {
    let name: String
    let summary: String
    let usage: [String]
    let options: [OptionSpec]
    let examples: [CommandExample]
    /// A function, so that `help`'s choices (the command names) can read the registry that holds it.
    let positionalChoices: @Sendable () -> [String]
    let help: String
    let run: @Sendable (ParsedArguments, Console) throws -> Int32

    init<C: Command>(_ type: C.Type) {
        name = C.name
        summary = C.summary
        usage = C.usage
        options = C.options
        examples = C.examples
        positionalChoices = { C.positionalChoices }
        help = C.help
        run = { arguments, console in try C.run(arguments, console: console) }
    }
}
