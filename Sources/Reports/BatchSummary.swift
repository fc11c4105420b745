import Checks
import Diagnostics
import Goldens
import Output
import Project
import Run

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
