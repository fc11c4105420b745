#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where a command writes: standard output for results, standard error for messages and progress.
/// Tests pass a capturing console to run commands in-process.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// True when standard error is a terminal (progress bars, colour).
    public var isInteractive: Bool
    /// The environment variables the commands read (`CI`, `NO_COLOR`). A console made in memory has
    /// none, so a command run by a test behaves the same whether or not the test runs on CI.
    public var environment: [String: String]

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                isInteractive: Bool = false, environment: [String: String] = [:]) {
        self.out = out
        self.err = err
        self.isInteractive = isInteractive
        self.environment = environment
    }

    /// The process's own standard output and error. Each call writes whole text at once.
    public static let standard = Console(
        out: { text in write(to: 1, text) },
        err: { text in write(to: 2, text) },
        isInteractive: isatty(2) != 0,
        environment: ProcessInfo.processInfo.environment)

    /// Writes all of `text` to a file descriptor, retrying short writes and interruptions.
    private static func write(to descriptor: Int32, _ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// Console output captured in memory, for tests.
public final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLockLite()
    private var outText = ""
    private var errText = ""

    private let environment: [String: String]

    /// `environment` is what the commands see instead of the process's own (none by default).
    public init(environment: [String: String] = [:]) {
        self.environment = environment
    }

    public var console: Console {
        Console(
            out: { [self] text in lock.withLock { outText += text } },
            err: { [self] text in lock.withLock { errText += text } },
            environment: environment)
    }

    public var standardOutput: String { lock.withLock { outText } }
    public var standardError: String { lock.withLock { errText } }
}

/// A pthread mutex, so the CLI needs no Foundation for a lock.
final class NSLockLite: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}
