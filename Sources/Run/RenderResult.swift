import Checks
import Project

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
