@testable import BezelCLI
import Foundation
import Testing

/// Issue 18 beyond what `cases.tsv` can say (it captures standard output and needs exit 2): a failed
/// write to standard output is exit 2 with the reason, and a file name holding an escape sequence and a
/// right-to-left override reaches standard error escaped, in-process and through the real console.
@Suite struct EscapingAndStandardOutputTests {
    /// `/dev/full` fails every write with ENOSPC: the run's data is lost, so it must not exit 0.
    @Test(arguments: [
        ["devices", "--json"],
        ["check", CorpusManifest.root + "/good/screen.yml", "--devices", "iphone-x", "--format", "github", "--fail-on", "never"],
        ["layout", CorpusManifest.root + "/good/screen.yml", "--device", "iphone-x"],
        ["--help"],
    ])
    func failedWriteToStandardOutputIsExit2(_ arguments: [String]) throws {
        let outcome = try BezelProcess.run(arguments, standardOutput: "/dev/full")
        #expect(outcome.status == 2, "\(outcome.err)")
        #expect(outcome.err.hasSuffix("bezel: error: cannot write to standard output: No space left on device\n"), "\(outcome.err)")
        // The same command with a working standard output succeeds: the failure is the write's alone.
        #expect(try BezelProcess.run(arguments).status == 0)
    }

    static let hostileName = "t\u{1B}[31m\u{202E}lmth\u{7}.yml"
    static let shownName = "t\\u{1B}[31m\\u{202E}lmth\\u{07}.yml"

    func writeBrokenTemplate(in folder: String) throws -> String {
        let path = folder + "/" + Self.hostileName
        try Data("screen: a\nviews: [\n".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func obeyedByATerminal(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E }
    }

    @Test func fileNameWithEscapeSequenceIsShownEscaped() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let path = try writeBrokenTemplate(in: scratch.path)
        let captured = CapturedConsole()
        #expect(BezelCommandLine.run(["layout", path, "--device", "iphone-x"], console: captured.console) == 2)
        #expect(captured.standardError.hasPrefix(scratch.path + "/" + Self.shownName + ":"), "\(captured.standardError.debugDescription)")
        #expect(!Self.obeyedByATerminal(captured.standardError))

        // The real console (the process's standard error) too.
        let outcome = try BezelProcess.run(["check", path, "--devices", "iphone-x"])
        #expect(outcome.status == 2)
        #expect(outcome.err.hasPrefix(scratch.path + "/" + Self.shownName + ":"), "\(outcome.err.debugDescription)")
        #expect(!Self.obeyedByATerminal(outcome.err))
    }
}
