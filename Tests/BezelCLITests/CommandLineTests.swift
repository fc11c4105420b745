import Testing
@testable import BezelCLI

@Suite struct CommandLineTests {
    @Test func unknownCommandIsBadInputWithASuggestion() {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(["devicse"], console: captured.console)
        #expect(status == ExitStatus.badInput)
        #expect(captured.standardError.contains("did you mean 'devices'?"))
    }

    @Test func unknownOptionShowsUsage() {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(["devices", "--jsn"], console: captured.console)
        #expect(status == ExitStatus.badInput)
        #expect(captured.standardError.contains("did you mean '--json'?"))
        #expect(captured.standardError.contains("Usage: bezel devices"))
    }

    @Test func helpListsEveryCommand() {
        let captured = CapturedConsole()
        #expect(BezelCommandLine.run(["--help"], console: captured.console) == ExitStatus.success)
        for command in BezelCommandLine.commands {
            #expect(captured.standardOutput.contains(command.name))
        }
    }
}
