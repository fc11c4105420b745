import Foundation
import TestSupport

/// Asks Python's standard XML parser whether a document is well-formed: an independent reader.
enum XMLCheck {
    static func run(_ document: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-svgtest-\(UUID().uuidString).svg")
        try document.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try Subprocess.run(["python3", "-c", "import sys, xml.dom.minidom as m; m.parse(sys.argv[1]); print('ok')", url.path])
        return result.everything.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
