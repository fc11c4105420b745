import Foundation
import Testing

/// One line of `Tests/Corpus/cases.tsv`: a bad input, the command line that feeds it to `bezel`,
/// and what must come back.
struct CorpusCase: Sendable, CustomTestStringConvertible {
    /// A short name, unique in the manifest.
    var id: String
    /// The exit status `bezel` must return.
    var status: Int32
    /// The first line of standard error: exact, or a prefix when it ends with `…`.
    var firstLine: String
    /// The arguments after `bezel`, with `$CORPUS`, `$GEN` and `$OUT` still in them.
    var arguments: [String]
    /// `NAME=value` words before the arguments: the case runs the built `bezel` in a child process
    /// with these set, since the environment cannot be changed for one in-process run.
    var environment: [(name: String, value: String)]
    /// The manifest line, for failure messages.
    var line: Int

    var testDescription: String { id }

    /// The generated inputs (`$GEN/<name>`, a file or a folder) the command line and environment name.
    var generatedNames: [String] {
        (arguments + environment.map(\.value)).compactMap { argument in
            guard let range = argument.range(of: "$GEN/") else { return nil }
            return String(argument[range.upperBound...])
        }
    }

    /// `text` with the placeholders replaced by real folders.
    static func substitute(_ text: String, corpus: String, generated: String, output: String) -> String {
        text.replacingOccurrences(of: "$CORPUS", with: corpus)
            .replacingOccurrences(of: "$GEN", with: generated)
            .replacingOccurrences(of: "$OUT", with: output)
    }

    /// Whether `actual` is the expected first line (after substitution of `expected`).
    static func matches(_ actual: String, expected: String) -> Bool {
        expected.hasSuffix("…") ? actual.hasPrefix(String(expected.dropLast())) : actual == expected
    }
}

/// Reads the manifest: `#` comments, blank lines, and lines of four tab-separated fields
/// `id  status  first-line  arguments`, the arguments separated by single spaces (`''` is an empty one),
/// optionally led by `NAME=value` environment settings.
enum CorpusManifest {
    /// `Tests/Corpus`, found from this file's path so the tests run from any folder.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)  // CorpusTests/CorpusCase.swift
        return parts.joined(separator: "/") + "/Corpus"
    }()

    static let manifestPath = root + "/cases.tsv"

    /// Every case, or the problems that make the manifest unreadable (reported by a test).
    static let parsed: (cases: [CorpusCase], problems: [String]) = {
        guard let text = try? String(contentsOfFile: manifestPath, encoding: .utf8) else {
            return ([], ["cannot read \(manifestPath)"])
        }
        var cases: [CorpusCase] = []
        var problems: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let status = Int32(fields[1]), !fields[0].isEmpty, !fields[3].isEmpty else {
                problems.append("cases.tsv:\(index + 1): expected 4 tab-separated fields: id, status, first line, arguments")
                continue
            }
            var arguments = fields[3].split(separator: " ", omittingEmptySubsequences: false).map { $0 == "''" ? "" : String($0) }
            var environment: [(name: String, value: String)] = []
            while let first = arguments.first, let equals = first.firstIndex(of: "="),
                  first[..<equals].allSatisfy({ $0 == "_" || ("A"..."Z").contains($0) }) {
                environment.append((String(first[..<equals]), String(first[first.index(after: equals)...])))
                arguments.removeFirst()
            }
            cases.append(CorpusCase(id: fields[0], status: status, firstLine: fields[2], arguments: arguments,
                                    environment: environment, line: index + 1))
        }
        return (cases, problems)
    }()

    static var cases: [CorpusCase] { parsed.cases }
}
