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
