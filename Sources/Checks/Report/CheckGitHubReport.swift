import Diagnostics

/// `--format github`: GitHub Actions workflow commands, one annotation per problem grouped across profiles
/// (`::error file=…,line=…,col=…,title=…::message`), then the summary as a plain line. Errors and warnings
/// map to `::error` and `::warning`, info to `::notice`; allowed findings are left out. The escaping is
/// `WorkflowCommandText`'s (Sources/Diagnostics/Escaping), on Unicode scalars.
package enum CheckGitHubReport {
    package static func render(_ report: CheckReport) -> String {
        var out = ""
        for group in report.groups where !group.first.isAllowed {
            let f = group.first
            let command: String
            switch f.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            var message = "\(f.message) on \(f.profileLabel)"
            if group.count > 1 { message += " (+\(group.count - 1) more profile\(group.count == 2 ? "" : "s"))" }
            message += "\nfix: \(f.fix)"
            out += WorkflowCommandText.command(command, properties: [
                ("file", f.location.file), ("line", "\(f.location.line)"), ("col", "\(f.location.column)"),
                ("title", "bezel \(f.rule)"),
            ], message: message)
        }
        out += CheckTextReport.summary(report) + "\n"
        return out
    }
}
