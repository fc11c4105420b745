import Diagnostics
import Hashing

/// `bezel report merge DIR… --out DIR`: joins the output folders of a sharded run into one, as if one
/// process had rendered the whole matrix.
///
/// The manifests' entries are united (a key in two shards must be the same entry, or the shards
/// overlapped and the merge refuses), the reports' jobs likewise, the summaries added up (time: the
/// longest shard, since shards run side by side). Every file a manifest lists is copied into the
/// target folder after its SHA-256 is checked against the manifest, so a damaged artifact is caught
/// here, not in review. Then `manifest.json`, `report.json`, `junit.xml` and `index.html` are
/// written for the whole. The merged manifest is byte-identical to an unsharded run's.
public enum ReportMerger {
    public struct Outcome: Sendable {
        public var manifest: Manifest
        public var report: BatchReport
        /// Files copied into the target folder (already identical files are not copied).
        public var filesCopied: Int
    }

    public static func merge(_ sources: [String], into target: String) throws(InputError) -> Outcome {
        guard !sources.isEmpty else { throw InputError("report merge needs at least one folder to merge") }
        let targetFolder = OutputFolder(target)
        try targetFolder.create()
        let targetRoot = ReviewPage.components(of: ReviewPage.absolute(targetFolder.root))

        var entries: [String: (ManifestEntry, String)] = [:]
        var jobs: [String: (JobReport, String)] = [:]
        var orphans: [String: OrphanedGolden] = [:]
        var renderer: String?
        var summary = BatchSummary()
        var failOn: FindingSeverity??
        var acceptCommand: String?
        var filesCopied = 0

        for source in sources {
            let folder = OutputFolder(source)
            guard let manifest = try Manifest.read(from: folder) else {
                throw InputError(at: SourceLocation(file: folder.fileSystemPath(try OutputPath(Manifest.fileName)), line: 1, column: 1),
                                 "no manifest here: is '\(source)' a Bezel output folder?")
            }
            let reportPath = try OutputPath(BatchReport.fileName)
            guard let reportBytes = folder.read(reportPath) else {
                throw InputError(at: SourceLocation(file: folder.fileSystemPath(reportPath), line: 1, column: 1), "cannot read the report")
            }
            let report: BatchReport = try BatchJSON.decode(reportBytes, file: folder.fileSystemPath(reportPath), what: "a Bezel report")

            if let renderer, renderer != manifest.renderer {
                throw InputError("'\(source)' was rendered by renderer \(manifest.renderer), the other folders by \(renderer): render all shards with one bezel")
            }
            renderer = manifest.renderer
            if failOn == nil { failOn = .some(report.failOn) }
            if acceptCommand == nil { acceptCommand = report.acceptCommand }

            let sameFolder = ReviewPage.components(of: ReviewPage.absolute(folder.root)) == targetRoot
            for entry in manifest.entries {
                if let (existing, from) = entries[entry.key] {
                    guard existing == entry else {
                        throw InputError("'\(entry.key)' is in both '\(from)' and '\(source)' with different contents: the shards overlap")
                    }
                    continue
                }
                entries[entry.key] = (entry, source)
                if !sameFolder {
                    for file in entry.files {
                        if try copy(file, from: folder, to: targetFolder) { filesCopied += 1 }
                    }
                }
            }
            for job in report.jobs {
                if let (existing, from) = jobs[job.job.key] {
                    guard existing == job else {
                        throw InputError("'\(job.job.key)' is in the reports of both '\(from)' and '\(source)': the shards overlap")
                    }
                    continue
                }
                jobs[job.job.key] = (job, source)
                // The golden stage's review copies (diff image, golden copy) are not in the manifest.
                for copy in [job.golden?.diffPath, job.golden?.goldenPath] where !sameFolder {
                    if let copy, let path = try? OutputPath(copy), let bytes = folder.read(path) { try targetFolder.write(bytes, to: path) }
                }
            }
            for orphan in report.orphanedGoldens {
                orphans[orphan.key] = orphan
                if !sameFolder, let path = try? OutputPath(orphan.goldenPath), let bytes = folder.read(path) { try targetFolder.write(bytes, to: path) }
            }

            let part = report.summary
            summary.jobs += part.jobs
            summary.rendered += part.rendered
            summary.unchanged += part.unchanged
            summary.failed += part.failed
            summary.notRun += part.notRun
            summary.filesWritten += part.filesWritten
            summary.findings = summary.findings + part.findings
            summary.goldenFailures += part.goldenFailures
            summary.seconds = max(summary.seconds, part.seconds)
            summary.interrupted = summary.interrupted || part.interrupted
            summary.shards += part.shards
        }

        // Golden counts are recounted from the jobs, so an orphan listed by several shards counts once.
        summary.golden = GoldenCounts()
        for (job, _) in jobs.values { if let golden = job.golden { summary.golden.add(golden.status) } }
        for _ in orphans.values { summary.golden.add(.orphaned) }
        summary.shards = summary.shards.sorted { shardOrder($0) < shardOrder($1) }

        let manifest = Manifest(renderer: renderer ?? "", entries: entries.values.map(\.0))
        let report = BatchReport(summary: summary, jobs: jobs.values.map(\.0), orphanedGoldens: Array(orphans.values),
                                 failOn: failOn ?? .error, acceptCommand: acceptCommand ?? "bezel render")
        try ReportFiles.write(manifest: manifest, report: report, to: targetFolder)
        return Outcome(manifest: manifest, report: report, filesCopied: filesCopied)
    }

    /// Copies one listed file after checking its hash; returns false when the target already holds it.
    static func copy(_ file: ManifestFile, from source: OutputFolder, to target: OutputFolder) throws(InputError) -> Bool {
        let path = try OutputPath(file.path)
        guard let bytes = source.read(path) else {
            throw InputError("'\(source.fileSystemPath(path))' is listed in its manifest but missing")
        }
        guard SHA256.hash(bytes).hex == file.sha256 else {
            throw InputError("'\(source.fileSystemPath(path))' does not match the SHA-256 its manifest records: the artifact is damaged")
        }
        if let existing = target.read(path), existing == bytes { return false }
        try target.write(bytes, to: path)
        return true
    }

    /// `K/N` sorted numerically.
    static func shardOrder(_ text: String) -> (Int, Int) {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        return parts.count == 2 ? (parts[1], parts[0]) : (0, 0)
    }
}
