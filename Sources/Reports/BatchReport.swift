import Checks
import Diagnostics
import Goldens
import Output
import Project
import Run

/// `report.json`: the summary and every job with its findings and golden result, in matrix order.
package struct BatchReport: Hashable, Sendable, Codable {
    package static let fileName = "report.json"

    /// 3: findings in the one finding shape (`Checks/Finding+JSON.swift`, `docs/formats.md`), as
    /// `manifest.json` and `bezel check --format json` write them; 2 kept `Checks.Finding` in its field
    /// names (`viewID`, `deviceID`, `location`), which is still read (`olderFormats`: `bezel report merge`
    /// merges shards of either); 1 kept a reduced copy.
    package static let currentFormat = 3
    /// The formats read besides `currentFormat`.
    package static let olderFormats = [2]

    package var format = currentFormat
    package var summary: BatchSummary
    package var jobs: [JobReport]
    package var orphanedGoldens: [OrphanedGolden]
    /// Findings at or above this severity fail the run; `nil` means findings never fail it.
    package var failOn: Severity?
    /// The command the review page prints to accept a change, before `--record changed --only KEY`.
    package var acceptCommand: String
    /// The run's own `--only` values, which the command that accepts all of the run's changes keeps
    /// (`acceptAllCommand`); absent when the run had none.
    package var acceptOnly: [String]?

    /// The command that accepts every golden change and new golden of the run: the run's selection
    /// (`acceptCommand` and the run's `--only`) with `--record changed`, which rewrites only the goldens that
    /// differ and writes the missing ones, so it accepts exactly the changes the run showed.
    var acceptAllCommand: String {
        acceptCommand + (acceptOnly ?? []).map { " --only " + ShellWord.quoted($0) }.joined() + " --record changed"
    }

    package init(summary: BatchSummary, jobs: [JobReport], orphanedGoldens: [OrphanedGolden] = [], failOn: Severity?, acceptCommand: String) {
        self.summary = summary
        self.jobs = jobs
        self.jobs.sort { ($0.order, $0.job.key) < ($1.order, $1.job.key) }  // in place (see `Manifest.init`)
        self.orphanedGoldens = orphanedGoldens.sorted { $0.key < $1.key }
        self.failOn = failOn
        self.acceptCommand = acceptCommand
    }

    /// The findings that fail the run under `failOn`.
    func failingFindings(in job: JobReport) -> [Finding] {
        return job.findings.filter { $0.fails(at: failOn) }
    }

    /// The exit status the run ends with: 130 interrupted, 2 a job had bad input, 1 findings at or above
    /// `failOn` or golden failures, 0 otherwise. Jobs kept from earlier runs do not count: accepting one
    /// image succeeds while other changes wait for review.
    package var exitStatus: Int32 {
        Self.exitStatus(summary, failingFindings: jobs.contains(where: failsRun))
    }

    /// Whether `job` is one of this run's and has findings at or above `failOn`.
    package func failsRun(_ job: JobReport) -> Bool {
        job.fromEarlierRun != true && !failingFindings(in: job).isEmpty
    }

    /// `exitStatus` of a run with `summary`, where some job `failsRun` when `failingFindings`.
    package static func exitStatus(_ summary: BatchSummary, failingFindings: Bool) -> Int32 {
        if summary.interrupted { return 130 }
        if summary.failed > 0 { return 2 }
        if summary.goldenFailures > 0 || failingFindings { return 1 }
        return 0
    }

    func encoded() throws(InputError) -> [UInt8] { try BatchJSON.encode(self) }

    /// The report in `folder`, `nil` when there is none; one that cannot be read or decoded is an error
    /// naming the file.
    package static func read(from folder: OutputFolder) throws(InputError) -> BatchReport? {
        var jobs: [JobReport] = []
        guard var report = try read(from: folder, jobs: { jobs.append($0) }) else { return nil }
        report.jobs = jobs
        return report
    }

    /// The report in `folder` read a job at a time (`BatchJSON.decode(_:key:array:...)`), in the file's order,
    /// giving each to `job` once the format is known to be this one; returns the report without its jobs, `nil`
    /// when there is none.
    package static func read(from folder: OutputFolder, jobs job: (JobReport) throws(InputError) -> Void) throws(InputError) -> BatchReport? {
        try BatchJSON.read(fileName, in: folder, as: .report, noun: "report", key: "jobs", array: \BatchReport.jobs,
                           format: \.format, currentFormat: currentFormat, olderFormats: olderFormats, element: job)
    }
}
