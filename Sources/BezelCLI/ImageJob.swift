import Bezel
import Diagnostics

/// One screen × profile of a batch: lay out, draw, and hand the batch the files to write.
enum ImageJob {
    static func render(job: RenderJob, screen: Screen, pipeline: ImagePipeline) throws -> RenderResult {
        let image = try pipeline.render(screen: screen, profile: job.profile)
        var files: [OutputFile] = []
        let base = "\(screen.name)/\(job.profile.slug)"
        if let png = image.png { files.append(OutputFile(path: base + ".png", bytes: png)) }
        if let svg = image.svg { files.append(OutputFile(path: base + ".svg", bytes: Array(svg.utf8))) }
        return RenderResult(files: files, findings: [])
    }
}
