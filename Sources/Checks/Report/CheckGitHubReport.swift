/// `--format github`: GitHub Actions workflow commands, one annotation per problem grouped across profiles
/// (`::error file=…,line=…,col=…,title=…::message`), then the summary as a plain line. Errors and warnings
/// map to `::error` and `::warning`, info to `::notice`; allowed findings are left out.
public enum CheckGitHubReport {
    public static func render(_ report: CheckReport) -> String {
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
            out += "::\(command) file=\(property(f.location.file)),line=\(f.location.line),col=\(f.location.column),"
            out += "title=\(property("bezel \(f.rule)"))::\(data(message))\n"
        }
        out += CheckTextReport.summary(report) + "\n"
        return out
    }

    /// A command's message: `%`, CR and LF escaped (actions/toolkit `escapeData`).
    static func data(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    /// A property value: also `:` and `,` escaped (actions/toolkit `escapeProperty`).
    static func property(_ text: String) -> String {
        data(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Every `target` replaced by `replacement`, without Foundation.
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
