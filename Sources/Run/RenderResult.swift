import Checks
import Project

/// One file a render produced, still in memory: where it goes (relative to the output folder) and its bytes.
package struct OutputFile: Hashable, Sendable {
    /// Relative to the output folder, `/`-separated, e.g. `comments/iphone-x-portrait.png`.
    /// Checked by `OutputPath` before anything is written.
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// What the golden stage concluded for one screen × profile. Filled by the golden stage;
/// the batch only carries it into the report, the JUnit file and the review page.
package struct GoldenResult: Hashable, Sendable, Codable {
    package enum Status: String, Hashable, Sendable, Codable, CaseIterable {
        /// The output matches its golden within tolerance.
        case matched
        /// The output differs from its golden beyond tolerance.
        case changed
        /// No golden existed (and one may have been recorded).
        case new
        /// A golden that no screen × profile renders any more.
        case orphaned
    }

    package var status: Status
    /// The golden image, relative to the output folder (as the review page links it), when there is one.
    package var goldenPath: String?
    /// The diff image, relative to the output folder, when the stage wrote one.
    package var diffPath: String?
    /// The SHA-256 of the files at `goldenPath` and `diffPath`, so `report merge` copies only the bytes
    /// this run wrote.
    package var goldenSHA256: String?
    package var diffSHA256: String?
    /// How many pixels differ beyond tolerance; `nil` when not compared.
    package var differentPixels: Int?
    /// One line for people: "view `reply` moved 34 pt up", "sizes differ: 1170×2532 vs 1179×2556".
    package var message: String?
    /// True when this result fails the run (a change beyond tolerance, a new golden written in CI).
    package var failsRun: Bool

    package init(status: Status, goldenPath: String? = nil, diffPath: String? = nil, differentPixels: Int? = nil, message: String? = nil, failsRun: Bool = false) {
        self.status = status
        self.goldenPath = goldenPath
        self.diffPath = diffPath
        self.differentPixels = differentPixels
        self.message = message
        self.failsRun = failsRun
    }
}

/// What the per-image pipeline returns for one job. The runner writes `files`, hashes them, keeps
/// `findings` and `golden`, and lets the bytes go before the worker takes its next job.
package struct RenderResult: Sendable {
    /// Every file to write for the job, typically the PNG, the SVG and the layout JSON.
    package var files: [OutputFile]
    package var findings: [Finding]
    package var golden: GoldenResult?
    /// Whether the cell was judged: `false` for a profile whose unsafe regions no source gives
    /// (`ProfilePlan.hasKnownHardware`), drawn without findings.
    package var checked: Bool

    package init(files: [OutputFile], findings: [Finding] = [], golden: GoldenResult? = nil, checked: Bool = true) {
        self.files = files
        self.findings = findings
        self.golden = golden
        self.checked = checked
    }
}

/// The per-image pipeline, as the batch calls it on its worker threads: screen × profile → files and
/// findings. Throwing `Diagnostics.InputError` marks the job failed with those diagnostics; the batch
/// goes on with the other jobs.
package typealias RenderFunction = @Sendable (RenderJob) throws -> RenderResult

/// Re-checks a job that was skipped as unchanged against the goldens (which the input hash does not
/// cover). Receives the job and its outputs from the manifest; `nil` when there is nothing to compare.
package typealias UnchangedCheck = @Sendable (RenderJob, ManifestEntry) throws -> GoldenResult?
