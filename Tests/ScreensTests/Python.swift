import Foundation

/// Runs a Python 3 script with JSON on standard input and returns its standard output as JSON.
/// The schema tests use Python's `jsonschema` and PyYAML as the independent reference
/// (installed by `.ci/setup --test`). Input and output go through files, not pipes: reading a pipe
/// with Foundation's FileHandle traps on an interrupted system call when tests run in parallel.
enum Python {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ script: String, input: Any) throws -> Any {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-python-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputURL = folder.appendingPathComponent("in.json")
        let outputURL = folder.appendingPathComponent("out.json")
        let errorURL = folder.appendingPathComponent("err.txt")
        try JSONSerialization.data(withJSONObject: input, options: .fragmentsAllowed).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let errors = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
            throw Failure(description: "python3 exited with \(process.terminationStatus): \(errors)")
        }
        return try JSONSerialization.jsonObject(with: Data(contentsOf: outputURL), options: .fragmentsAllowed)
    }
}
