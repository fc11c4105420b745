import Checks
import Diagnostics
import Goldens
import Output
import Project
import Run

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
