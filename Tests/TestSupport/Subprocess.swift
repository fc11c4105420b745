import Foundation

/// Runs a program and collects what it prints: for the tests that ask an independent tool (resvg,
/// pngcheck, Python's jsonschema and XML parser) about our output.
///
/// Standard input, output and error go through temporary files, not pipes: reading a pipe with
/// Foundation's `FileHandle` can trap on an interrupted system call while tests run in parallel, and
/// a child that fills one pipe while the test reads the other would never finish.
public enum Subprocess {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var error: String

        /// Standard output then standard error, for failure messages.
        public var everything: String { output + error }
    }

    /// The full path of `program` on `PATH`, or `nil` when it is not installed.
    public static func which(_ program: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `arguments[0]` (looked up on `PATH`) with the rest as its arguments and waits for it.
    public static func run(_ arguments: [String], input: Data = Data()) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-subprocess-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputURL = folder.appendingPathComponent("in")
        let outputURL = folder.appendingPathComponent("out")
        let errorURL = folder.appendingPathComponent("err")
        try input.write(to: inputURL)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let handles = try (FileHandle(forReadingFrom: inputURL), FileHandle(forWritingTo: outputURL), FileHandle(forWritingTo: errorURL))
        defer {
            try? handles.0.close()
            try? handles.1.close()
            try? handles.2.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardInput = handles.0
        process.standardOutput = handles.1
        process.standardError = handles.2
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
            error: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "")
    }
}
