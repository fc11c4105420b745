@testable import Batch
@testable import Checks
@testable import Diagnostics
@testable import Output
@testable import Project
@testable import Run
@testable import Devices
import Foundation
@testable import Geometry
import Testing
@testable import BezelCLI
#if canImport(Glibc)
import Glibc
#endif

@Suite struct ReportCommandTests {
    /// A fresh scratch folder.
    static func scratch() -> String {
        var template = Array("/tmp/bezel-cli-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        return made.map { String(cString: $0) } ?? "/tmp/bezel-cli-test-fallback"
    }

    static func profile(_ id: String, _ orientation: Orientation) -> Profile {
        let size = orientation.isLandscape ? Size(width: 844, height: 390) : Size(width: 390, height: 844)
        return Profile(deviceID: id, deviceName: id, idiom: .phone, ios: 18, orientation: orientation, window: .full,
                       screenSize: size, windowFrame: Rect(origin: .zero, size: size), scale: 3, safeAreaInsets: nil,
                       statusBarHeight: nil, cornerRadius: nil, sensorHousing: .none, hasHomeIndicator: false,
                       homeIndicatorSize: nil, horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }

    static let jobs: [RenderJob] = {
        let screens = ["a", "b"].map { MatrixScreen(name: $0, path: "Templates/\($0).yml", templateBytes: Array("screen: \($0)".utf8)) }
        let profiles = ["phone-x", "phone-y"].flatMap { id in Orientation.allCases.map { profile(id, $0) } }
        return RenderMatrix.jobs(screens: screens) { _ in profiles }
    }()

    static func render(_ job: RenderJob) -> RenderResult {
        let findings = job.profile.orientation == .landscapeLeft
            ? [Finding(rule: "clipped", severity: .warning, message: "clipped", viewID: nil, region: nil, amount: nil,
                       location: SourceLocation(file: job.screen.path, line: 1, column: 1), profile: job.profile, fix: "")] : []
        return RenderResult(files: [OutputFile(path: job.key + ".svg", bytes: Array("<svg id='\(job.key)'/>".utf8))], findings: findings)
    }

    @Test func mergeJoinsShardsIntoTheUnshardedManifest() throws {
        let root = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try BatchRunner.run(Self.jobs, options: BatchOptions(output: OutputFolder(root + "/whole"), rendererVersion: "v"),
                                shouldStop: { false }, render: Self.render)
        for index in 1...2 {
            _ = try BatchRunner.run(Self.jobs, options: BatchOptions(output: OutputFolder(root + "/s\(index)"), rendererVersion: "v",
                                                                     shard: ShardSpec(index: index, count: 2)),
                                    shouldStop: { false }, render: Self.render)
        }
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(["report", "merge", root + "/s1", root + "/s2", "--out", root + "/merged"], console: captured.console)
        #expect(status == ExitStatus.success, "\(captured.standardError)")
        #expect(captured.standardError.contains("merged 2 folders, \(Self.jobs.count) files copied"))
        #expect(captured.standardError.contains("findings: 0 errors, 4 warnings, 0 info"))
        let whole = OutputFolder(root + "/whole"), merged = OutputFolder(root + "/merged")
        let manifest = try OutputPath("manifest.json")
        #expect(try !whole.read(manifest).isEmpty)
        #expect(try merged.read(manifest) == whole.read(manifest))
        for name in ["report.json", "junit.xml", "review-data.js", "index.html"] { #expect(merged.containsFile(try OutputPath(name))) }
    }

    @Test func mergeFailsWithStatusOneOnFailingFindings() throws {
        let root = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try BatchRunner.run(Self.jobs, options: BatchOptions(output: OutputFolder(root + "/s1"), rendererVersion: "v", failOn: .warning),
                                shouldStop: { false }, render: Self.render)
        let captured = CapturedConsole()
        #expect(BezelCommandLine.run(["report", "merge", root + "/s1", "--out", root + "/s1", "--quiet"], console: captured.console) == ExitStatus.findings)
        #expect(captured.standardError.isEmpty)
    }

    @Test(arguments: [
        (["report"], "report needs an action: merge"),
        (["report", "merg", "x", "--out", "y"], "unknown report action 'merg'; did you mean 'merge'?"),
        (["report", "merge", "--out", "y"], "report merge needs the folders to merge"),
        (["report", "merge", "x"], "report merge needs --out DIR"),
    ])
    func badCommandLinesAreUsageErrors(arguments: [String], message: String) {
        let captured = CapturedConsole()
        #expect(BezelCommandLine.run(arguments, console: captured.console) == ExitStatus.badInput)
        #expect(captured.standardError.contains(message))
        #expect(captured.standardError.contains("Usage: bezel report merge"))
    }

    @Test func mergingAFolderThatIsNotAnOutputIsBadInput() {
        let root = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let captured = CapturedConsole()
        #expect(BezelCommandLine.run(["report", "merge", root, "--out", root + "/out"], console: captured.console) == ExitStatus.badInput)
        #expect(captured.standardError.contains("manifest.json:1:1: error: no manifest here"))
    }

    @Test func initWritesTheDefaultsOnceAndReplacesOnlyWithForce() throws {
        let root = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/bezel.yml"
        let first = CapturedConsole()
        #expect(BezelCommandLine.run(["init", "--path", path], console: first.console) == ExitStatus.success)
        #expect(try ProjectConfigLoader.load(path: path, required: true) == ProjectConfig())

        let folder = OutputFolder(root)
        try folder.write("output: Mine\n", to: OutputPath("bezel.yml"))
        let second = CapturedConsole()
        #expect(BezelCommandLine.run(["init", "--path", path], console: second.console) == ExitStatus.badInput)
        #expect(second.standardError.contains("bezel.yml:1:1: error: already exists; add --force"))
        #expect(try ProjectConfigLoader.load(path: path, required: true).output == "Mine")

        let forced = CapturedConsole()
        #expect(BezelCommandLine.run(["init", "--path", path, "--force"], console: forced.console) == ExitStatus.success)
        #expect(try ProjectConfigLoader.load(path: path, required: true) == ProjectConfig())
    }
}
