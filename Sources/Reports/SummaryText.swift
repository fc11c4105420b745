import Diagnostics
import Output

/// The lines a run prints at the end, on standard error:
///
///     bezel: 412 images rendered (824 files), 44 unchanged, 0 failed in 52.3 s
///     bezel: findings: 3 errors, 12 warnings, 40 info
///     bezel: goldens: 400 matched, 2 changed, 1 new, 0 orphaned
///     bezel: review: Output/index.html
package enum SummaryText {
    package static func lines(for report: BatchReport, outputFolder: OutputFolder, colour: Bool = false) -> String {
        let s = report.summary
        func paint(_ text: String, _ code: String, when condition: Bool) -> String {
            colour && condition ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
        }
        var first = "\(s.rendered) image\(s.rendered == 1 ? "" : "s") rendered (\(s.filesWritten) file\(s.filesWritten == 1 ? "" : "s")), \(s.unchanged) unchanged"
        first += ", " + paint("\(s.failed) failed", "31", when: s.failed > 0)
        if s.notRun > 0 { first += ", \(s.notRun) not run" }
        if s.seconds > 0 { first += " in " + DecimalNumber.fixed(s.seconds, digits: 1) + " s" }
        if !s.shards.isEmpty { first += " (shard \(TerminalText.oneLine(s.shards.joined(separator: ", "))))" }
        var text = "bezel: " + first + "\n"
        if let kept = s.keptFromEarlierRuns, kept > 0 {
            // A partial run (`--only`, an accept): the findings and goldens below count the whole folder.
            text += "bezel: kept \(kept) image\(kept == 1 ? "" : "s") of earlier runs in the report (not selected this run; counted below)\n"
        }
        if s.interrupted { text += "bezel: " + paint("interrupted", "33", when: true) + ": the manifest lists what was finished; run again to complete\n" }
        text += "bezel: findings: " + paint("\(s.findings.error) error\(s.findings.error == 1 ? "" : "s")", "31", when: s.findings.error > 0)
            + ", " + paint("\(s.findings.warning) warning\(s.findings.warning == 1 ? "" : "s")", "33", when: s.findings.warning > 0)
            + ", \(s.findings.info) info\n"
        let g = s.golden
        text += g.total == 0
            ? "bezel: goldens: not compared\n"
            : "bezel: goldens: \(g.matched) matched, " + paint("\(g.changed) changed", "31", when: g.changed > 0) + ", \(g.new) new, \(g.orphaned) orphaned\n"
        // Written as is (colours): the folder's name is escaped here, as the console escapes messages.
        text += "bezel: review: \(TerminalText.oneLine(outputFolder.root))/\(ReviewPage.fileName)\n"
        return text
    }
}
