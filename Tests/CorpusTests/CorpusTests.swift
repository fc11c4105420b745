import BezelCLI
import Foundation
import Testing

/// Issue 9's bad-input corpus: every case of `Tests/Corpus/cases.tsv` runs `bezel` in-process and must
/// exit with its status and first line of standard error, print nothing on standard output, change
/// nothing outside its scratch output folder and leave no file (whole, partial or temporary) in it.
@Suite struct CorpusTests {
    @Test(arguments: CorpusManifest.cases)
    func badInputIsRefusedCleanly(_ corpusCase: CorpusCase) throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let generated = scratch.path + "/gen", output = scratch.path + "/out"
        try FileManager.default.createDirectory(atPath: generated, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        for name in corpusCase.generatedNames {
            let bytes = try #require(GeneratedInputs.files[name], "cases.tsv:\(corpusCase.line): no generated input '\(name)'")
            try Data(bytes).write(to: URL(fileURLWithPath: generated + "/" + name))
        }
        func substitute(_ text: String) -> String {
            CorpusCase.substitute(text, corpus: CorpusManifest.root, generated: generated, output: output)
        }
        let corpusBefore = TreeSnapshot(CorpusManifest.root)
        let scratchBefore = TreeSnapshot(scratch.path, skipping: ["out"])

        let captured = CapturedConsole()
        let status = BezelCommandLine.run(corpusCase.arguments.map(substitute), console: captured.console)

        let where_ = "cases.tsv:\(corpusCase.line) (\(corpusCase.id))"
        let firstLine = captured.standardError.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        #expect(status == corpusCase.status, "\(where_): stderr: \(captured.standardError.prefix(500))")
        #expect(CorpusCase.matches(firstLine, expected: substitute(corpusCase.firstLine)),
                "\(where_): first line of stderr was:\n\(firstLine.prefix(500))")
        #expect(captured.standardOutput.isEmpty, "\(where_): printed on stdout: \(captured.standardOutput.prefix(200))")

        // Nothing outside the output folder changed: not the corpus, not the generated inputs.
        #expect(TreeSnapshot(CorpusManifest.root).differences(to: corpusBefore) == [], "\(where_)")
        #expect(TreeSnapshot(scratch.path, skipping: ["out"]).differences(to: scratchBefore) == [], "\(where_)")
        // A refused run writes no file at all into the output folder, so none can be partial or temporary.
        #expect(TreeSnapshot(output).files == [], "\(where_)")
    }

    @Test func manifestIsWellFormedAndLargeEnough() {
        #expect(CorpusManifest.parsed.problems == [])
        let cases = CorpusManifest.cases
        #expect(cases.count >= 60)
        let ids = cases.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys.sorted())")
        #expect(cases.allSatisfy { $0.status == 2 }, "every corpus case is bad input")
        #expect(cases.allSatisfy { !$0.firstLine.isEmpty })
    }

    /// Every committed input and every generated one is used by a case, so none rots unnoticed.
    @Test func everyInputIsUsed() throws {
        let arguments = CorpusManifest.cases.flatMap(\.arguments)
        let used = Set(arguments.compactMap { argument -> String? in
            guard let range = argument.range(of: "$CORPUS/") else { return nil }
            return String(argument[range.upperBound...])
        })
        let committed = TreeSnapshot(CorpusManifest.root).files.filter { $0 != "cases.tsv" && !$0.hasSuffix("/.keep") }
        let unused = committed.filter { file in !used.contains { file == $0 || file.hasPrefix($0 + "/") } }
        #expect(unused == [])
        let generatedUsed = Set(CorpusManifest.cases.flatMap(\.generatedNames))
        #expect(Set(GeneratedInputs.files.keys).subtracting(generatedUsed).sorted() == [])
    }
}
