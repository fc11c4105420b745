import Bezel
import Diagnostics

/// One screen × profile of a batch: lay out, draw, compare with the goldens, and hand the batch the
/// files to write (the image, the SVG and the `bezel layout --json` text the layout goldens record).
enum ImageJob {
    static func render(job: RenderJob, screen: Screen, pipeline: ImagePipeline, golden: GoldenStage? = nil) throws -> RenderResult {
        let image = try pipeline.render(screen: screen, profile: job.profile)
        var files: [OutputFile] = []
        let base = "\(screen.name)/\(job.profile.slug)"
        if let png = image.png { files.append(OutputFile(path: base + ".png", bytes: png)) }
        if let svg = image.svg { files.append(OutputFile(path: base + ".svg", bytes: Array(svg.utf8))) }
        files.append(OutputFile(path: base + GoldenFiles.layoutSuffix, bytes: Array(image.layout.jsonText.utf8)))
        let goldenResult = try golden?.check(GoldenStage.Subject(key: job.key, files: files))
        return RenderResult(files: files, findings: [], golden: goldenResult)
    }
}
