import Foundation

/// Asks Python's standard XML parser whether a document is well-formed: an independent reader.
enum XMLCheck {
    static func run(_ document: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-svgtest-\(UUID().uuidString).svg")
        try document.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys, xml.dom.minidom as m; m.parse(sys.argv[1]); print('ok')", url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
