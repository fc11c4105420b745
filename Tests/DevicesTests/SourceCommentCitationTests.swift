import Foundation
import Testing

/// The comments in `Sources/` cite what a reader of the repository can open: every repository path they
/// name exists, the research they rely on is cited through its digest in `docs/research/` (not by the
/// name of a note only the team has), and no comment carries an issue or session number.
@Suite struct SourceCommentCitationTests {
    /// One comment: the file (relative to the repository), its line, and its text from `//` on.
    struct Comment: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var description: String { "\(file):\(line): \(text)" }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `//` comments of Swift or C source `text`, with their line numbers. A `//` inside a string
    /// literal (a URL) is not a comment; lines inside a multi-line string literal are skipped.
    static func comments(in text: String) -> [(line: Int, text: String)] {
        let newline = UInt8(ascii: "\n"), quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/")
        let bytes = Array(text.utf8)
        var found: [(line: Int, text: String)] = []
        var inMultilineString = false
        var line = 0
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != newline { end += 1 }
            defer { start = end + 1 }
            line += 1
            // Where each `"""` on the line ends: they open and close multi-line string literals.
            var delimiters: [Int] = []
            var k = start
            while k + 2 < end {
                if bytes[k] == quote && bytes[k + 1] == quote && bytes[k + 2] == quote {
                    delimiters.append(k + 3)
                    k += 3
                } else {
                    k += 1
                }
            }
            var from = start
            if inMultilineString || !delimiters.isEmpty {
                let closes = inMultilineString && delimiters.count % 2 == 1
                if delimiters.count % 2 == 1 { inMultilineString.toggle() }
                guard closes, let last = delimiters.last else { continue }
                from = last
            }
            var inString = false
            var i = from
            while i + 1 < end {
                if inString && bytes[i] == UInt8(ascii: "\\") {
                    i += 2
                    continue
                }
                if bytes[i] == quote { inString.toggle() }
                if !inString && bytes[i] == slash && bytes[i + 1] == slash {
                    found.append((line, String(decoding: bytes[i..<end], as: UTF8.self)))
                    break
                }
                i += 1
            }
        }
        return found
    }

    /// Every comment of every Swift and C file under `Sources/`, in path order.
    static func sourceComments() throws -> [Comment] {
        let sources = root.appendingPathComponent("Sources").resolvingSymlinksInPath()
        let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") || $0.hasSuffix(".h") }
            .sorted()
        var all: [Comment] = []
        for path in paths {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            all += comments(in: text).map { Comment(file: "Sources/" + path, line: $0.line, text: $0.text) }
        }
        return all
    }

    /// A repository path: Sources/, Tests/, docs/ or Benchmarks/ and what follows, not part of a longer path.
    static let repositoryPath = pattern(#"(?<![\w/.-])((?:Sources|Tests|docs|Benchmarks)/[\w./+-]*\w)"#)
    /// A research note named as only the team has it (not through docs/research/), or a path on the team's machine.
    static let researchNote = pattern(
        #"(?<![\w/.-])(?:devices\.md|devices\.json|uikit-metrics|DOMAIN\.md|anchors-[a-z]+\.md|interface-builder\.md)|/work/"#)
    static let seed = pattern(#"\b[Ss]eeds? 0\d\d"#)
    static let issueOrSession = pattern(#"\b(?:issue|session)s? ?#?\d+"#, options: .caseInsensitive)

    static func pattern(_ pattern: String, options: NSRegularExpression.Options = []) -> NSRegularExpression {
        try! NSRegularExpression(pattern: pattern, options: options)
    }

    /// The matches of `expression` in `text`: its first group when it has one, else the whole match.
    static func matches(_ expression: NSRegularExpression, in text: String) -> [String] {
        expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: $0.numberOfRanges > 1 ? 1 : 0), in: text).map { String(text[$0]) }
        }
    }

    @Test func theScannerSeesOnlyComments() {
        let text = """
            let url = "https://example.com/a" // Sources/A.swift
            let quote = "say \\"//\\" here"
            /// docs/B.md
            let block = \"\"\"
                // not a comment
                \"\"\" // Tests/C.swift
            """
        #expect(Self.comments(in: text).map(\.text) == ["// Sources/A.swift", "/// docs/B.md", "// Tests/C.swift"])
        #expect(Self.comments(in: text).map(\.line) == [1, 3, 6])
    }

    @Test func sourcesHaveComments() throws {
        let comments = try Self.sourceComments()
        #expect(comments.count > 5_000)
        #expect(comments.contains { $0.text.contains("docs/research/devices.md") })
    }

    /// Paths under Sources/, Tests/, docs/ and Benchmarks/ that a comment names are files or folders here.
    @Test func citedRepositoryPathsExist() throws {
        var missing: [String] = []
        for comment in try Self.sourceComments() {
            for path in Self.matches(Self.repositoryPath, in: comment.text) {
                if !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path) {
                    missing.append("\(comment.file):\(comment.line): \(path)")
                }
            }
        }
        #expect(missing == [])
    }

    /// The team's research notes are cited through their digests in docs/research/, and a file that cites a
    /// seed article says where the seeds are digested.
    @Test func researchIsCitedThroughDocsResearch() throws {
        let comments = try Self.sourceComments()
        var bare: [String] = []
        for comment in comments {
            bare += Self.matches(Self.researchNote, in: comment.text).map { "\(comment.file):\(comment.line): \($0)" }
        }
        #expect(bare == [])
        let byFile = Dictionary(grouping: comments, by: \.file)
        let seedsUncited = byFile.filter { _, comments in
            let text = comments.map(\.text).joined(separator: "\n")
            return !Self.matches(Self.seed, in: text).isEmpty && !text.contains("docs/research/seeds.md")
        }.keys.sorted()
        #expect(seedsUncited == [])
    }

    /// A Markdown file a comment names without its folder (`README.md`) is at the repository's top or in docs/.
    static let bareMarkdown = pattern(#"(?<![\w/.-])([\w+-]+\.md)\b"#)

    @Test func citedMarkdownFilesExist() throws {
        var missing: [String] = []
        for comment in try Self.sourceComments() {
            for name in Self.matches(Self.bareMarkdown, in: comment.text) {
                let places = [name, "docs/" + name]
                if !places.contains(where: { FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path) }) {
                    missing.append("\(comment.file):\(comment.line): \(name)")
                }
            }
        }
        #expect(missing == [])
        #expect(Self.matches(Self.bareMarkdown, in: "// see README.md and docs/formats.md") == ["README.md"])
    }

    /// An issue or session number anywhere in `Sources/` or `Package.swift` — a name (`withoutIssue17Fields`),
    /// a message or a comment.
    static let issueOrSessionAnywhere = pattern(#"(?:issue|session)s?[ _#-]?\d+"#, options: .caseInsensitive)

    @Test func noIssueOrSessionNumbersInNamesOrText() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") || $0.hasSuffix(".h") }.map { "Sources/" + $0 } + ["Package.swift"]
        var found: [String] = []
        for path in paths.sorted() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !Self.matches(Self.issueOrSessionAnywhere, in: String(line)).isEmpty {
                found.append("\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found == [])
        #expect(!Self.matches(Self.issueOrSessionAnywhere, in: "func withoutIssue17Fields()").isEmpty)
        #expect(!Self.matches(Self.issueOrSessionAnywhere, in: "// Session 4 found it").isEmpty)
    }

    /// Comments say why and cite sources; the history of the work is `git log`.
    @Test func noIssueOrSessionNumbers() throws {
        let found = try Self.sourceComments().filter {
            !Self.matches(Self.issueOrSession, in: $0.text).isEmpty
        }
        #expect(found == [])
    }
}
