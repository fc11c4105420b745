import Foundation
import Testing

/// Runs python3 with a script and arguments; returns standard output, failing the test on a non-zero exit.
enum Python {
    static func run(_ script: String, _ arguments: [String] = []) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        #expect(process.terminationStatus == 0, "python3 failed: \(String(decoding: error, as: UTF8.self))")
        return text
    }

    /// A fresh temporary file holding `text`.
    static func temporaryFile(_ text: String, suffix: String) throws -> String {
        let path = NSTemporaryDirectory() + "bezel-checks-\(UUID().uuidString)\(suffix)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
