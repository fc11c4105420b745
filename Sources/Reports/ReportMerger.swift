import Checks
import Diagnostics
import FileSystem
import Goldens
import Hashing
import Output
import Project
import Run

/// `bezel report merge DIR… --out DIR`: joins the output folders of a sharded run into one, as if one
/// process had rendered the whole matrix.
///
/// The manifests' entries are united (a key in two shards means the shards overlapped, or one shard was
/// given twice: the merge refuses, since its counts would be added twice), the reports' jobs likewise,
/// the summaries added up with checked arithmetic (a count too large to add is named with its file and
/// field). Every file a manifest lists is copied into the target folder after its SHA-256 is checked
/// against the manifest, so a damaged artifact is caught here, not in review; the golden stage's review
/// copies and orphaned goldens likewise, against the hashes the report records. Files are read only
/// beneath their source folder, following no link (`FileReader.read(_:beneath:as:)`), so nothing from
/// outside the inputs can land in `--out`. One output path claimed by two keys is refused.
/// Then `manifest.json`, `report.json`, `junit.xml` and `index.html` are written for the whole. The
/// merged manifest is byte-identical to an unsharded run's.
///
/// All or nothing: every folder is read and every listed file checked before anything is written, and
/// a write that still fails (a full disk) takes the earlier ones back (`UndoableWrites`), so a failed
/// merge leaves the target folder as it was, not images without the manifest that lists them.
package enum ReportMerger {
    package struct Outcome: Sendable {
        package var manifest: Manifest
        package var report: BatchReport
        /// Files copied into the target folder (already identical files are not copied).
        package var filesCopied: Int
        /// What did not stop the merge but leaves it short, e.g. `2 of 3 shards merged: missing 3/3`.
        package var warnings: [String] = []
    }

    /// The shards of one `--shard K/N` run that `shards` lack, as `2 of 3 shards merged: missing 3/3`;
    /// `nil` when none is missing or the folders were not sharded. Shards of different counts (`1/2`
    /// with `2/3`) come from different runs and are bad input.
    static func missingShards(_ shards: [String]) throws(InputError) -> String? {
        let parsed = shards.compactMap { try? ShardSpec(parsing: $0) }
        guard let count = parsed.first?.count else { return nil }
        guard parsed.allSatisfy({ $0.count == count }) else {
            throw InputError("the folders hold shards of different runs (\(shards.joined(separator: ", "))): merge the shards of one --shard K/N run")
        }
        let present = Set(parsed.map(\.index))
        let missing = (1...max(count, 1)).filter { !present.contains($0) }
        guard !missing.isEmpty else { return nil }
        return "\(present.count) of \(count) shards merged: missing " + missing.map { "\($0)/\(count)" }.joined(separator: ", ")
    }

    /// `forceOutput`: write into a target folder that holds files and is not Bezel's (`OutputOwnership`).
    package static func merge(_ sources: [String], into target: String, forceOutput: Bool = false) throws(InputError) -> Outcome {
        guard !sources.isEmpty else { throw InputError("report merge needs at least one folder to merge") }
        let targetFolder = OutputFolder(target)
        try OutputOwnership.check(targetFolder, force: forceOutput, writer: "merge")
        var plan = Plan(targetRoot: PathText.components(of: PathText.absolute(targetFolder.root)))
        for source in sources { try plan.add(source) }

        let manifest = plan.manifest
        let report = plan.report
        let missing = try missingShards(report.summary.shards)
        var writes = UndoableWrites(targetFolder)
        var filesCopied = 0
        do {
            for copy in plan.copies {
                // Read and checked again: the check before any write named the problem early, this one
                // makes sure the bytes written are the bytes checked.
                let bytes = try copy.checkedBytes()
                guard (try? targetFolder.read(copy.path)) != bytes else { continue }
                try writes.write(bytes, to: copy.path)
                if copy.isListed { filesCopied += 1 }
            }
            for (path, bytes) in try ReportFiles.bytes(manifest: manifest, report: report, for: targetFolder) {
                try writes.write(bytes, to: path)
            }
        } catch {
            writes.undo()
            throw error
        }
        writes.commit()
        return Outcome(manifest: manifest, report: report, filesCopied: filesCopied, warnings: missing.map { [$0] } ?? [])
    }

    /// One file to bring from a source folder into the target.
    struct Copy {
        var source: OutputFolder
        var path: OutputPath
        /// The SHA-256 its manifest (or, for a review copy, its report) records.
        var sha256: String
        /// The size its manifest records; `nil` for a review copy (the report records none).
        var size: Int?
        /// True for a file the manifest lists; false for the golden stage's review copies (golden copy,
        /// diff image, orphaned golden), which the report lists.
        var isListed: Bool

        /// The file's bytes, read beneath its folder and checked against the recorded hash.
        func checkedBytes() throws(InputError) -> [UInt8] {
            let shown = source.fileSystemPath(path)
            let bytes: [UInt8]
            do {
                bytes = try source.read(path)
            } catch {
                if error.reason == .missing { throw InputError("'\(shown)' is listed in its \(isListed ? "manifest" : "report") but missing") }
                throw InputError("'\(shown)': \(error)")
            }
            guard SHA256.hash(bytes).hex == sha256 else {
                throw InputError("'\(shown)' does not match the SHA-256 its \(isListed ? "manifest" : "report") records: the artifact is damaged")
            }
            if let size, size != bytes.count {
                throw InputError("'\(shown)' is \(bytes.count) bytes, but its manifest records \(size): the manifest does not describe the file")
            }
            return bytes
        }
    }

    /// Everything the merge will write, gathered by reading the sources only.
    struct Plan {
        let targetRoot: [String]
        var entries: [String: (ManifestEntry, String)] = [:]
        /// Each output path to copy, with the key and folder that claim it.
        var claims: [String: (key: String, source: String)] = [:]
        /// The folders merged so far, by device and inode, so one folder given twice (under two names)
        /// is refused.
        var folders: [FolderIdentity: String] = [:]
        var jobs: [String: (JobReport, String)] = [:]
        var orphans: [String: OrphanedGolden] = [:]
        var renderer: String?
        var summary = BatchSummary()
        var failOn: Severity??
        var acceptCommand: String?
        var acceptOnly: [String]?
        /// In the order they are found; listed files are already checked against their hashes.
        var copies: [Copy] = []

        init(targetRoot: [String]) {
            self.targetRoot = targetRoot
        }

        /// Reads one source folder's manifest and report, checks them against the folders before and
        /// checks the hash of every file it lists; throws on the first problem, having written nothing.
        mutating func add(_ source: String) throws(InputError) {
            let folder = OutputFolder(source)
            if let identity = FolderIdentity(source) {
                if let earlier = folders[identity] {
                    throw InputError("'\(source)' is the folder '\(earlier)' again: give each shard once")
                }
                folders[identity] = source
            }
            guard let manifest = try Manifest.read(from: folder) else {
                throw InputError(at: SourceLocation(file: folder.fileSystemPath(try OutputPath(Manifest.fileName)), line: 1, column: 1),
                                 "no manifest here: is '\(source)' a Bezel output folder?")
            }
            let manifestFile = folder.fileSystemPath(try OutputPath(Manifest.fileName))
            let reportFile = folder.fileSystemPath(try OutputPath(BatchReport.fileName))
            guard let report = try BatchReport.read(from: folder) else {
                throw InputError(at: SourceLocation(file: reportFile, line: 1, column: 1), "cannot read the report")
            }

            if let renderer, renderer != manifest.renderer {
                throw InputError("'\(source)' was rendered by renderer \(manifest.renderer), the other folders by \(renderer): render all shards with one bezel")
            }
            renderer = manifest.renderer
            if failOn == nil { failOn = .some(report.failOn) }
            if acceptCommand == nil { acceptCommand = report.acceptCommand }
            if acceptOnly == nil { acceptOnly = report.acceptOnly }

            let sameFolder = PathText.components(of: PathText.absolute(folder.root)) == targetRoot
            for entry in manifest.entries {
                if let (_, from) = entries[entry.key] {
                    throw InputError("'\(entry.key)' is in both '\(from)' and '\(source)': the shards overlap (or one was given twice)")
                }
                entries[entry.key] = (entry, source)
                for file in entry.files {
                    guard (0...FileKind.output.limit).contains(file.size) else {
                        throw InputError(at: SourceLocation(file: manifestFile, line: 1, column: 1),
                                         "'\(TerminalText.oneLine(entry.key))' lists '\(TerminalText.oneLine(file.path))' with the size \(file.size), which no output file can have")
                    }
                    let copy = Copy(source: folder, path: try OutputPath(file.path), sha256: file.sha256, size: file.size, isListed: true)
                    try claim(copy.path, key: entry.key, source: source)
                    guard !sameFolder else { continue }
                    // Checked now, so a damaged file in a later folder stops the merge before any write.
                    _ = try copy.checkedBytes()
                    copies.append(copy)
                }
            }
            for job in report.jobs {
                if let (_, from) = jobs[job.job.key] {
                    throw InputError("'\(job.job.key)' is in the reports of both '\(from)' and '\(source)': the shards overlap (or one was given twice)")
                }
                let job = try Self.checkTied(job, to: entries[job.job.key], source: source, reportFile: reportFile)
                jobs[job.job.key] = (job, source)
                // The golden stage's review copies (diff image, golden copy) are not in the manifest; the
                // report records where they are (only where the stage writes them) and their hashes.
                guard let golden = job.golden else { continue }
                for (path, hash, suffix) in [(golden.goldenPath, golden.goldenSHA256, GoldenFiles.goldenCopySuffix),
                                             (golden.diffPath, golden.diffSHA256, GoldenFiles.diffSuffix)] {
                    guard let path else { continue }
                    try addReviewCopy(path, sha256: hash, expected: [GoldenFiles.path(job.job.key, suffix)], key: job.job.key,
                                      folder: folder, source: source, sameFolder: sameFolder)
                }
            }
            for orphan in report.orphanedGoldens {
                if orphans[orphan.key] != nil {
                    throw InputError("orphaned golden '\(orphan.key)' is in the reports of two folders, the second '\(source)': the shards overlap (or one was given twice)")
                }
                orphans[orphan.key] = orphan
                var expected: [OutputPath] = []
                for suffix in GoldenFiles.goldenSuffixes { expected.append(try OutputPath(GoldenFiles.orphanFolder + "/" + orphan.key + suffix)) }
                try addReviewCopy(orphan.goldenPath, sha256: orphan.sha256, expected: expected, key: orphan.key,
                                  folder: folder, source: source, sameFolder: sameFolder)
            }

            let part = report.summary
            func add(_ total: inout Int, _ value: Int, _ field: String) throws(InputError) {
                total = try Self.checkedSum(total, value, field: "summary." + field, file: reportFile)
            }
            try add(&summary.jobs, part.jobs, "jobs")
            try add(&summary.rendered, part.rendered, "rendered")
            try add(&summary.unchanged, part.unchanged, "unchanged")
            try add(&summary.failed, part.failed, "failed")
            try add(&summary.notRun, part.notRun, "notRun")
            try add(&summary.filesWritten, part.filesWritten, "filesWritten")
            try add(&summary.findings.error, part.findings.error, "findings.error")
            try add(&summary.findings.warning, part.findings.warning, "findings.warning")
            try add(&summary.findings.info, part.findings.info, "findings.info")
            try add(&summary.goldenFailures, part.goldenFailures, "goldenFailures")
            if let kept = part.keptFromEarlierRuns {
                var total = summary.keptFromEarlierRuns ?? 0
                try add(&total, kept, "keptFromEarlierRuns")
                summary.keptFromEarlierRuns = total
            }
            summary.interrupted = summary.interrupted || part.interrupted
            if let lines = part.notDrawnExactly { summary.notDrawnExactly = Array(Set((summary.notDrawnExactly ?? []) + lines)).sorted() }
            guard summary.shards.count + part.shards.count <= ShardSpec.maximumCount else {
                throw InputError(at: SourceLocation(file: reportFile, line: 1, column: 1), "field 'summary.shards' lists more shards than \(ShardSpec.maximumCount)")
            }
            for shard in part.shards {
                // Written by `ShardSpec.description` only: `K/N` with 1 ≤ K ≤ N, in that spelling.
                guard let spec = try? ShardSpec(parsing: shard), spec.description == shard else {
                    throw InputError(at: SourceLocation(file: reportFile, line: 1, column: 1),
                                     "field 'summary.shards' holds '\(TerminalText.oneLine(shard))', which is not a shard K/N with 1 ≤ K ≤ N ≤ \(ShardSpec.maximumCount)")
                }
                guard !summary.shards.contains(shard) else {
                    throw InputError(at: SourceLocation(file: reportFile, line: 1, column: 1),
                                     "shard \(shard) is in two folders, the second '\(TerminalText.oneLine(source))': give each shard once")
                }
            }
            summary.shards += part.shards
        }

        /// Notes that `path` is written for `key` from `source`; one path claimed twice is refused (two
        /// keys, or two shards, would write one file and the manifest would not match it).
        mutating func claim(_ path: OutputPath, key: String, source: String) throws(InputError) {
            if let earlier = claims[path.description] {
                throw InputError("output path '\(path)' is listed for '\(earlier.key)' in '\(earlier.source)' and for '\(key)' in '\(source)': one file cannot be both")
            }
            claims[path.description] = (key, source)
        }

        /// A review copy the report lists: only at the path the golden stage gives it (`expected`),
        /// with the hash the report records.
        mutating func addReviewCopy(_ text: String, sha256: String?, expected: [OutputPath], key: String,
                                    folder: OutputFolder, source: String, sameFolder: Bool) throws(InputError) {
            let path = try OutputPath(text)
            let file = folder.fileSystemPath(try OutputPath(BatchReport.fileName))
            guard expected.contains(path) else {
                throw InputError(at: SourceLocation(file: file, line: 1, column: 1),
                                 "'\(key)' lists the review copy '\(text)', which is not where Bezel writes one for it")
            }
            guard let sha256 else {
                throw InputError(at: SourceLocation(file: file, line: 1, column: 1),
                                 "'\(key)' lists the review copy '\(text)' without its SHA-256: render the shards with this bezel")
            }
            try claim(path, key: key, source: source)
            guard !sameFolder else { return }
            let copy = Copy(source: folder, path: path, sha256: sha256, size: nil, isListed: false)
            _ = try copy.checkedBytes()
            copies.append(copy)
        }

        /// A job of `source`'s report is the job its manifest records: the same job, and exactly the files the
        /// manifest lists for it (relative paths inside the folder, each with its hash and size), so that
        /// nothing else (a URL, a path out of the folder, a file the merge does not copy) reaches the merged
        /// report, `junit.xml` or the review page. Returns the job as the merge keeps it.
        ///
        /// A job only in the report must be one the manifest rightly has no entry for: a failed job, or one an
        /// interrupted run did not reach. A failed job may still list files: a job skipped as unchanged whose
        /// golden check then failed keeps the files of its earlier render in the report (they are on disk), but
        /// the run writes no manifest entry for a failed job. The manifest is what vouches for a file (its
        /// hash and size), and it says nothing of these, so the merge neither copies nor lists them: the merged
        /// job keeps its status, findings and errors with no files. The names are still checked: each must be
        /// a file Bezel writes for that job (`<key>.` and an extension, a plain path inside the folder), so a
        /// list naming anything else (a URL, a path out of the folder, another job's file) is refused by name
        /// as before, not dropped in silence.
        static func checkTied(_ job: JobReport, to recorded: (ManifestEntry, String)?, source: String, reportFile: String) throws(InputError) -> JobReport {
            let start = SourceLocation(file: reportFile, line: 1, column: 1)
            let key = TerminalText.oneLine(job.job.key)
            guard let (entry, from) = recorded, from == source else {
                guard job.status == .failed || job.status == .notRun else {
                    throw InputError(at: start, "job '\(key)' is in the report but not in the manifest of '\(TerminalText.oneLine(source))': the report does not belong to the folder's manifest")
                }
                let ownName = { (file: String) in
                    file.hasPrefix(job.job.key + ".") && file.count > job.job.key.count + 1 && (try? OutputPath(file)) != nil
                }
                if let file = job.files.first(where: { job.status != .failed || !ownName($0) }) {
                    throw InputError(at: start, "job '\(key)' lists the file '\(TerminalText.oneLine(file))', which the manifest of '\(TerminalText.oneLine(source))' does not list")
                }
                var kept = job
                kept.files = []
                return kept
            }
            guard job.job == entry.job else {
                throw InputError(at: start, "job '\(key)' is described differently in the report and in the manifest of '\(TerminalText.oneLine(source))'")
            }
            let listed = Set(entry.files.map(\.path))
            if let file = job.files.first(where: { !listed.contains($0) }) {
                throw InputError(at: start, "job '\(key)' lists the file '\(TerminalText.oneLine(file))', which the manifest of '\(TerminalText.oneLine(source))' does not list for it")
            }
            return job
        }

        /// `total + value` for a count read from `file`, refusing a negative count and a sum past
        /// `maximumCount`, so no later sum or product of counts can overflow (a shard's huge count
        /// crashed the merge with SIGILL).
        static func checkedSum(_ total: Int, _ value: Int, field: String, file: String) throws(InputError) -> Int {
            let start = SourceLocation(file: file, line: 1, column: 1)
            guard value >= 0 else { throw InputError(at: start, "field '\(field)' is negative (\(value))") }
            let (sum, overflow) = total.addingReportingOverflow(value)
            guard !overflow, sum <= maximumCount else { throw InputError(at: start, "field '\(field)' is too large (\(value))") }
            return sum
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
            var report = BatchReport(summary: summary, jobs: jobs.values.map(\.0), orphanedGoldens: Array(orphans.values),
                                     failOn: failOn ?? .error, acceptCommand: acceptCommand ?? "bezel render")
            report.acceptOnly = acceptOnly
            return report
        }
    }

    /// The largest count a merged summary holds: far above any real run (a million screens on every
    /// profile), far below where sums of counts could overflow.
    static let maximumCount = 1 << 40

    /// `K/N` sorted numerically.
    static func shardOrder(_ text: String) -> (Int, Int) {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        return parts.count == 2 ? (parts[1], parts[0]) : (0, 0)
    }
}
