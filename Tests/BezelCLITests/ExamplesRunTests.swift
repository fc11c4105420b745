import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Every example in every command's `--help` and every `bezel` command in README.md's code blocks runs
/// as written, against the built `bezel`, in a temporary folder holding a copy of `Templates/`: each
/// exits 0 (passed) or 1 (ran and found problems), never 2 (bad input: a file that does not exist, an
/// option that does not parse) or with "unknown command/option".
///
/// How the run is kept short (both tests together: 49 s for the debug build on 2 shared cores while a
/// whole-matrix render ran beside them, 17 s of CPU): the folder gets a `bezel.yml`
/// that narrows what an example leaves to the project, and nothing else: `templates:` two Templates
/// (comments-load-more and its fixed twin, which the examples name), `devices: iphone-x` and
/// `orientations: [portrait]`. An example that names its own files, devices or orientations uses them
/// (flags and arguments win over bezel.yml), so it runs exactly as written; `bezel render` with no
/// argument draws 3 images instead of 17,531. (`bezel check` takes no devices from bezel.yml: its
/// examples check the two Templates on every profile, which takes a second.)
///
/// The examples of one source run in order in one folder, as a reader would type them: an example may
/// use what an earlier one wrote (`bezel diff` compares two images `bezel render` drew). `CI` is
/// removed from their environment, as on a developer's machine.
@Suite(.serialized) struct ExamplesRunTests {
    static let repository: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/BezelCLITests/ExamplesRunTests.swift
        return parts.joined(separator: "/")
    }()

    /// The `bezel` built beside the test bundle (`.build/<triple>/debug/`).
    static let executable: String? = {
        guard let bundle = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let candidate = URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("bezel").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }()

    static let injectedConfig = """
        # Written by ExamplesRunTests: what the examples leave to the project is kept small.
        templates:
          - Templates/comments-load-more.yml
          - Templates/comments-load-more-fixed.yml
        devices: iphone-x
        orientations: [portrait]

        """

    /// A scratch folder with `Templates/` copied and the small `bezel.yml`.
    static func project() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-examples-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repository + "/Templates", toPath: folder + "/Templates")
        try injectedConfig.write(toFile: folder + "/bezel.yml", atomically: true, encoding: .utf8)
        return folder
    }

    /// Runs `command` with bash in `folder`, `bezel` on the PATH; records a failure unless it ran.
    static func expectRuns(_ command: String, in folder: String, source: String) throws {
        let executable = try #require(executable, "no built 'bezel' next to the test bundle; run 'swift build --build-tests' first")
        let bin = URL(fileURLWithPath: executable).deletingLastPathComponent().path
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try Subprocess.run(["-u", "CI", "--chdir=" + folder, "PATH=" + path, "bash", "-c", command])
        #expect(result.status == 0 || result.status == 1,
                "\(source): `\(command)` exited \(result.status)\n\(result.error.suffix(2000))")
        #expect(result.error.range(of: "unknown (command|option|shell)", options: .regularExpression) == nil,
                "\(source): `\(command)`\n\(result.error.suffix(2000))")
    }

    @Test func everyHelpExampleRuns() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var count = 0
        for command in BezelCommandLine.commands {
            for example in command.examples {
                #expect(example.command.hasPrefix("bezel "))
                try Self.expectRuns(example.command, in: folder, source: "bezel \(command.name) --help")
                count += 1
            }
        }
        #expect(count >= 20)
    }

    @Test func everyReadmeCommandRuns() throws {
        let readme = try String(contentsOfFile: Self.repository + "/README.md", encoding: .utf8)
        let commands = Self.readmeCommands(readme)
        #expect(commands.count >= 20, "\(commands)")
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in commands {
            try Self.expectRuns(command, in: folder, source: "README.md")
        }
    }

    /// The `bezel` commands of README.md's fenced code blocks, in order: in `sh` blocks every line that
    /// starts with `bezel `; in any block a line `$ bezel …` (a command shown with its output); in `yaml`
    /// blocks (CI workflows) every `run:` of `bezel` or `.build/release/bezel`, once per value of the
    /// block's `matrix: { shard: [...] }` when it uses `${{ matrix.shard }}`. The listing of commands
    /// (a block with no language, no `$`) is a table, not commands.
    static func readmeCommands(_ text: String) -> [String] {
        var commands: [String] = []
        var language: String?
        var block: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let current = language {
                    commands += blockCommands(block, language: current)
                    language = nil
                } else {
                    language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                    block = []
                }
                continue
            }
            if language != nil { block.append(line) }
        }
        return commands
    }

    static func blockCommands(_ lines: [String], language: String) -> [String] {
        var commands: [String] = []
        let shards: [String] = lines.lazy.compactMap { line -> [String]? in
            guard let range = line.range(of: #"shard: \[([0-9, ]+)\]"#, options: .regularExpression) else { return nil }
            let list = line[range].drop(while: { $0 != "[" }).dropFirst().dropLast()
            return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }.first ?? []
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("$ bezel ") {
                commands.append(String(trimmed.dropFirst(2)))
            } else if language == "sh", trimmed.hasPrefix("bezel ") {
                commands.append(trimmed)
            } else if language == "yaml", trimmed.hasPrefix("- run: ") {
                var command = String(trimmed.dropFirst("- run: ".count))
                if command.hasPrefix(".build/release/bezel ") { command = String(command.dropFirst(".build/release/".count)) }
                guard command.hasPrefix("bezel ") else { continue }
                if command.contains("${{ matrix.shard }}") {
                    commands += shards.map { command.replacingOccurrences(of: "${{ matrix.shard }}", with: $0) }
                } else {
                    commands.append(command)
                }
            }
        }
        return commands
    }

    /// The extraction itself, on a README of each kind of block.
    @Test func readmeCommandsAreFound() {
        let text = """
            ```
            bezel render   a listing, not a command
            ```

            ```sh
            bash .ci/main
            bezel check --format sarif > bezel.sarif   # a comment
            ```

            ```
            $ bezel layout x.storyboard --device saved
            14 views compared
            ```

            ```yaml
            strategy: { matrix: { shard: [1, 2] } }
              - run: swift build
              - run: .build/release/bezel render --shard ${{ matrix.shard }}/2 --output out-${{ matrix.shard }}
              - run: bezel report merge out-1 out-2 --out Output
            ```
            """
        #expect(Self.readmeCommands(text) == [
            "bezel check --format sarif > bezel.sarif   # a comment",
            "bezel layout x.storyboard --device saved",
            "bezel render --shard 1/2 --output out-1",
            "bezel render --shard 2/2 --output out-2",
            "bezel report merge out-1 out-2 --out Output",
        ])
    }
}
