import Diagnostics
import Goldens
import Output
import Run

/// The golden lines a run prints after the batch summary: changes grouped across profiles ("comments: view
/// `reply` moved 34 pt up on 24 profiles", "comments: pixels differ, layout the same on 46 profiles"), the
/// command that accepts them all (the run's selection with `--record changed`), then what was recorded and
/// what lacks a golden.
package enum GoldenSummaryText {
    /// At most this many change lines; the rest are counted (the review page lists them all).
    static let lineLimit = 20
    /// The change of an image that differs in pixels while its layout is the same.
    static let pixelsOnly = "pixels differ, layout the same"

    /// `report` gives the orphaned goldens (its `jobs` are not read), `jobs` the run's jobs in report order.
    package static func lines(
        for report: BatchReport, jobs: RecordStream<JobReport>, outputFolder: OutputFolder, onCI: Bool
    ) throws(InputError) -> String {
        // What changed (its screen and a change phrase, or "pixels only") → the profiles it happened on, in matrix
        // order: one line per change that reads the same on many profiles, as the review page groups them.
        var groups: [(screen: String, change: String, jobs: [JobReport])] = []
        var recorded = 0, updated = 0, missing = 0, writtenOnCI = 0, waiting = 0
        try jobs.forEach { job in
            // This run's jobs only: the ones kept from earlier runs were reported by those runs.
            guard let golden = job.golden, job.fromEarlierRun != true else { return }
            let parts = GoldenMessage.parts(of: golden.message)
            if parts.contains(GoldenMessage.recorded) { recorded += 1 }
            if parts.contains(GoldenMessage.updated) { updated += 1 }
            if parts.contains(GoldenMessage.missing) || parts.contains(GoldenMessage.missingOnCI) { missing += 1 }
            if parts.contains(GoldenMessage.writtenOnCI) { writtenOnCI += 1 }
            guard golden.status == .changed || golden.status == .new else { return }
            let changes = GoldenMessage.changes(in: golden.message)
            // Waiting to be accepted: a change not rewritten by this run, a golden missing and not written.
            if golden.status == .changed ? !parts.contains(GoldenMessage.updated)
                : !parts.contains(GoldenMessage.recorded) && !parts.contains(GoldenMessage.writtenOnCI) { waiting += 1 }
            // Each change phrase is a group of its own ("view `list` moved 34 pt down" on every profile where it
            // happened, whatever else changed there); an image whose layout is the same changed in pixels only.
            for change in changes.isEmpty && golden.status == .changed ? [pixelsOnly] : changes {
                if let index = groups.firstIndex(where: { $0.screen == job.job.screen && $0.change == change }) {
                    groups[index].jobs.append(job)
                } else {
                    groups.append((job.job.screen, change, [job]))
                }
            }
        }
        // Each line is escaped where it is printed below, so its parts go in as they are.
        let changeLines: [String] = groups.map { group in
            guard group.jobs.count == 1, let job = group.jobs.first else {
                return "\(group.screen): \(group.change) on \(group.jobs.count) profiles"
            }
            guard group.change == pixelsOnly else { return "\(job.job.key): \(group.change)" }
            let count = job.golden?.differentPixels ?? 0
            var line = "\(job.job.key): \(count) pixel\(count == 1 ? " differs" : "s differ")"
            if let diff = job.golden?.diffPath { line += " (diff: \(outputFolder.root)/\(diff))" }
            return line
        }
        var text = ""
        if !changeLines.isEmpty {
            text += "bezel: golden changes:\n"
            for line in changeLines.prefix(lineLimit) { text += "  \(TerminalText.oneLine(line))\n" }
            if changeLines.count > lineLimit {
                text += "  … and \(changeLines.count - lineLimit) more: see \(TerminalText.oneLine(outputFolder.root))/\(ReviewPage.fileName)\n"
            }
        }
        // The command that accepts what waits (`--record changed` rewrites the changed goldens, writes the missing).
        if waiting > 0 {
            text += "bezel: to accept \(waiting == 1 ? "this change" : "these \(waiting) changes") after review: \(TerminalText.oneLine(report.acceptAllCommand))\n"
        }
        if recorded > 0 { text += "bezel: recorded \(recorded) new golden\(recorded == 1 ? "" : "s")\n" }
        if updated > 0 { text += "bezel: updated \(updated) golden\(updated == 1 ? "" : "s")\n" }
        if writtenOnCI > 0 {
            text += "bezel: \(writtenOnCI) golden\(writtenOnCI == 1 ? "" : "s") written on CI: the run fails until they are reviewed and committed\n"
        }
        if missing > 0 {
            text += "bezel: \(missing) image\(missing == 1 ? " has" : "s have") no golden"
            text += onCI ? " (CI records none: record locally with --record missing, review, commit)\n" : " (record with --record missing)\n"
        }
        let orphans = report.orphanedGoldens.count
        if orphans > 0 {
            text += "bezel: \(orphans) orphaned golden\(orphans == 1 ? "" : "s") (no screen × profile renders \(orphans == 1 ? "it" : "them")):"
            text += " " + report.orphanedGoldens.prefix(5).map { TerminalText.oneLine($0.key) }.joined(separator: ", ") + (orphans > 5 ? ", …" : "") + "\n"
        }
        return text
    }
}
