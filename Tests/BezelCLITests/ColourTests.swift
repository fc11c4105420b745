import Foundation
import Testing
@testable import BezelCLI

/// `--color auto|always|never` and `NO_COLOR` (https://no-color.org): which streams get colours, that
/// findings and diagnostics get clang's (bold location, red `error:`, magenta `warning:`, green `fix:`,
/// https://github.com/llvm/llvm-project/blob/main/clang/lib/Frontend/TextDiagnostic.cpp), and that data
/// formats never do.
@Suite struct ColourTests {
    static let templates = LayoutCommandTests.templates
    static let escape = "\u{1B}"
    static let bold = "\u{1B}[1m", red = "\u{1B}[1;31m", magenta = "\u{1B}[1;35m", green = "\u{1B}[32m", reset = "\u{1B}[0m"

    func run(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole(environment: environment, terminal: terminal)
        let status = BezelCommandLine.run(arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    /// Two findings (an error and a warning) on one profile, with the file and line that `bezel check`
    /// prints without colour.
    static let check = ["check", "\(templates)/status-bar-offset-20.yml", "--devices", "iphone-x", "--orientations", "portrait"]

    @Test func findingsAreColouredLikeClangsDiagnostics() throws {
        let plain = run(Self.check + ["--color", "never"])
        #expect(plain.status == 1)
        #expect(!plain.out.contains(Self.escape))
        let coloured = run(Self.check + ["--color", "always"])
        #expect(coloured.status == 1)
        // Taking the colours out gives the plain text back, byte for byte.
        #expect(Self.stripped(coloured.out) == plain.out)
        let warningLine = try #require(plain.out.split(separator: "\n").first { $0.contains("warning[hard-coded-offset]") })
        let location = String(warningLine[..<warningLine.range(of: " warning[")!.lowerBound])  // "…/status-bar-offset-20.yml:10:17:"
        let message = String(warningLine[warningLine.range(of: "warning[hard-coded-offset]: ")!.upperBound...])
        #expect(coloured.out.contains(Self.bold + location + " " + Self.reset + Self.magenta + "warning[hard-coded-offset]:" + Self.reset
            + Self.bold + " " + message + Self.reset))
        #expect(coloured.out.contains(Self.red + "error[scroll-content-hidden]:" + Self.reset))
        #expect(coloured.out.contains("    " + Self.green + "fix:" + Self.reset + " "))
        // The summary line is no finding: left as it is.
        #expect(coloured.out.contains("\nchecked 1 screen on 1 profile"))
    }

    @Test func autoColoursATerminalUnlessNoColorIsSet() {
        #expect(!run(Self.check).out.contains(Self.escape), "not a terminal")
        #expect(run(Self.check, terminal: true).out.contains(Self.red))
        #expect(!run(Self.check, environment: ["NO_COLOR": "1"], terminal: true).out.contains(Self.escape))
        // An empty NO_COLOR does not count (no-color.org: "when present and not an empty string").
        #expect(run(Self.check, environment: ["NO_COLOR": ""], terminal: true).out.contains(Self.red))
        // A flag given for the run wins over the environment, both ways.
        #expect(run(Self.check + ["--color", "always"], environment: ["NO_COLOR": "1"]).out.contains(Self.red))
        #expect(!run(Self.check + ["--color", "never"], terminal: true).out.contains(Self.escape))
        // Before the command too, and in the `=` spelling.
        #expect(run(["--color", "always"] + Self.check).out.contains(Self.red))
        #expect(run(["--color=always"] + Self.check).out.contains(Self.red))
    }

    @Test func dataFormatsAreNeverColoured() {
        for format in CheckCommand.Format.allCases where format != .text {
            let result = run(Self.check + ["--format", format.rawValue, "--color", "always"], terminal: true)
            #expect(result.status == 1)
            #expect(!result.out.contains(Self.escape), "\(format)")
        }
        let devices = run(["devices", "iphone-x", "--json", "--color", "always"])
        #expect(devices.status == 0 && !devices.out.contains(Self.escape))
        let completion = run(["completion", "bash", "--color", "always"])
        #expect(completion.status == 0 && !completion.out.contains(Self.escape))
    }

    /// Diagnostics on standard error: the location bold, `error:` red, the message bold; a usage error's
    /// `bezel CMD:` prefix bold.
    @Test func diagnosticsOnStandardErrorAreColoured() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-colour-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/bad.yml"
        try "screen: bad\nviews:\n  - id: a\n    kind: lable\n".write(toFile: file, atomically: true, encoding: .utf8)
        let plain = run(["check", file, "--color", "never"])
        #expect(plain.status == 2)
        let coloured = run(["check", file, "--color", "always"])
        #expect(coloured.status == 2)
        #expect(Self.stripped(coloured.err) == plain.err)
        #expect(coloured.err.hasPrefix(Self.bold + file + ":4:"), "\(coloured.err)")
        #expect(coloured.err.contains(Self.reset + Self.red + "error:" + Self.reset + Self.bold + " "))
        let usage = run(["check", "--fail-on", "sometimes", "--color", "always"])
        #expect(usage.status == 2)
        #expect(usage.err.hasPrefix(Self.bold + "bezel check: " + Self.reset + Self.red + "error:" + Self.reset))
        let badMode = run(["check", "--color", "sometimes"])
        #expect(badMode.status == 2)
        #expect(badMode.err.contains("--color must be one of auto, always, never, not 'sometimes'"))
    }

    /// A template's own escape sequences are shown escaped before any colour is added: the only ESC bytes
    /// in the output are the colours' own.
    @Test func coloursComeAfterEscaping() {
        let hostile = "\(Self.escape)[2Jerror: \(Self.escape)]0;title\u{7}"
        let captured = CapturedConsole()
        let console = captured.console.colouring(.always)
        console.err("x.yml:1:2: error: " + hostile + "\n")
        console.outText("\(hostile): warning[rule]: \(hostile)\n    fix: \(hostile)\n")
        let painted = captured.standardError + captured.standardOutput
        #expect(painted.contains(Self.red + "error:"))
        let sequences = painted.components(separatedBy: Self.escape).dropFirst().map { $0.prefix(6) }
        for sequence in sequences {
            #expect(["[0m", "[1m", "[1;31m", "[1;35m", "[32m"].contains { sequence.hasPrefix($0) }, "\(sequence)")
        }
    }

    /// The text with every SGR sequence (ESC [ digits and semicolons m) removed.
    static func stripped(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
