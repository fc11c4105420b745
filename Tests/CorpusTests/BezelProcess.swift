import Foundation

/// Runs the built `bezel` executable in a child process, for cases that need their own environment.
enum BezelProcess {
    struct Missing: Error, CustomStringConvertible {
        var description: String { "no built 'bezel' next to the test bundle; run 'swift build --build-tests' first" }
    }

    /// `bezel` in the folder of the running test bundle (`.build/<triple>/debug/`).
    static let executable: String? = {
        guard let bundle = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let candidate = URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("bezel").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }()

    /// The exit status and the whole standard output and error of `bezel arguments…`.
    static func run(_ arguments: [String], environment: [(String, String)]) throws -> (status: Int32, out: String, err: String) {
        guard let executable else { throw Missing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-corpus-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Files rather than pipes: nothing can fill up and block the child.
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        for url in [outURL, errURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
            throw CocoaError(.fileWriteUnknown)
        }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        let out = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return (process.terminationStatus, out, err)
    }
}
