import Checks
import Diagnostics
import Output
import Run

/// `review-data.js`: the review page's data, beside `index.html`, which loads it with a `<script src>` (a page
/// opened from `file://` may load a script but not fetch a JSON file). It assigns one global,
/// `BEZEL_REVIEW`, whose fields `Resources/review-page.js` reads:
///
/// - `report`: the summary, the orphaned goldens, `failOn`, the accept commands (`acceptCommand`, before
///   `--record changed --only KEY`; `acceptAll`, the run's whole selection) and `templateLinks`;
/// - `jobs`: one array per job, in report order: `[key, screen, device name, device id, idiom, orientation,
///   window, appearance, iOS (0 unknown), status, image, thumbnail, template, from an earlier run (0/1),
///   findings, golden, errors]`, where every string is an index into `strings` (-1: none), `findings` is a
///   list of `[rule, severity, message, fix, file, line, column, view id, badge (0: none), allowed reason]`,
///   `golden` is 0 or `[status, golden path, diff path, different pixels (-1: not compared), message]` and
///   `errors` 0 or a list of strings;
/// - `strings`: each distinct string once. The whole matrix repeats a few thousand texts over 17,531 jobs
///   (names, rules, fixes), so the table keeps the file a fraction of `report.json`.
///
/// Written a job at a time (the strings last, once every job has named its own), so the run's memory holds the
/// table, not the jobs.
package enum ReviewPageData {
    static let fileName = "review-data.js"

    /// Gives `write` the file a piece at a time: `report`'s summary and settings (its `jobs` are not read),
    /// `jobs` in report order, `links` the templates' links (`ReviewPage.templateLinks`).
    static func write(
        for report: BatchReport, jobs: RecordStream<JobReport>, links: [String: String], to write: (String) throws(InputError) -> Void
    ) throws(InputError) {
        var table = StringTable()
        try write("window.BEZEL_REVIEW = {\"report\":")
        try write(reportJSON(report, links: links))
        try write(",\n\"jobs\":[")
        var first = true
        try jobs.forEach { (job) throws(InputError) in
            try write((first ? "\n" : ",\n") + jobJSON(job, table: &table))
            first = false
        }
        try write("],\n\"strings\":[")
        for (index, text) in table.strings.enumerated() {
            try write((index == 0 ? "\n" : ",\n") + JSONString.embeddableInScript(JSONString.quoted(text)))
        }
        try write("]};\n")
    }

    /// Each distinct string once, numbered in the order first met (so the file is the same on every run).
    struct StringTable {
        var strings: [String] = []
        var numbers: [String: Int] = [:]

        mutating func number(_ text: String?) -> Int {
            guard let text else { return -1 }
            if let number = numbers[text] { return number }
            strings.append(text)
            numbers[text] = strings.count - 1
            return strings.count - 1
        }
    }

    static func reportJSON(_ report: BatchReport, links: [String: String]) -> String {
        let s = report.summary
        var parts: [String] = []
        func field(_ name: String, _ value: String) { parts.append(JSONString.quoted(name) + ":" + value) }
        func number(_ value: Int) -> String { String(value) }
        let findings = "{\"error\":\(s.findings.error),\"warning\":\(s.findings.warning),\"info\":\(s.findings.info)}"
        let golden = "{\"matched\":\(s.golden.matched),\"changed\":\(s.golden.changed),\"new\":\(s.golden.new),\"orphaned\":\(s.golden.orphaned)}"
        var summary = "{\"jobs\":\(s.jobs),\"rendered\":\(s.rendered),\"unchanged\":\(s.unchanged),\"failed\":\(s.failed),\"notRun\":\(s.notRun)"
        summary += ",\"findings\":\(findings),\"golden\":\(golden),\"interrupted\":\(s.interrupted)"
        summary += ",\"shards\":[" + s.shards.map(JSONString.quoted).joined(separator: ",") + "]"
        summary += ",\"keptFromEarlierRuns\":\(s.keptFromEarlierRuns ?? 0)}"
        field("summary", summary)
        field("orphanedGoldens", "[" + report.orphanedGoldens.map { "[" + JSONString.quoted($0.key) + "," + JSONString.quoted($0.goldenPath) + "]" }
            .joined(separator: ",") + "]")
        field("failOn", report.failOn.map { JSONString.quoted($0.rawValue) } ?? "null")
        field("acceptCommand", JSONString.quoted(report.acceptCommand))
        field("acceptAll", JSONString.quoted(report.acceptAllCommand))
        field("templateLinks", "{" + links.keys.sorted().map { JSONString.quoted($0) + ":" + JSONString.quoted(links[$0] ?? "") }
            .joined(separator: ",") + "}")
        return JSONString.embeddableInScript("{" + parts.joined(separator: ",") + "}")
    }

    static func jobJSON(_ job: JobReport, table: inout StringTable) -> String {
        let info = job.job
        var fields: [String] = [
            info.key, info.screen, info.deviceName, info.deviceID, info.idiom.rawValue, info.orientation.rawValue, info.window.rawValue,
            (info.appearance ?? (info.profile.hasSuffix("-dark") ? .dark : .light)).rawValue,
        ].map { String(table.number($0)) }
        fields.append(String(info.ios ?? 0))
        fields.append(String(table.number(job.status.rawValue)))
        fields.append(String(table.number(job.image)))
        fields.append(String(table.number(job.thumbnail)))
        fields.append(String(table.number(info.template)))
        fields.append(job.fromEarlierRun == true ? "1" : "0")
        fields.append("[" + job.findings.map { finding in
            let parts: [String] = [
                String(table.number(finding.rule)), String(table.number(finding.severity.rawValue)), String(table.number(finding.message)),
                String(table.number(finding.fix)), String(table.number(finding.location.file)), String(finding.location.line),
                String(finding.location.column), String(table.number(finding.viewID)), String(finding.badge ?? 0),
                String(table.number(finding.allowedReason)),
            ]
            return "[" + parts.joined(separator: ",") + "]"
        }.joined(separator: ",") + "]")
        if let golden = job.golden {
            fields.append("[" + [
                String(table.number(golden.status.rawValue)), String(table.number(golden.goldenPath)), String(table.number(golden.diffPath)),
                String(golden.differentPixels ?? -1), String(table.number(golden.message)),
            ].joined(separator: ",") + "]")
        } else {
            fields.append("0")
        }
        if let errors = job.errors, !errors.isEmpty {
            fields.append("[" + errors.map { String(table.number($0)) }.joined(separator: ",") + "]")
        } else {
            fields.append("0")
        }
        return "[" + fields.joined(separator: ",") + "]"
    }
}
