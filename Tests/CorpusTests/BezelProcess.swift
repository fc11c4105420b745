import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `bezel` executable in a child process: for cases that need their own environment,
/// and to measure what a run cost (its peak resident memory).
enum BezelProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Outcome {
        var status: Int32
        var out: String
        var err: String
        /// `bezel`'s peak resident set size in bytes, when measured.
        var peakMemory: Int?
    }

    /// Reports the peak memory of the `bezel` it starts. The measurement needs a process in between:
    /// a child started by `posix_spawn` (vfork) inherits the peak of the parent's memory at exec, so the
    /// test process's own size would show; Python's `subprocess` starts `bezel` from a small process.
    static let measuringScript = """
        import resource, subprocess, sys
        status = subprocess.call(sys.argv[2:])
        with open(sys.argv[1], "w") as report:
            report.write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
        sys.exit(status if status >= 0 else 128 - status)
        """

    /// `bezel` in the folder of the running test bundle (`.build/<triple>/debug/`).
    static let executable: String? = {
        guard let bundle = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let candidate = URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("bezel").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }()

    /// How long a child may run before it is killed and the case fails. Not a measurement: a guard, so a
    /// regression that makes `bezel` block (on a named pipe, issue 18) fails one case instead of hanging
    /// the whole test run. The slowest case takes a few seconds even on a loaded machine.
    static let timeoutSeconds = 60

    /// `bezel arguments…` with `environment` added to this process's environment, in `workingDirectory`
    /// when one is given; with `measuringMemory`, started through `python3` (from `.ci/setup --test`) so
    /// its peak memory can be read. A child still running after `timeoutSeconds` is killed and throws.
    /// `standardOutput` names the file the child's standard output goes to (e.g. `/dev/full`) instead of
    /// a scratch file that `Outcome.out` reads.
    static func run(_ arguments: [String], environment: [(String, String)] = [], workingDirectory: String? = nil,
                    measuringMemory: Bool = false, standardOutput: String? = nil) throws -> Outcome {
        guard let executable else {
            throw Failure(description: "no built 'bezel' next to the test bundle; run 'swift build --build-tests' first")
        }
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        // Files rather than pipes: nothing can fill up and block the child.
        let outPath = standardOutput ?? scratch.path + "/out", errPath = scratch.path + "/err"

        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        let memoryPath = scratch.path + "/memory"
        var program = measuringMemory ? "/usr/bin/python3" : executable
        var words = measuringMemory ? [program, "-c", measuringScript, memoryPath, executable] + arguments : [executable] + arguments
        if let workingDirectory {
            // glibc's posix_spawn_file_actions_addchdir_np is not visible to Swift; coreutils' env changes
            // the folder and then execs the command.
            words = ["/usr/bin/env", "--chdir=" + workingDirectory] + words
            program = "/usr/bin/env"
        }
        let argv = words.map { strdup($0) } + [nil]
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var child: pid_t = 0
        let spawned = posix_spawn(&child, program, &actions, nil, argv, envp)
        guard spawned == 0 else { throw Failure(description: "cannot start bezel: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var waited = 0  // in steps of 10 ms
        while true {
            let result = waitpid(child, &status, WNOHANG)
            if result == child { break }
            if result < 0 {
                guard errno == EINTR else { throw Failure(description: "waitpid: \(String(cString: strerror(errno)))") }
                continue
            }
            if waited >= timeoutSeconds * 100 {
                kill(child, SIGKILL)
                while waitpid(child, &status, 0) < 0 && errno == EINTR {}
                throw Failure(description: "bezel \(arguments.joined(separator: " ")) did not finish in \(timeoutSeconds) s and was killed (blocked?)")
            }
            usleep(10_000)
            waited += 1
        }
        // WIFEXITED / WEXITSTATUS; a signal shows as 128 + its number, as a shell reports it.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let out = standardOutput != nil ? "" : (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        let peak = (try? String(contentsOfFile: memoryPath, encoding: .utf8)).flatMap { Int($0) }.map { $0 * 1024 }
        return Outcome(status: exitStatus, out: out, err: err, peakMemory: peak)
    }
}
