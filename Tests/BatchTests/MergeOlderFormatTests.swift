@testable import Reports
@testable import Run
@testable import Checks
@testable import Diagnostics
import Foundation
@testable import Geometry
@testable import Output
import Testing

/// `bezel report merge` reads a shard written in the finding shape of `report.json` and `manifest.json`
/// format 2 (`viewID`, `deviceID`, `location`, `region: {origin, size}`) and writes format 3, whose
/// findings have the one shape `bezel check --format json` prints (docs/formats.md).
@Suite struct MergeOlderFormatTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus/merge").path

    /// One finding as format 2 wrote it, Foundation's encoder's way (sorted keys, nil values left out).
    static let formerFinding = """
        {"amount": 34, "badge": 1, "deviceID": "phone-x", "fix": "Pin the footer to the safe area.", "ios": 17,
         "location": {"column": 5, "file": "Templates/a.yml", "line": 12}, "message": "view 'list' shows 34 pt into the home-indicator area",
         "orientation": "portrait", "profile": "phone-x-portrait",
         "region": {"origin": {"x": 0, "y": 778.5}, "size": {"width": 375, "height": 33.333333333333336}},
         "rule": "footer-exposed", "severity": "warning", "viewID": "list", "window": "full"}
        """

    /// The corpus's good shard (`merge/ok`, format 2) with `formerFinding` in its manifest and report.
    func formerShard() throws -> ScratchFolder {
        let shard = ScratchFolder()
        let folder = OutputFolder(shard.path)
        for name in ["manifest.json", "report.json", "a/phone-x-portrait.svg"] {
            var bytes = try #require(readAll(Self.corpus + "/ok/" + name))
            if name.hasSuffix(".json") {
                var text = String(decoding: bytes, as: UTF8.self)
                #expect(text.contains("\"format\": 2"))
                text = text.replacingOccurrences(of: "\"findings\": [],", with: "\"findings\": [" + Self.formerFinding + "],")
                text = text.replacingOccurrences(of: "\"warning\": 0", with: "\"warning\": 1")
                bytes = Array(text.utf8)
            }
            try folder.write(bytes, to: OutputPath(name))
        }
        return shard
    }

    @Test func aFormat2ShardMergesIntoFormat3WithTheSameFinding() throws {
        let shard = try formerShard(), merged = ScratchFolder()
        defer { shard.remove(); merged.remove() }
        _ = try ReportMerger.merge([shard.path], into: merged.path + "/out")

        let out = OutputFolder(merged.path + "/out")
        let report = try #require(try BatchReport.read(from: out))
        #expect(report.format == 3)
        let finding = try #require(report.jobs.first?.findings.first)
        #expect(finding.rule == "footer-exposed")
        #expect(finding.viewID == "list")
        #expect(finding.deviceID == "phone-x")
        #expect(finding.location == SourceLocation(file: "Templates/a.yml", line: 12, column: 5))
        #expect(finding.region == Rect(x: 0, y: 778.5, width: 375, height: 33.333333333333336))
        #expect(finding.amount == 34)
        #expect(finding.badge == 1)
        #expect(finding.allowedReason == nil)
        #expect(try #require(try Manifest.read(from: out)).entries.first?.findings == [finding])

        // The merged files hold the new shape only: the layout JSON's names, a region as a frame.
        for name in ["report.json", "manifest.json"] {
            let text = String(decoding: try #require(readAll(merged.path + "/out/" + name)), as: UTF8.self)
            #expect(text.contains("\"format\" : 3"))
            for key in ["\"view\" : \"list\"", "\"device\" : \"phone-x\"", "\"file\" : \"Templates/a.yml\"", "\"line\" : 12",
                        "\"height\" : 33.333333333333336", "\"allowed\" : false", "\"allowReason\" : null", "\"badge\" : 1"] {
                #expect(text.contains(key), "\(name) lacks \(key)")
            }
            // (`deviceID` stays: the job's own key, not a finding's.)
            for former in ["viewID", "\"location\"", "\"origin\"", "allowedReason"] {
                #expect(!text.contains(former), "\(name) still has \(former)")
            }
        }
    }

    /// A format the types do not read is refused by name, naming the formats that are read.
    @Test func anUnknownReportFormatIsRefusedByName() throws {
        let shard = try formerShard(), merged = ScratchFolder()
        defer { shard.remove(); merged.remove() }
        let path = shard.path + "/report.json"
        let text = String(decoding: try #require(readAll(path)), as: UTF8.self).replacingOccurrences(of: "\"format\": 2", with: "\"format\": 7")
        try OutputFolder(shard.path).write(Array(text.utf8), to: OutputPath("report.json"))
        #expect {
            try ReportMerger.merge([shard.path], into: merged.path + "/out")
        } throws: { error in
            "\(error)".contains("report format 7 is not a format this bezel reads (2 or 3)")
        }
    }
}
