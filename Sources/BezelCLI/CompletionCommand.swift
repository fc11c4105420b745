import Diagnostics

/// `bezel completion bash|zsh|fish`: a shell completion script made from the command declarations
/// (`CompletionScript`), so it offers exactly the commands and options that parse.
struct CompletionCommand: Command {
    static let name = "completion"
    static let summary = "Print a completion script for bash, zsh or fish."
    static let usage = ["completion bash|zsh|fish"]
    static let options: [OptionSpec] = []
    static let positionalChoices = CompletionScript.Shell.allCases.map(\.rawValue)
    static let discussion = """
        Load it in the current shell, or install it where the shell looks for completions:
          bash: source <(bezel completion bash)     or save it as ~/.local/share/bash-completion/completions/bezel
          zsh:  source <(bezel completion zsh)      or save it as _bezel in a folder on $fpath (before compinit)
          fish: bezel completion fish | source      or save it as ~/.config/fish/completions/bezel.fish
        Commands, options and the values of options with a fixed set of values are completed; other values
        and arguments complete as file names.
        """
    static let examples = [
        CommandExample("bezel completion bash > bezel.bash", "a script for bash, to source or install"),
        CommandExample("bezel completion zsh > _bezel"),
        CommandExample("bezel completion fish > bezel.fish"),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let names = CompletionScript.Shell.allCases.map(\.rawValue)
        guard arguments.positionals.count == 1, let word = arguments.positionals.first else {
            throw UsageError("give one shell: \(names.joined(separator: ", "))")
        }
        guard let shell = CompletionScript.Shell(rawValue: word) else {
            throw UsageError("unknown shell '\(word)'; give one of \(names.joined(separator: ", "))" + Suggestions.didYouMean(word, in: names))
        }
        console.out(CompletionScript.script(for: shell, commands: BezelCommandLine.commands, globalOptions: BezelCommandLine.globalOptions))
        return ExitStatus.success
    }
}
