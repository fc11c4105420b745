import Foundation
@testable import PNG
import Testing
@testable import BezelCLI

/// `bezel diff` run in-process with a captured console.
@Suite struct DiffCommandTests {
    static let fixtures: String = {
        let file = #filePath
        let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        return folder + "/../DiffTests/Fixtures/pixelmatch/"
    }()

    static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(["diff"] + arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "bezel-diff-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The README's rows whose options the command line can express (threshold, defaults otherwise).
    static let rows: [(String, String, Double, Int)] = [
        ("1a.png", "1b.png", 0.05, 143), ("1a.png", "1b.png", 0.1, 106), ("1a.png", "1a.png", 0, 0),
        ("3a.png", "3b.png", 0.05, 212), ("4a.png", "4b.png", 0.05, 36049), ("5a.png", "5b.png", 0.05, 6),
        ("6a.png", "6b.png", 0.05, 51), ("6a.png", "6a.png", 0, 0), ("7a.png", "7b.png", 0.1, 2448),
        ("8a.png", "5b.png", 0.05, 32896),
    ]

    @Test func jsonCountsMatchPixelmatchForEveryExpressibleRow() throws {
        for (first, second, threshold, expected) in Self.rows {
            let run = Self.run([Self.fixtures + first, Self.fixtures + second, "--threshold", "\(threshold)", "--json"])
            #expect(run.status == (expected == 0 ? ExitStatus.success : ExitStatus.findings))
            let json = try Self.json(run.out)
            #expect(json["differentPixels"] as? Int == expected, "\(first) \(second) \(threshold)")
            #expect(json["identical"] as? Bool == (expected == 0))
            let regions = try #require(json["regions"] as? [[String: Any]])
            #expect(regions.compactMap { $0["differentPixels"] as? Int }.reduce(0, +) == expected)
        }
    }

    @Test func jsonReportsSizesTotalAndRatio() throws {
        let run = Self.run([Self.fixtures + "1a.png", Self.fixtures + "1b.png", "--threshold", "0.05", "--json"])
        let json = try Self.json(run.out)
        #expect(json["totalPixels"] as? Int == 512 * 256)
        #expect((json["ratio"] as? Double).map { abs($0 - 143.0 / 131_072) < 1e-6 } == true)
        let sizes = try #require(json["sizes"] as? [[String: Int]])
        #expect(sizes == [["width": 512, "height": 256], ["width": 512, "height": 256]])
    }

    @Test func toleranceDecidesTheExitStatus() {
        let pair = [Self.fixtures + "1a.png", Self.fixtures + "1b.png", "--threshold", "0.05"]
        #expect(Self.run(pair + ["--max-diff-pixels", "143"]).status == ExitStatus.success)
        #expect(Self.run(pair + ["--max-diff-pixels", "142"]).status == ExitStatus.findings)
        #expect(Self.run(pair + ["--max-diff-ratio", "0.0011"]).status == ExitStatus.success)
        #expect(Self.run(pair + ["--max-diff-ratio", "0.001"]).status == ExitStatus.findings)
        let both = Self.run(pair + ["--max-diff-pixels", "1", "--max-diff-ratio", "0.1"])
        #expect(both.status == ExitStatus.badInput)
        #expect(both.err.contains("not both"))
        #expect(Self.run(pair + ["--threshold", "1.5"]).status == ExitStatus.badInput)
    }

    @Test func exactModeIsTheDefault() {
        let same = Self.run([Self.fixtures + "1a.png", Self.fixtures + "1a.png"])
        #expect(same.status == ExitStatus.success)
        #expect(same.out == "identical: 512×256, 131072 pixels (exact)\n")
        let different = Self.run([Self.fixtures + "1a.png", Self.fixtures + "1b.png"])
        #expect(different.status == ExitStatus.findings)
        #expect(different.out.hasPrefix("12933 of 131072 pixels differ (9.867 %, exact), beyond tolerance\n"))
    }

    @Test func differentSizesSayBothSizes() {
        let run = Self.run([Self.fixtures + "1a.png", Self.fixtures + "2a.png"])
        #expect(run.status == ExitStatus.findings)
        #expect(run.out == "different sizes: first is 512×256, second is 256×256\n")
    }

    @Test func badInputNamesThePath() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let valid = try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "5a.png"))
        let cases: [(String, Data, String)] = [
            ("cut.png", valid.prefix(valid.count / 2), "truncated"),
            ("text.png", Data("not an image".utf8), "not a PNG file (bad signature)"),
            ("empty.png", Data(), "empty file (0 bytes)"),
        ]
        for (name, bytes, message) in cases {
            let path = folder + "/" + name
            #expect(FileManager.default.createFile(atPath: path, contents: bytes))
            let run = Self.run([Self.fixtures + "5a.png", path])
            #expect(run.status == ExitStatus.badInput)
            #expect(run.err == "error: \(path): \(message)\n")
        }
        let missing = Self.run([folder + "/nothing.png", Self.fixtures + "5a.png"])
        #expect(missing.status == ExitStatus.badInput)
        #expect(missing.err.contains("\(folder)/nothing.png: cannot read: no such file or directory"))
        #expect(Self.run([Self.fixtures + "5a.png"]).status == ExitStatus.badInput)
        #expect(Self.run([Self.fixtures + "5a.png", folder]).status == ExitStatus.badInput)
    }

    /// The written diff image is pixelmatch's own diff image for the same options.
    @Test func diffImageIsPixelmatchsImage() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/diff.png"
        let run = Self.run([Self.fixtures + "3a.png", Self.fixtures + "3b.png", "--threshold", "0.05", "--diff-image", out])
        #expect(run.status == ExitStatus.findings)
        #expect(try PNGFile.readStraight(out) == PNGFile.readStraight(Self.fixtures + "3diff.png"))

        let wide = folder + "/wide.png"
        _ = Self.run([Self.fixtures + "3a.png", Self.fixtures + "3b.png", "--diff-image", wide, "--side-by-side"])
        let image = try PNGFile.readStraight(wide)
        #expect(image.width == 512 * 3 + 16 && image.height == 256)
    }

    @Test func foldersCompareByRelativePathAndListMissingAndExtra() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for folder in ["a/sub", "b/sub"] { try manager.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true) }
        try manager.copyItem(atPath: Self.fixtures + "6a.png", toPath: "\(root)/a/same.png")
        try manager.copyItem(atPath: Self.fixtures + "6a.png", toPath: "\(root)/b/same.png")
        try manager.copyItem(atPath: Self.fixtures + "6a.png", toPath: "\(root)/a/sub/changed.png")
        try manager.copyItem(atPath: Self.fixtures + "6b.png", toPath: "\(root)/b/sub/changed.png")
        try manager.copyItem(atPath: Self.fixtures + "5a.png", toPath: "\(root)/a/only-a.png")
        try manager.copyItem(atPath: Self.fixtures + "5a.png", toPath: "\(root)/b/only-b.png")

        // In words: each changed, removed and added image is named.
        let words = Self.run(["\(root)/a", "\(root)/b"])
        #expect(words.status == ExitStatus.findings)
        #expect(words.out.contains("sub/changed.png: "), "\(words.out)")
        #expect(words.out.contains("only-a.png: removed (only in the first folder)\n"))
        #expect(words.out.contains("only-b.png: added (only in the second folder)\n"))
        #expect(words.out.hasSuffix("2 compared, 1 identical, 1 changed, 1 removed, 1 added\n"), "\(words.out)")

        let run = Self.run(["\(root)/a", "\(root)/b", "--threshold", "0.05", "--json", "--diff-image", "\(root)/out"])
        #expect(run.status == ExitStatus.findings)
        let json = try Self.json(run.out)
        #expect(json["missing"] as? [String] == ["only-a.png"])
        #expect(json["extra"] as? [String] == ["only-b.png"])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["path"] as? String } == ["same.png", "sub/changed.png"])
        let counts = files.compactMap { ($0["result"] as? [String: Any])?["differentPixels"] as? Int }
        #expect(counts == [0, 51])
        #expect(manager.fileExists(atPath: "\(root)/out/sub/changed.png"))
        #expect(!manager.fileExists(atPath: "\(root)/out/same.png"))

        // Same folders without the strays pass.
        try manager.removeItem(atPath: "\(root)/a/only-a.png")
        try manager.removeItem(atPath: "\(root)/b/only-b.png")
        try manager.copyItem(atPath: Self.fixtures + "6a.png", toPath: "\(root)/b/sub/changed.png.tmp")
        try manager.removeItem(atPath: "\(root)/b/sub/changed.png")
        try manager.moveItem(atPath: "\(root)/b/sub/changed.png.tmp", toPath: "\(root)/b/sub/changed.png")
        let clean = Self.run(["\(root)/a", "\(root)/b"])
        #expect(clean.status == ExitStatus.success)
        #expect(clean.out == "2 compared, 2 identical, 0 changed, 0 removed, 0 added\n")

        // Issue 17: a render's review copies (golden copies, diff images, orphaned goldens' copies) are not
        // images of the run: an output folder compares equal to its goldens and to another run's folder.
        for copy in ["sub/changed.golden.png", "sub/changed.diff.png", "orphaned-goldens/gone/iphone-x-portrait.png"] {
            try manager.createDirectory(atPath: "\(root)/b/" + (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try manager.copyItem(atPath: Self.fixtures + "5a.png", toPath: "\(root)/b/\(copy)")
        }
        #expect(Self.run(["\(root)/a", "\(root)/b"]).out == "2 compared, 2 identical, 0 changed, 0 removed, 0 added\n")

        // A corrupt file inside a folder is bad input naming it.
        #expect(manager.createFile(atPath: "\(root)/b/same.png", contents: Data("x".utf8)))
        let corrupt = Self.run(["\(root)/a", "\(root)/b"])
        #expect(corrupt.status == ExitStatus.badInput)
        #expect(corrupt.err == "error: \(root)/b/same.png: not a PNG file (bad signature)\n")
    }
}
