import Testing
@testable import BezelCLI

/// `bezel version`, `bezel help CMD` and the closest command for a misspelt one.
@Suite struct HelpAndVersionTests {
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    @Test func versionBothWays() {
        let word = run(["version"]), flag = run(["--version"])
        #expect(word.status == 0 && flag.status == 0)
        #expect(word.out == "bezel \(BezelCommandLine.version)\n")
        #expect(flag.out == word.out)
        #expect(run(["version", "extra"]).status == ExitStatus.badInput)
    }

    @Test func helpCommandIsTheCommandsHelp() {
        for command in BezelCommandLine.commands {
            let viaHelp = run(["help", command.name]), viaFlag = run([command.name, "--help"])
            #expect(viaHelp.status == 0 && viaFlag.status == 0)
            #expect(viaHelp.out == viaFlag.out, "\(command.name)")
            #expect(viaHelp.out.hasPrefix("OVERVIEW: \(command.summary)"))
            // The global options are in every command's help.
            #expect(viaHelp.out.contains("--color WHEN"), "\(command.name)")
        }
        #expect(run(["help"]).out == run(["--help"]).out)
        let wrong = run(["help", "rendr"])
        #expect(wrong.status == ExitStatus.badInput)
        #expect(wrong.err.contains("unknown command 'rendr'; did you mean 'render'?"))
    }

    @Test func unknownCommandsSuggestTheClosest() {
        for (typed, meant) in [("versoin", "version"), ("rendr", "render"), ("completon", "completion"), ("hlep", "help")] {
            let result = run([typed])
            #expect(result.status == ExitStatus.badInput)
            #expect(result.err.contains("unknown command '\(typed)'; did you mean '\(meant)'"), "\(result.err)")
        }
    }

    /// Each example is shown in the help under EXAMPLES, with its note as a shell comment.
    @Test func examplesAreInTheHelp() {
        for command in BezelCommandLine.commands {
            let help = run([command.name, "--help"]).out
            for example in command.examples {
                #expect(help.contains("\n  \(example.command)\n"), "\(command.name): \(example.command)")
                if !example.note.isEmpty { #expect(help.contains("  # \(example.note)\n  \(example.command)\n")) }
            }
        }
    }
}
