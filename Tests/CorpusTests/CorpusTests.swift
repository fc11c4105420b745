@testable import BezelCLI
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
        var mayBlock = false
        for name in corpusCase.generatedNames {
            let (files, folders, specials) = GeneratedInputs.entries(for: name)
            #expect(!files.isEmpty || !folders.isEmpty || !specials.isEmpty, "cases.tsv:\(corpusCase.line): no generated input '\(name)'")
            for folder in folders {
                try FileManager.default.createDirectory(atPath: generated + "/" + folder, withIntermediateDirectories: true)
            }
            for (file, bytes) in files {
                let url = URL(fileURLWithPath: generated + "/" + file)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
            for (key, special) in specials {
                try Self.make(special, at: generated + "/" + key, generated: generated)
                mayBlock = mayBlock || special.mayBlock
            }
        }
        func substitute(_ text: String) -> String {
            CorpusCase.substitute(text, corpus: CorpusManifest.root, generated: generated, output: output)
        }
        let corpusBefore = TreeSnapshot(CorpusManifest.root)
        let scratchBefore = TreeSnapshot(scratch.path, skipping: ["out"])

        let arguments = corpusCase.arguments.map(substitute)
        let status: Int32, standardOutput: String, standardError: String
        // A case with an environment, a working folder (`CWD=`) or an input that could block if a fix
        // regressed (a named pipe) runs the built `bezel` in a child process under a timeout.
        if corpusCase.environment.isEmpty && !mayBlock {
            let captured = CapturedConsole()
            status = BezelCommandLine.run(arguments, console: captured.console)
            (standardOutput, standardError) = (captured.standardOutput, captured.standardError)
        } else {
            let environment = corpusCase.environment.filter { $0.name != "CWD" }.map { ($0.name, substitute($0.value)) }
            let directory = corpusCase.environment.first { $0.name == "CWD" }.map { substitute($0.value) }
            let outcome = try BezelProcess.run(arguments, environment: environment, workingDirectory: directory)
            (status, standardOutput, standardError) = (outcome.status, outcome.out, outcome.err)
        }

        let place = "cases.tsv:\(corpusCase.line) (\(corpusCase.id))"
        let firstLine = standardError.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        #expect(status == corpusCase.status, "\(place): stderr: \(standardError.prefix(500))")
        #expect(CorpusCase.matches(firstLine, expected: substitute(corpusCase.firstLine)),
                "\(place): first line of stderr was:\n\(firstLine.prefix(500))")
        #expect(standardOutput.isEmpty, "\(place): printed on stdout: \(standardOutput.prefix(200))")

        // Nothing outside the output folder changed: not the corpus, not the generated inputs.
        #expect(TreeSnapshot(CorpusManifest.root).differences(to: corpusBefore) == [], "\(place)")
        #expect(TreeSnapshot(scratch.path, skipping: ["out"]).differences(to: scratchBefore) == [], "\(place)")
        // A refused run writes no file at all into the output folder, so none can be partial or temporary.
        #expect(TreeSnapshot(output).files == [], "\(place)")
    }

    /// Makes a generated special entry at `path` (its folders first).
    static func make(_ special: GeneratedSpecial, at path: String, generated: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch special {
        case .namedPipe:
            guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        case .link(let target):
            let resolved = CorpusCase.substitute(target, corpus: CorpusManifest.root, generated: generated, output: "")
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: resolved)
        case .sparse(let size):
            guard FileManager.default.createFile(atPath: path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
            guard truncate(path, off_t(size)) == 0 else { throw CocoaError(.fileWriteUnknown) }
        case .latin1Name:
            let bytes = Array(path.utf8).split(separator: 0xC3, omittingEmptySubsequences: false)
                .enumerated().flatMap { index, part in index == 0 ? Array(part) : [0xE9] + part.dropFirst() }
            let descriptor = open((bytes + [0]).map { CChar(bitPattern: $0) }, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
            close(descriptor)
        }
    }

    /// Issue 9: a symbolic link someone placed inside the output folder is not followed out of it; the
    /// job fails with a message, the run exits 2, and nothing lands where the link points. Both for a
    /// single image (issue 12: `--device`, written by `SingleImage`) and for the batch (`--devices`).
    @Test(arguments: [["--device", "iphone-x"], ["--devices", "iphone-x", "--orientation", "portrait"]])
    func linkInsideTheOutputFolderIsNotFollowed(selection: [String]) throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.path + "/out", elsewhere = scratch.path + "/elsewhere"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output + "/good", withDestinationPath: elsewhere)
        // An earlier run's lock marks the folder as Bezel's (`OutputOwnership`), which it must be for a run to write in it.
        FileManager.default.createFile(atPath: output + "/.bezel.lock", contents: nil)

        let captured = CapturedConsole()
        let status = BezelCommandLine.run(["render", CorpusManifest.root + "/good/screen.yml"] + selection
                                          + ["--format", "svg", "--out", output, "--quiet"], console: captured.console)
        #expect(status == 2)
        #expect(captured.standardError.contains("refusing to write through '\(output)/good': it is a symbolic link"),
                "\(captured.standardError)")
        #expect(TreeSnapshot(elsewhere).entries.isEmpty)
        // The run's own files are whole and there is no temporary file left anywhere.
        let left = TreeSnapshot(output)
        // (`.bezel.lock` is the run's lock file, kept on purpose: see OutputLock.)
        #expect(left.entries.keys.filter { $0 != ".bezel.lock" && $0.split(separator: "/").contains { $0.hasPrefix(".") } } == [])
        if selection[0] == "--device" {
            // A single image keeps no manifest: nothing but the lock is left.
            #expect(left.files == [".bezel.lock"])
        } else {
            #expect(left.files.contains("manifest.json"))
        }
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
        let generatedUsed = CorpusManifest.cases.flatMap(\.generatedNames) + ResourceTests.generatedNames
        let unusedGenerated = Set(GeneratedInputs.files.keys).union(GeneratedInputs.folders).union(GeneratedInputs.specials.keys).filter { key in
            !generatedUsed.contains { key == $0 || key.hasPrefix($0 + "/") }
        }
        #expect(unusedGenerated.sorted() == [])
    }
}
