import Checks
import Devices
import Diagnostics
import Goldens
import Layout
import Project
import Render
import Run
import Drawing
import Screens
import Text

/// One screen × profile of a batch: lay out, check, draw with the findings marked, compare with the
/// goldens, and hand the batch the files to write (the image, the SVG and the `bezel layout --json`
/// text the layout goldens record, and the PNG's thumbnail for the review page) and the findings to report.
package struct ImageJob: Sendable {
    var pipeline: ImagePipeline
    var checkOptions: CheckOptions
    /// The golden comparison, when the run has a goldens folder.
    package var golden: GoldenStage? = nil

    package init(pipeline: ImagePipeline, checkOptions: CheckOptions, golden: GoldenStage? = nil) {
        self.pipeline = pipeline
        self.checkOptions = checkOptions
        self.golden = golden
    }

    package func render(job: RenderJob, screen: Screen) throws -> RenderResult {
        let profile = job.profile
        // Laid out once: the checks, the picture and the layout JSON all read this cell.
        let cell = try LayoutEngine.cell(screen: screen, profile: profile)
        let layout = cell.layout
        // As in `bezel check`: a profile whose unsafe regions no source gives is drawn, not judged (its
        // findings would be about guessed numbers); the run says so in a note (`RenderCommand`).
        let checked = ProfilePlan.hasKnownHardware(profile)
        let findings = checked ? Checker.check(cell: cell, typesetter: pipeline.text.typesetter, options: checkOptions) : []
        let image = try pipeline.render(cell: cell, findings: Self.markers(for: findings), thumbnailWidth: Thumbnail.width)
        var files: [OutputFile] = []
        let base = "\(screen.name)/\(profile.slug)"
        if let png = image.png { files.append(OutputFile(path: base + ".png", bytes: png)) }
        if let svg = image.svg { files.append(OutputFile(path: base + ".svg", bytes: Array(svg.utf8))) }
        files.append(OutputFile(path: base + GoldenFiles.layoutSuffix, bytes: Array(layout.jsonText.utf8)))
        let goldenResult = try golden?.check(GoldenStage.Subject(key: job.key, files: files))
        // The review page's grid shows this small copy; the goldens never see it (it is made from the PNG).
        if let png = image.png {
            files.append(OutputFile(path: base + Thumbnail.suffix, bytes: try Thumbnail.png(of: png, scaled: image.thumbnail)))
        }
        return RenderResult(files: files, findings: findings, golden: goldenResult, checked: checked)
    }

    /// The findings drawn on the image, as `Checker` numbered them (`Finding.badge`): the badges and the
    /// legend show the numbers every report gives. Allowed findings and findings with no region are left off
    /// the picture (the reports still list them).
    package static func markers(for findings: [Finding]) -> [FindingMarker] {
        findings.compactMap { finding in
            guard let number = finding.badge, let region = finding.region else { return nil }
            return FindingMarker(number: number, severity: finding.severity, rule: finding.rule, region: region, message: finding.message)
        }
    }
}
