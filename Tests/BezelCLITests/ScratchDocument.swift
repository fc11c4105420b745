import Foundation
import Testing
@testable import BezelCLI

/// A storyboard or XIB written for one test into a folder of its own, and `bezel` commands run on it in the
/// test's process, with what they printed.
struct ScratchDocument {
    let folder: URL
    let path: String

    init(named name: String, _ text: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-document-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// `bezel COMMAND DOCUMENT ARGUMENTS…`.
    func run(_ command: String, _ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run([command, path] + arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    /// Writes `text` as `name`, lays it out with `--device saved --compare-saved`, and expects exit 0 and every
    /// one of `views` views in `scenes` scenes within 0.5 pt of the frame Interface Builder saved.
    static func expectEverySavedFrameAgrees(named name: String, _ text: String, views: Int, scenes: Int,
                                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let document = try ScratchDocument(named: name, text)
        defer { document.remove() }
        let result = document.compareSaved()
        #expect(result.status == 0, "\(result.err)", sourceLocation: sourceLocation)
        #expect(result.out == "\(views) views compared in \(scenes) scenes: \(views) within 0.5 pt (100 %), \(views) within 2 pt (100 %), 0 further off\n",
                "\(result.out)\(result.err)", sourceLocation: sourceLocation)
    }

    /// As `expectEverySavedFrameAgrees`, but within 2 pt: for documents whose text Bezel measures in a substitute
    /// font a fraction of a point wider or narrower than San Francisco, where the rule under test moves views by
    /// tens of points.
    static func expectEverySavedFrameWithinTwoPoints(named name: String, _ text: String, views: Int, scenes: Int,
                                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let document = try ScratchDocument(named: name, text)
        defer { document.remove() }
        let result = document.compareSaved()
        #expect(result.status == 0, "\(result.err)", sourceLocation: sourceLocation)
        // The summary is the last line; the views between 0.5 and 2 pt are listed above it.
        let summary = result.out.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.hasPrefix("\(views) views compared in \(scenes) scenes: ")
                && summary.hasSuffix(" \(views) within 2 pt (100 %), 0 further off"),
                "\(result.out)\(result.err)", sourceLocation: sourceLocation)
    }

    /// `bezel check DOCUMENT --device saved --fail-on never`, expected to exit 0: what it printed on both streams.
    func checkSaved(sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let checked = run("check", ["--device", "saved", "--fail-on", "never"])
        #expect(checked.status == 0, "\(checked.err)", sourceLocation: sourceLocation)
        return checked.out + checked.err
    }

    /// Writes `text` as `name` and lays it out with `--device saved --json`, expecting exit 0: each view's frame by id.
    static func layoutFrames(named name: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [String: (x: Double, y: Double, width: Double, height: Double)]
    {
        let document = try ScratchDocument(named: name, text)
        defer { document.remove() }
        let result = document.run("layout", ["--device", "saved", "--json"])
        #expect(result.status == 0, "\(result.err)", sourceLocation: sourceLocation)
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], sourceLocation: sourceLocation)
        let views = try #require(json["views"] as? [[String: Any]], sourceLocation: sourceLocation)
        var frames: [String: (x: Double, y: Double, width: Double, height: Double)] = [:]
        for view in views {
            guard let id = view["id"] as? String, let frame = view["frame"] as? [String: Double] else { continue }
            frames[id] = (frame["x"] ?? .nan, frame["y"] ?? .nan, frame["width"] ?? .nan, frame["height"] ?? .nan)
        }
        return frames
    }

    /// `bezel layout DOCUMENT --device saved --compare-saved`: the laid-out frames against those Xcode saved.
    func compareSaved() -> (status: Int32, out: String, err: String) {
        run("layout", ["--device", "saved", "--compare-saved"])
    }
}
