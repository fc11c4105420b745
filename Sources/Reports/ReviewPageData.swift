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
            try write((index == 0 ? "\n" : ",\n") + JSONString.embeddableInScript(JSONValue.string(text).compact()))
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
        func number(_ value: Int) -> JSONValue { .number(Double(value)) }
        let summary: JSONValue = .object([
            ("jobs", number(s.jobs)), ("rendered", number(s.rendered)), ("unchanged", number(s.unchanged)), ("failed", number(s.failed)),
            ("notRun", number(s.notRun)),
            ("findings", .object([("error", number(s.findings.error)), ("warning", number(s.findings.warning)), ("info", number(s.findings.info))])),
            ("golden", .object([
                ("matched", number(s.golden.matched)), ("changed", number(s.golden.changed)), ("new", number(s.golden.new)),
                ("orphaned", number(s.golden.orphaned)),
            ])),
            ("interrupted", .bool(s.interrupted)), ("shards", .array(s.shards.map(JSONValue.string))),
            ("keptFromEarlierRuns", number(s.keptFromEarlierRuns ?? 0)),
            ("notDrawnExactly", .array((s.notDrawnExactly ?? []).map(JSONValue.string))),
        ])
        let value: JSONValue = .object([
            ("summary", summary),
            ("orphanedGoldens", .array(report.orphanedGoldens.map { .array([.string($0.key), .string($0.goldenPath)]) })),
            ("failOn", report.failOn.map { .string($0.rawValue) } ?? .null),
            ("acceptCommand", .string(report.acceptCommand)),
            ("acceptAll", .string(report.acceptAllCommand)),
            ("templateLinks", .object(links.keys.sorted().map { ($0, .string(links[$0] ?? "")) })),
        ])
        return JSONString.embeddableInScript(value.compact())
    }

    static func jobJSON(_ job: JobReport, table: inout StringTable) -> String {
        let info = job.job
        func number(_ value: Int) -> JSONValue { .number(Double(value)) }
        func string(_ text: String?) -> JSONValue { number(table.number(text)) }
        var fields: [JSONValue] = [
            info.key, info.screen, info.deviceName, info.deviceID, info.idiom.rawValue, info.orientation.rawValue, info.window.rawValue,
            (info.appearance ?? (info.profile.hasSuffix("-dark") ? .dark : .light)).rawValue,
        ].map(string)
        fields.append(number(info.ios ?? 0))
        fields.append(string(job.status.rawValue))
        fields.append(string(job.image))
        fields.append(string(job.thumbnail))
        fields.append(string(info.template))
        fields.append(number(job.fromEarlierRun == true ? 1 : 0))
        fields.append(.array(job.findings.map { finding in
            .array([
                string(finding.rule), string(finding.severity.rawValue), string(finding.message), string(finding.fix),
                string(finding.location.file), number(finding.location.line), number(finding.location.column), string(finding.viewID),
                number(finding.badge ?? 0), string(finding.allowedReason),
            ])
        }))
        if let golden = job.golden {
            fields.append(.array([
                string(golden.status.rawValue), string(golden.goldenPath), string(golden.diffPath), number(golden.differentPixels ?? -1),
                string(golden.message),
            ]))
        } else {
            fields.append(number(0))
        }
        if let errors = job.errors, !errors.isEmpty {
            fields.append(.array(errors.map(string)))
        } else {
            fields.append(number(0))
        }
        return JSONValue.array(fields).compact()
    }
}
