#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

extension BatchTerminal {
    /// The process's standard error, environment and processor count: what `bezel render` uses.
    /// `write` is where text goes (the CLI passes its console's error stream, so tests can capture it).
    package static func standard(
        write: @escaping @Sendable (String) -> Void,
        control: (@Sendable (String) -> Void)? = nil,
        isTerminal: Bool = isatty(2) != 0,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        colour: Bool? = nil
    ) -> BatchTerminal {
        BatchTerminal(write: write, control: control, isTerminal: isTerminal, environment: environment,
                      processors: max(1, ProcessInfo.processInfo.activeProcessorCount), colour: colour)
    }
}
