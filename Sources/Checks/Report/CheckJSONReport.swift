import Diagnostics

/// `--format json`: every finding (not grouped) with all its fields, then the summary counts.
///
///     {"findings": [{"rule", "severity", "message", "view", "region", "amount", "file", "line", "column",
///       "profile", "device", "orientation", "window", "ios", "fix", "allowed", "allowReason"}],
///      "summary": {"screens", "evaluations", "errors", "warnings", "info", "allowed", "failed"}}
package enum CheckJSONReport {
    package static func render(_ report: CheckReport) -> String {
        var out = "{\n  \"findings\": ["
        let findings = report.findings
        for (n, f) in findings.enumerated() {
            out += n == 0 ? "\n    " : ",\n    "
            out += "{\"rule\": \(JSONString.quoted(f.rule)), \"severity\": \(JSONString.quoted(f.severity.rawValue)), "
            out += "\"message\": \(JSONString.quoted(f.message)), "
            out += "\"view\": \(f.viewID.map(JSONString.quoted) ?? "null"), "
            out += "\"region\": \(f.region.map(JSONText.rect) ?? "null"), "
            out += "\"amount\": \(f.amount.map(JSONText.number) ?? "null"), "
            out += "\"file\": \(JSONString.quoted(f.location.file)), \"line\": \(f.location.line), \"column\": \(f.location.column), "
            out += "\"profile\": \(JSONString.quoted(f.profile)), \"device\": \(JSONString.quoted(f.deviceID)), "
            out += "\"orientation\": \(JSONString.quoted(f.orientation.rawValue)), \"window\": \(JSONString.quoted(f.window.rawValue)), "
            out += "\"ios\": \(f.ios), \"fix\": \(JSONString.quoted(f.fix)), \"allowed\": \(f.isAllowed), "
            out += "\"allowReason\": \(f.allowedReason.map(JSONString.quoted) ?? "null")}"
        }
        out += findings.isEmpty ? "],\n" : "\n  ],\n"
        let c = report.counts
        out += "  \"summary\": {\"screens\": \(report.screenCount), \"evaluations\": \(report.evaluations.count), "
        out += "\"errors\": \(c.errors), \"warnings\": \(c.warnings), \"info\": \(c.infos), \"allowed\": \(c.allowed), "
        out += "\"failed\": \(report.fails)}\n}\n"
        return out
    }
}
