/// `bezel version` (and `bezel --version`): the version of this build of Bezel.
struct VersionCommand: Command {
    static let name = "version"
    static let summary = "Print bezel's version (the same as bezel --version)."
    static let usage = ["version"]
    static let options: [OptionSpec] = []
    static let examples = [CommandExample("bezel version")]

    /// What both spellings print.
    static var line: String { "bezel \(BezelCommandLine.version)\n" }

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("version takes no arguments") }
        console.out(line)
        return ExitStatus.success
    }
}
