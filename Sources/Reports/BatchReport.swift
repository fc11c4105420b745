import Checks
import Diagnostics
import Goldens
import Output
import Project
import Run

/// How one job ended in this run.
package enum JobStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// Rendered and written.
    case rendered
    /// Skipped: same input hash as the manifest, files present.
    case unchanged
    /// The render reported bad input; nothing was written for it.
    case failed
    /// Not reached: the run was interrupted first.
    case notRun = "not-run"
}

/// One screen × profile in `report.json` and on the review page.
package struct JobReport: Hashable, Sendable, Codable {
    package var job: JobInfo
    /// The job's position in the whole matrix (before sharding): the order the review page shows
    /// jobs in (catalogue order, not alphabetical), the same in every shard.
    package var order: Int
    package var status: JobStatus
    /// The job's files, relative to the output folder, sorted.
    package var files: [String]
    /// In `Finding.precedes` order, the order the badges are numbered in (`Finding.badge`).
    package var findings: [Finding]
    package var golden: GoldenResult?
    /// For a failed job, the diagnostics it reported, one per line.
    package var errors: [String]?
    /// `true` for a job this run did not plan (`--only`, an accept) but kept from the folder's previous
    /// report, its files still present (the page is the folder's whole state); absent otherwise,
    /// so a full run's report is as before. Such a job does not decide this run's exit status.
    package var fromEarlierRun: Bool?

    package init(job: JobInfo, order: Int, status: JobStatus, files: [String], findings: [Finding], golden: GoldenResult? = nil, errors: [String]? = nil) {
        self.job = job
        self.order = order
        self.status = status
        self.files = files.sorted()
        self.findings = findings.sorted(by: Finding.precedes)
        self.golden = golden
        self.errors = errors
    }

    /// The PNG to show for the job, if it wrote one (not its thumbnail).
    package var image: String? {
        files.first { $0.hasSuffix(".png") && !$0.hasSuffix(Self.thumbnailSuffix) } ?? files.first { $0.hasSuffix(".svg") }
    }

    /// The thumbnail the review page's grid shows, if the job wrote one (`Batch/Thumbnail`).
    var thumbnail: String? { files.first { $0.hasSuffix(Self.thumbnailSuffix) } }

    /// What a thumbnail's path ends with (`Batch/Thumbnail.suffix`, which writes them).
    package static let thumbnailSuffix = ".thumb.png"
}

/// Golden results counted by status.
package struct GoldenCounts: Hashable, Sendable, Codable {
    package var matched = 0
    package var changed = 0
    package var new = 0
    package var orphaned = 0

    init() {}

    package mutating func add(_ status: GoldenResult.Status) {
        switch status {
        case .matched: matched += 1
        case .changed: changed += 1
        case .new: new += 1
        case .orphaned: orphaned += 1
        }
    }

    var total: Int { matched + changed + new + orphaned }
}

/// The numbers a run ends with: on the terminal, at the top of `report.json` and of the review page.
package struct BatchSummary: Hashable, Sendable, Codable {
    /// Jobs in the (shard's) matrix.
    package var jobs = 0
    package var rendered = 0
    package var unchanged = 0
    package var failed = 0
    package var notRun = 0
    /// Files written (a job writes one file per format).
    package var filesWritten = 0
    package var findings = SeverityCounts()
    package var golden = GoldenCounts()
    /// Jobs with a golden result that fails the run.
    package var goldenFailures = 0
    /// Wall-clock seconds, rounded to milliseconds, for the terminal only; 0 when not measured. Not in
    /// `report.json` (nor the review page or `junit.xml`, which are made from it): the same input gives
    /// the same bytes in every output file, so two runs' Output folders compare equal.
    package var seconds = 0.0
    package var interrupted = false
    /// `K/N` of every shard this report covers; empty for an unsharded run.
    package var shards: [String] = []
    /// Jobs kept from earlier runs (`JobReport.fromEarlierRun`): the report was assembled from several
    /// runs. Counted in `jobs`, the findings and the golden counts, not in `rendered`, `unchanged`,
    /// `failed`, `notRun` or `goldenFailures`, which are this run's. Absent (`nil`) when none was kept.
    package var keptFromEarlierRuns: Int?
    /// The views the run's images show as stand-ins (a custom class, a map, a web view), one line each,
    /// `screen: what name (id)`; absent (`nil`) when every view is drawn as itself.
    package var notDrawnExactly: [String]?

    package init() {}

    private enum CodingKeys: String, CodingKey {
        case jobs, rendered, unchanged, failed, notRun, filesWritten, findings, golden, goldenFailures, interrupted, shards, keptFromEarlierRuns, notDrawnExactly
    }
}

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
