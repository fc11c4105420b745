import Checks
import Diagnostics
import FileSystem
import FoundationEssentials
import Output
import Project

/// One screen × profile in the manifest: what it was made from (the input hash), what it wrote, and
/// what the checks found. Findings are kept here, whole (`Checks.Finding`, badge numbers included), so a job
/// skipped as unchanged still reports them.
package struct ManifestEntry: Hashable, Sendable, Codable {
    package var job: JobInfo
    /// SHA-256 (hex) of everything the output depends on; see `InputHash`.
    package var inputHash: String
    /// Sorted by path.
    package var files: [ManifestFile]
    /// In `Finding.precedes` order, the order `Checker` numbers the badges in.
    package var findings: [Finding]

    package init(job: JobInfo, inputHash: String, files: [ManifestFile], findings: [Finding]) {
        self.job = job
        self.inputHash = inputHash
        self.files = files.sorted { $0.path < $1.path }
        self.findings = findings.sorted(by: Finding.precedes)
    }

    package var key: String { job.key }
}
