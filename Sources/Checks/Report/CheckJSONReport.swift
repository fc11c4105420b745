import Diagnostics

/// `--format json`: the format's number, every finding (not grouped) one a line in the one finding shape
/// (`Finding.json`, the shape `report.json` and `manifest.json` keep), then the summary counts.
///
///     {"format": 2,
///      "findings": [{"rule", "severity", "message", "view", "region", "amount", "file", "line", "column",
///        "profile", "device", "orientation", "window", "ios", "fix", "allowed", "allowReason", "badge"}],
///      "summary": {"screens", "evaluations", "errors", "warnings", "info", "allowed", "failed"}}
package enum CheckJSONReport {
    /// 2: the findings are `Finding.json` (with `badge`) and the document says its format; 1 had no
    /// `format` key and no `badge`.
    package static let currentFormat = 2

    package static func render(_ report: CheckReport) -> String {
        json(report).renderedOneEntryPerLine()
    }

    package static func json(_ report: CheckReport) -> JSONValue {
        let c = report.counts
        return .object([
            ("format", .number(Double(currentFormat))),
            ("findings", .array(report.findings.map(\.json))),
            ("summary", .object([
                ("screens", .number(Double(report.screenCount))),
                ("evaluations", .number(Double(report.evaluations.count))),
                ("errors", .number(Double(c.errors))),
                ("warnings", .number(Double(c.warnings))),
                ("info", .number(Double(c.infos))),
                ("allowed", .number(Double(c.allowed))),
                ("failed", .bool(report.fails)),
            ])),
        ])
    }
}
