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
///
/// All or nothing: every folder is read and every listed file checked before anything is written, and
/// a write that still fails (a full disk) takes the earlier ones back (`UndoableWrites`), so a failed
/// merge leaves the target folder as it was, not images without the manifest that lists them.
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
        var plan = Plan(targetRoot: ReviewPage.components(of: ReviewPage.absolute(targetFolder.root)))
        for source in sources { try plan.add(source) }

        let manifest = plan.manifest
        let report = plan.report
        var writes = UndoableWrites(targetFolder)
        var filesCopied = 0
        do {
            for copy in plan.copies {
                // Read and checked again: the check before any write named the problem early, this one
                // makes sure the bytes written are the bytes checked.
                guard let bytes = try copy.checkedBytes(), targetFolder.read(copy.path) != bytes else { continue }
                try writes.write(bytes, to: copy.path)
                if copy.sha256 != nil { filesCopied += 1 }
            }
            for (path, bytes) in try ReportFiles.files(manifest: manifest, report: report, for: targetFolder) {
                try writes.write(bytes, to: path)
            }
        } catch {
            writes.undo()
            throw error
        }
        writes.commit()
        return Outcome(manifest: manifest, report: report, filesCopied: filesCopied)
    }

    /// One file to bring from a source folder into the target.
    struct Copy {
        var source: OutputFolder
        var path: OutputPath
        /// The SHA-256 its manifest records; `nil` for the review copies (golden diff images and golden
        /// copies) the manifest does not list, which are copied when readable and skipped otherwise.
        var sha256: String?

        /// The file's bytes, checked against the manifest's hash; `nil` for an unreadable review copy.
        func checkedBytes() throws(InputError) -> [UInt8]? {
            guard let bytes = source.read(path) else {
                guard sha256 == nil else { throw InputError("'\(source.fileSystemPath(path))' is listed in its manifest but missing") }
                return nil
            }
            if let sha256, SHA256.hash(bytes).hex != sha256 {
                throw InputError("'\(source.fileSystemPath(path))' does not match the SHA-256 its manifest records: the artifact is damaged")
            }
            return bytes
        }
    }

    /// Everything the merge will write, gathered by reading the sources only.
    struct Plan {
        let targetRoot: [String]
        var entries: [String: (ManifestEntry, String)] = [:]
        var jobs: [String: (JobReport, String)] = [:]
        var orphans: [String: OrphanedGolden] = [:]
        var renderer: String?
        var summary = BatchSummary()
        var failOn: FindingSeverity??
        var acceptCommand: String?
        /// In the order they are found; listed files are already checked against their hashes.
        var copies: [Copy] = []

        init(targetRoot: [String]) {
            self.targetRoot = targetRoot
        }

        /// Reads one source folder's manifest and report, checks them against the folders before and
        /// checks the hash of every file it lists; throws on the first problem, having written nothing.
        mutating func add(_ source: String) throws(InputError) {
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
                for file in entry.files {
                    let copy = Copy(source: folder, path: try OutputPath(file.path), sha256: file.sha256)
                    guard !sameFolder else { continue }
                    // Checked now, so a damaged file in a later folder stops the merge before any write.
                    _ = try copy.checkedBytes()
                    copies.append(copy)
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
                    if let copy, let path = try? OutputPath(copy) { copies.append(Copy(source: folder, path: path, sha256: nil)) }
                }
            }
            for orphan in report.orphanedGoldens {
                orphans[orphan.key] = orphan
                if !sameFolder, let path = try? OutputPath(orphan.goldenPath) { copies.append(Copy(source: folder, path: path, sha256: nil)) }
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
            summary.interrupted = summary.interrupted || part.interrupted
            summary.shards += part.shards
        }

        var manifest: Manifest { Manifest(renderer: renderer ?? "", entries: entries.values.map(\.0)) }

        /// The merged report. Golden counts are recounted from the jobs, so an orphan listed by several
        /// shards counts once.
        var report: BatchReport {
            var summary = summary
            summary.golden = GoldenCounts()
            for (job, _) in jobs.values { if let golden = job.golden { summary.golden.add(golden.status) } }
            for _ in orphans.values { summary.golden.add(.orphaned) }
            summary.shards = summary.shards.sorted { shardOrder($0) < shardOrder($1) }
            return BatchReport(summary: summary, jobs: jobs.values.map(\.0), orphanedGoldens: Array(orphans.values),
                               failOn: failOn ?? .error, acceptCommand: acceptCommand ?? "bezel render")
        }
    }

    /// `K/N` sorted numerically.
    static func shardOrder(_ text: String) -> (Int, Int) {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        return parts.count == 2 ? (parts[1], parts[0]) : (0, 0)
    }
}
