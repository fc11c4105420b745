import Diagnostics

/// Compiler-style text: one line per problem, grouped across profiles, then the fix, then a summary.
///
///     Templates/comments.yml:14:5: error[footer-exposed]: view 'list' load-more footer shows 34 pt into the
///     home-indicator area on iphone-x portrait (+23 more profiles)
///         fix: keep contentInsetAdjustmentBehavior automatic …
package enum CheckTextReport {
    package static func render(_ report: CheckReport) -> String {
        var out = ""
        // Grouping hashes every finding: done once, for the lines and the summary.
        let groups = report.groups
        for group in groups {
            let f = group.first
            let label = f.isAllowed ? "allowed" : f.severity.rawValue
            // Each part from the input on one line (`TerminalText.oneLine`): a text, an id or a file name
            // holding a line feed would otherwise print a line of its own, which a CI problem matcher reads
            // as another problem.
            out += "\(f.location): \(label)[\(f.rule)]: \(TerminalText.oneLine(f.message)) on \(TerminalText.oneLine(f.profileLabel))"
            if group.count > 1 { out += " (+\(group.count - 1) more profile\(group.count == 2 ? "" : "s"))" }
            out += "\n"
            if let reason = f.allowedReason {
                out += "    allowed by the template's allow: list" + (reason.isEmpty ? " (no reason given)" : ": \(TerminalText.oneLine(reason))") + "\n"
            } else {
                out += "    fix: \(TerminalText.oneLine(f.fix))\n"
            }
        }
        out += summary(report, problems: groups.count) + "\n"
        return out
    }

    /// `checked 16 screens on 412 profiles (1203 evaluations): 3 errors, 5 warnings, 2 info, 1 allowed`;
    /// `checked 25 screens from 23 files on …` when documents hold several screens (scenes).
    package static func summary(_ report: CheckReport) -> String {
        summary(report, problems: report.groups.count)
    }

    static func summary(_ report: CheckReport, problems: Int) -> String {
        let c = report.counts
        let profiles = Set(report.evaluations.map(\.profile)).count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let screens = report.screenCount, files = report.fileCount
        var text = "checked \(plural(screens, "screen"))"
        // A storyboard's scenes are screens of one file: say both counts when they differ.
        if files != screens { text += " from \(plural(files, "file"))" }
        text += " on \(plural(profiles, "profile")) (\(plural(report.evaluations.count, "evaluation"))): "
        text += "\(plural(c.errors, "error")), \(plural(c.warnings, "warning")), \(c.infos) info, \(c.allowed) allowed"
        if problems > 0 { text += " in \(plural(problems, "problem"))" }
        return text
    }
}
