#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import FoundationEssentials

/// Console output captured in memory, for tests.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLockLite()
    private var outText = ""
    private var errText = ""

    private let environment: [String: String]
    private let terminal: Bool

    /// `environment` is what the commands see instead of the process's own (none by default);
    /// `terminal` makes both streams look like a terminal (progress bar, colour under `--color auto`).
    init(environment: [String: String] = [:], terminal: Bool = false) {
        self.environment = environment
        self.terminal = terminal
    }

    var console: Console {
        Console(
            out: { [self] text in lock.withLock { outText += text } },
            err: { [self] text in lock.withLock { errText += text } },
            isInteractive: terminal, outputIsTerminal: terminal, environment: environment)
    }

    var standardOutput: String { lock.withLock { outText } }
    var standardError: String { lock.withLock { errText } }
}
