import Foundation
import Testing
import TestSupport

/// Runs python3 with a script and arguments; returns standard output, failing the test on a non-zero exit.
enum Python {
    static func run(_ script: String, _ arguments: [String] = []) throws -> String {
        let result = try Subprocess.run(["python3", "-c", script] + arguments)
        #expect(result.status == 0, "python3 failed: \(result.error)")
        return result.output
    }

    /// A fresh temporary file holding `text`.
    static func temporaryFile(_ text: String, suffix: String) throws -> String {
        let path = NSTemporaryDirectory() + "bezel-checks-\(UUID().uuidString)\(suffix)"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
