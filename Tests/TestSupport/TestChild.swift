#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts this very test binary on one test, as a child process the test can kill at any moment
/// (`kill(pid, SIGKILL)`): how the interruption tests get a real process dying mid-write. The child
/// knows it is the child by `variable` in its environment, set to `value`; its output goes to
/// /dev/null. `posix_spawn`, not Foundation's `Process`, so the pid is the test's to signal.
public enum TestChild {
    /// The child's pid, or `nil` when this binary's path cannot be read or the spawn fails.
    public static func spawn(filter: String, variable: String, value: String) -> pid_t? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let executable = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let arguments = [executable, "--testing-library", "swift-testing", "--filter", filter]
        var environment: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            environment.append(String(cString: pointer))
            entry += 1
        }
        environment.append("\(variable)=\(value)")
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        return pid
    }
}
