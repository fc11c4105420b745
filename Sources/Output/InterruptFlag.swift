#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Ctrl-C for a batch: the first SIGINT asks the run to stop taking jobs (in-flight images finish, the
/// manifest and reports are written, the summary printed, exit status 130); a second one exits at once.
///
/// The handler only stores to an atomic flag (async-signal-safe), and workers poll the flag between
/// jobs. The flag is a process-wide static because a C signal handler cannot capture context.
package enum InterruptFlag {
    private static let requested = Atomic<Bool>(false)
    private static let installed = Atomic<Bool>(false)

    /// Installs the SIGINT handler (once per process).
    package static func install() {
        // Touch the flag before the handler can run, so its lazy initialisation never happens in it.
        _ = requested.load(ordering: .relaxed)
        guard installed.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged else { return }
        signal(SIGINT) { _ in
            if InterruptFlag.requested.exchange(true, ordering: .sequentiallyConsistent) {
                _exit(130)
            }
        }
    }

    /// True once SIGINT arrived (or `request()` was called).
    package static var isRequested: Bool { requested.load(ordering: .sequentiallyConsistent) }

    /// Asks the running batch to stop, as SIGINT does; for tests and embedding programs.
    static func request() { requested.store(true, ordering: .sequentiallyConsistent) }

    /// Clears a request, before a new run in the same process.
    static func reset() { requested.store(false, ordering: .sequentiallyConsistent) }
}
