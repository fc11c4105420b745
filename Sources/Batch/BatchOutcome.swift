import Checks
import Diagnostics
import Output
import Project
import Reports
import Run

/// What a finished (or interrupted) batch leaves: the report and manifest it wrote, and warnings that
/// did not stop it (an unreadable old manifest, temporary files cleaned up).
///
/// The jobs and the manifest's entries are read back from the run's spool (`JobSpool`) a record at a time,
/// as often as asked, for as long as the outcome is kept: the whole matrix's are 46 MB of JSON.
package struct BatchOutcome: Sendable {
    /// `report.json` without its jobs (`jobs` is empty): the summary, the orphaned goldens, `failOn` and the
    /// accept command.
    package var reportHeading: BatchReport
    /// The jobs, in the order `report.json` lists them.
    package var jobs: RecordStream<JobReport>
    /// `manifest.json` without its entries (`entries` is empty).
    var manifestHeading: Manifest
    /// The manifest's entries, by key.
    package var entries: RecordStream<ManifestEntry>
    /// The diagnostics of the jobs that failed, one per line, in report order.
    var errors: [String]
    /// 0, 1 (findings or golden failures), 2 (a job had bad input) or 130 (interrupted): `BatchReport.exitStatus`.
    package var exitStatus: Int32
    var warnings: [String]
    /// Why the manifest and reports could not be written (a full disk, say), when they could not: the
    /// caller still prints each failed job's reason before it, so every image that was lost is named.
    var reportFailure: InputError?

    package var summary: BatchSummary { reportHeading.summary }

    /// `report.json`'s document whole, in memory: for small batches and tests.
    package func report() throws(InputError) -> BatchReport {
        var report = reportHeading
        report.jobs = try jobs.array()
        return report
    }

    /// `manifest.json`'s document whole, in memory: for small batches and tests.
    package func manifest() throws(InputError) -> Manifest {
        var manifest = manifestHeading
        manifest.entries = try entries.array()
        return manifest
    }
}
