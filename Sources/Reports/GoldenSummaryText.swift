import Diagnostics
import Goldens
import Output
import Run

/// The golden lines a run prints after the batch summary: changes grouped across profiles, layout
/// first ("comments: view `reply` moved 34 pt up on 24 profiles"), then the images that changed in
/// pixels only, then what was recorded and what lacks a golden.
public enum GoldenSummaryText {
    /// At most this many change lines; the rest are counted (the review page lists them all).
    public static let lineLimit = 20

    /// `report` gives the orphaned goldens (its `jobs` are not read), `jobs` the run's jobs in report order.
    public static func lines(
        for report: BatchReport, jobs: RecordStream<JobReport>, outputFolder: OutputFolder, onCI: Bool
    ) throws(InputError) -> String {
        // Change phrase (with its screen) → the profiles it happened on, in matrix order.
        var groups: [(screen: String, phrase: String, keys: [String])] = []
        var pixelOnly: [JobReport] = []
        var recorded = 0, updated = 0, missing = 0, writtenOnCI = 0
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
            if changes.isEmpty, golden.status == .changed { pixelOnly.append(job) }
            for phrase in changes {
                if let index = groups.firstIndex(where: { $0.screen == job.job.screen && $0.phrase == phrase }) {
                    groups[index].keys.append(job.job.key)
                } else {
                    groups.append((job.job.screen, phrase, [job.job.key]))
                }
            }
        }
        var changeLines: [String] = groups.map { group in
            group.keys.count == 1
                ? "\(group.keys[0]): \(group.phrase)"
                : "\(group.screen): \(group.phrase) on \(group.keys.count) profiles"
        }
        for job in pixelOnly {
            let count = job.golden?.differentPixels ?? 0
            var line = "\(job.job.key): \(count) pixel\(count == 1 ? " differs" : "s differ")"
            if let diff = job.golden?.diffPath { line += " (diff: \(TerminalText.oneLine(outputFolder.root + "/" + diff)))" }
            changeLines.append(line)
        }
        var text = ""
        if !changeLines.isEmpty {
            text += "bezel: golden changes:\n"
            for line in changeLines.prefix(lineLimit) { text += "  \(line)\n" }
            if changeLines.count > lineLimit {
                text += "  … and \(changeLines.count - lineLimit) more: see \(TerminalText.oneLine(outputFolder.root))/\(ReviewPage.fileName)\n"
            }
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
