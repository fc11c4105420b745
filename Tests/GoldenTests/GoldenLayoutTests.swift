@testable import Goldens
@testable import Output
@testable import Reports
@testable import Run
import Foundation
import Testing

@Suite struct GoldenLayoutTests {
    static let key = "chat/iphone-15-portrait"

    /// The message the stage gives for a layout golden `old` and an output layout `new`.
    func message(_ old: [UInt8], _ new: [UInt8]) throws -> GoldenResult {
        let stage = try GoldenFixtures.stage(record: .none)
        try GoldenFixtures.write(old, to: stage.settings.directory + "/" + Self.key + ".layout.json")
        return try stage.check(GoldenStage.Subject(key: Self.key, layout: new))
    }

    @Test func aMovedViewIsReportedInWordsWithItsDistanceAndDirection() throws {
        // UIKit's y axis points down: y 700 → 666 is 34 pt up.
        let old = GoldenFixtures.layout(views: [("list", "table", 0, 0, 393, 852), ("reply", "button", 16, 700, 361, 44)])
        let new = GoldenFixtures.layout(views: [("list", "table", 0, 0, 393, 852), ("reply", "button", 16, 666, 361, 44)])
        let result = try message(old, new)
        #expect(result.status == .changed && result.failsRun)
        #expect(result.message == "view `reply` moved 34 pt up")
    }

    @Test func everyKindOfChangeHasItsPhrase() throws {
        let old = GoldenFixtures.layout(safeTop: 47, views: [
            ("header", "view", 0, 0, 393, 100), ("title", "label", 16, 10, 200, 20), ("gone", "label", 0, 0, 10, 10),
            ("body", "label", 0, 120, 393, 300),
        ])
        let new = GoldenFixtures.layout(safeTop: 59, views: [
            ("header", "view", 12, 20, 393, 100), ("title", "label", 28, 30, 200, 20), ("body", "button", 0, 120, 393, 320),
            ("fresh", "image", 0, 0, 5, 5),
        ])
        let phrases = GoldenMessage.changes(in: try message(old, new).message)
        #expect(phrases == [
            "safe area changed (top 47 → 59)",
            "views `header` and `title` moved 12 pt right and 20 pt down",
            "view `gone` removed",
            "view `body` changed from label to button",
            "view `body` resized from 393×300 to 393×320",
            "view `fresh` added",
        ])
    }

    /// Issue 17: layout goldens keep texts, content sizes and row heights, so a changed title or row height
    /// reads in words rather than as a pixel count; a golden written before they were kept still matches
    /// when everything else does.
    @Test func titlesTextsAndRowHeightsAreReportedInWords() throws {
        func layout(title: String, label: String, rowHeight: Double, rows: Double) -> [UInt8] {
            Array("""
                {"screen": "chat", "device": "iphone-15", "orientation": "portrait", "window": "full", "ios": 17,
                 "size": {"width": 393, "height": 852}, "safeArea": {"top": 59, "left": 0, "bottom": 34, "right": 0},
                 "views": [
                  {"id": "navigationBar", "kind": "navigationBar", "frame": {"x": 0, "y": 59, "width": 393, "height": 44}, "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0}, "text": "\(title)"},
                  {"id": "list", "kind": "table", "frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "safeArea": {"top": 59, "left": 0, "bottom": 34, "right": 0}, "adjustedContentInset": {"top": 103, "left": 0, "bottom": 34, "right": 0}, "contentOffset": {"x": 0, "y": -103}, "contentSize": {"width": 393, "height": \(rows * rowHeight)}, "rowHeight": \(rowHeight)},
                  {"id": "hint", "kind": "label", "frame": {"x": 16, "y": 800, "width": 200, "height": 20}, "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0}, "text": "\(label)"}
                 ]}
                """.utf8)
        }
        let old = layout(title: "Inbox", label: "Pull to refresh", rowHeight: 44, rows: 10)
        let new = layout(title: "Mail", label: "Release to refresh", rowHeight: 56, rows: 10)
        #expect(GoldenMessage.changes(in: try message(old, new).message) == [
            "navigationBar title 'Inbox' → 'Mail'",
            "table 'list' rows 44 → 56 pt",
            "table 'list' content size 393×440 → 393×560",
            "label 'hint' text 'Pull to refresh' → 'Release to refresh'",
        ])
        // An older golden (no text, content size or row height) that agrees on the rest is not a change.
        var older = String(decoding: old, as: UTF8.self)
        for key in [", \"text\": \"Inbox\"", ", \"text\": \"Pull to refresh\"", ", \"contentSize\": {\"width\": 393, \"height\": 440.0}", ", \"rowHeight\": 44.0"] {
            older = older.replacingOccurrences(of: key, with: "")
        }
        #expect(!older.contains("\"text\"") && !older.contains("rowHeight"), "\(older)")
        #expect(try message(Array(older.utf8), old).status == .matched)
        // It cannot tell a title it never stored, but a frame that moved is still a change.
        let moved = String(decoding: old, as: UTF8.self).replacingOccurrences(of: "\"y\": 800", with: "\"y\": 700")
        #expect(try message(Array(older.utf8), Array(moved.utf8)).message == "view `hint` moved 100 pt up")
    }

    @Test func manyViewsChangingAlikeAreNamedOnce() throws {
        let ids = ["a", "b", "c", "d", "e", "f"]
        let old = GoldenFixtures.layout(views: ids.map { ($0, "label", 0, 10, 50, 20) })
        let new = GoldenFixtures.layout(views: ids.map { ($0, "label", 0, 0.5, 50, 20) })
        #expect(try message(old, new).message == "views `a`, `b`, `c` and 3 more moved 9.5 pt up")
    }

    @Test func identicalLayoutsMatchAndMissingOnesAreRecorded() throws {
        let layout = GoldenFixtures.layout(views: [("reply", "button", 16, 700, 361, 44)])
        #expect(try message(layout, layout).status == .matched)
        let stage = try GoldenFixtures.stage(record: .missing)
        _ = try stage.check(GoldenStage.Subject(key: Self.key, layout: layout))
        #expect(GoldenFixtures.read(stage.settings.directory + "/" + Self.key + ".layout.json") == layout)
    }

    @Test func aLayoutGoldenThatIsNotJSONIsBadInputNamingItsPath() throws {
        let stage = try GoldenFixtures.stage(record: .changed)
        let file = stage.settings.directory + "/" + Self.key + ".layout.json"
        try GoldenFixtures.write(Array("{ not json".utf8), to: file)
        let error = #expect(throws: (any Error).self) {
            try stage.check(GoldenStage.Subject(key: Self.key, layout: GoldenFixtures.layout(views: [])))
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains(file))
    }

    @Test func theSummaryGroupsTheSameChangeAcrossProfiles() throws {
        func job(_ profile: String, _ message: String?, _ status: GoldenResult.Status, pixels: Int? = nil) throws -> JobReport {
            let json = """
                {"key":"chat/\(profile)","screen":"chat","profile":"\(profile)","deviceID":"d","deviceName":"D","idiom":"phone","orientation":"portrait","window":"full","template":"chat.yml"}
                """
            let info = try JSONDecoder().decode(JobInfo.self, from: Data(json.utf8))
            return JobReport(job: info, order: 0, status: .rendered, files: [], findings: [],
                             golden: GoldenResult(status: status, diffPath: pixels == nil ? nil : "chat/\(profile).diff.png",
                                                  differentPixels: pixels, message: message, failsRun: status != .matched))
        }
        let moved = "view `reply` moved 34 pt up"
        var jobs = try (1...24).map { try job("p\($0)", moved, .changed) }
        jobs.append(try job("q", "view `reply` moved 47 pt up", .changed))
        jobs.append(try job("r", nil, .changed, pixels: 120))
        jobs.append(try job("s", GoldenMessage.recorded, .new))
        jobs.append(try job("t", nil, .matched))
        let report = BatchReport(summary: BatchSummary(), jobs: jobs, failOn: .error, acceptCommand: "bezel render")
        let text = try GoldenSummaryText.lines(for: report, jobs: RecordStream(report.jobs), outputFolder: OutputFolder("Output"), onCI: false)
        #expect(text.contains("  chat: view `reply` moved 34 pt up on 24 profiles\n"))
        #expect(text.contains("  chat/q: view `reply` moved 47 pt up\n"))
        #expect(text.contains("  chat/r: 120 pixels differ (diff: Output/chat/r.diff.png)\n"))
        #expect(text.contains("bezel: recorded 1 new golden\n"))
    }
}
