import Foundation
import TestSupport

/// Runs a Python 3 script with JSON on standard input and returns its standard output as JSON.
/// The schema tests use Python's `jsonschema` and PyYAML as the independent reference
/// (installed by `.ci/setup --test`).
enum Python {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(_ script: String, input: Any) throws -> Any {
        let data = try JSONSerialization.data(withJSONObject: input, options: .fragmentsAllowed)
        let result = try Subprocess.run(["python3", "-c", script], input: data)
        guard result.status == 0 else {
            throw Failure(description: "python3 exited with \(result.status): \(result.error)")
        }
        return try JSONSerialization.jsonObject(with: Data(result.output.utf8), options: .fragmentsAllowed)
    }
}
