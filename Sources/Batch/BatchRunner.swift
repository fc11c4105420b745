import Checks
import Diagnostics
import Hashing
import Goldens
import Output
import Project
import Reports
import Run
import Synchronization

/// Runs a batch: renders the jobs that changed on a pool of worker threads, writes every output
/// atomically, and finishes with `manifest.json`, `report.json`, `junit.xml` and `index.html`.
///
/// Memory: a worker holds one job's `RenderResult` while it writes the files, then drops it; the job's
/// records (paths, hashes, findings) go to the run's spool on disk (`JobSpool`), and what stays in memory
/// is their place and a few counts (`Finished`). The closing files are written from the spool a record at
/// a time. Peak memory therefore grows with the number of workers and the largest image, not with the
/// number of jobs.
package enum BatchRunner {
    /// Runs `jobs` (the whole matrix; `options.shard` picks this process's share).
    ///
    /// - `render`: the per-image pipeline, called concurrently from worker threads.
    /// - `checkUnchanged`: re-checks a job skipped as unchanged against its golden (optional).
    /// - `orphanedGoldens`: goldens no job renders, found by the golden stage (optional).
    /// - `progress`: draws progress; `nil` draws nothing.
    /// - `shouldStop`: polled between jobs; SIGINT's flag by default.
    package static func run(
        _ jobs: [RenderJob],
        options: BatchOptions,
        progress: ProgressMeter? = nil,
        orphanedGoldens: [OrphanedGolden] = [],
        shouldStop: @escaping @Sendable () -> Bool = { InterruptFlag.isRequested },
        checkUnchanged: UnchangedCheck? = nil,
        render: @escaping RenderFunction
    ) throws(InputError) -> BatchOutcome {
        let clock = ContinuousClock()
        let started = clock.now
        let folder = options.output
        var warnings: [String] = []
        try folder.create()
        // The folders the matrix writes into, not the whole tree: at the top only the temporaries of the
        // report files; a screen's folder is the run's own.
        let reports: Set<String> = [Manifest.fileName, BatchReport.fileName, JUnitReport.fileName, ReviewPage.fileName]
        let removed = !options.removesStaleTemporaries ? 0 : folder.removeStaleTemporaries(in: Set(jobs.map(\.screen.name)).union([""])) { folder, name in
            folder.isEmpty ? reports.contains(name) : true
        }
        if removed > 0 { warnings.append("removed \(removed) temporary file\(removed == 1 ? "" : "s") left by an interrupted run") }

        // The run's records, and the previous run's manifest entries, wait on disk (`JobSpool`).
        let spool = try JobSpool(in: folder)
        // The previous manifest, read an entry at a time: what stays in memory is each entry's input hash and
        // its place in the spool (the whole matrix's manifest decoded whole was 100 MB).
        var read: [String: PreviousEntry] = [:]
        var hadManifest = false
        do {
            hadManifest = try Manifest.read(from: folder) { entry in
                if read[entry.key] == nil { read[entry.key] = PreviousEntry(inputHash: entry.inputHash, record: spool.keep(entry)) }
            } != nil
        } catch {
            read = [:]
            warnings.append("\(error.description); rendering every job again")
        }
        let previousEntries = read
        let manifestWritten = hadManifest ? (try? OutputPath(Manifest.fileName)).flatMap { folder.fileStatus($0)?.modified } : nil
        // The previous entry of `key`, when there is one and the spool gives it back (else the job is drawn again).
        let previousEntry = { @Sendable (key: String) -> ManifestEntry? in
            previousEntries[key].flatMap { try? spool.record(ManifestEntry.self, at: $0.record) }
        }

        // The report's settings, known before any job: what `failsRun` asks of each job as it finishes.
        var heading = BatchReport(summary: BatchSummary(), jobs: [], orphanedGoldens: orphanedGoldens,
                                  failOn: options.failOn, acceptCommand: options.acceptCommand)
        heading.acceptOnly = options.acceptOnly
        let plan = options.shard?.select(jobs) ?? jobs
        let planned = Set(plan.map(\.key))
        // The folder's whole state: entries and jobs of earlier runs that this run does not
        // plan (`--only`, an accept) are kept as long as their files are still there, whole.
        var keptEntries: [(key: String, record: Range<Int>)] = []
        var keptReports: [Finished] = []
        // This run's jobs' places in the earlier report's matrix.
        var earlierOrders: [String: Int] = [:]
        if options.keepOtherEntries, hadManifest {
            for (key, previous) in previousEntries where !planned.contains(key) {
                if let entry = previousEntry(key), filesPresent(entry, in: folder, before: manifestWritten) { keptEntries.append((key, previous.record)) }
            }
            if !keptEntries.isEmpty {
                let keys = Set(keptEntries.map(\.key))
                do {
                    _ = try BatchReport.read(from: folder) { job in
                        if keys.contains(job.job.key), let entry = previousEntry(job.job.key) {
                            keptReports.append(Finished(JobOutcome(report: kept(job, entry: entry, in: folder), entry: nil), in: spool, heading: heading))
                        } else if planned.contains(job.job.key) {
                            earlierOrders[job.job.key] = job.order
                        }
                    }
                } catch {
                    keptReports = []
                    earlierOrders = [:]
                    warnings.append("\(error.description); the report lists only this run's images")
                }
            }
        }
        var matrixOrder: [String: Int] = [:]
        for (index, job) in jobs.enumerated() where matrixOrder[job.key] == nil { matrixOrder[job.key] = index }
        if !keptReports.isEmpty {
            // A partial run's matrix is its selection; the kept jobs carry their places in the earlier,
            // whole matrix, so this run's jobs take theirs from the earlier report where it has them.
            matrixOrder.merge(earlierOrders) { _, earlier in earlier }
        }
        // The documents just read are freed on this thread, whose memory the workers do not reuse.
        FreedMemory.release()
        let orders = plan.map { matrixOrder[$0.key] ?? 0 }
        var hashes: [String] = []
        hashes.reserveCapacity(plan.count)
        for job in plan {
            hashes.append(try InputHash.of(job, rendererVersion: options.rendererVersion, options: options.renderOptions))
        }

        let inputHashes = hashes
        let finishedJobs = Mutex([Finished?](repeating: nil, count: plan.count))
        let startedCount = WorkerPool.run(count: plan.count, workers: options.workers, shouldStop: shouldStop) { [heading] index in
            let job = plan[index]
            // Read back only when it can save the render: the same input, and no `--force`.
            let unchanged = !options.force && previousEntries[job.key]?.inputHash == inputHashes[index] ? previousEntry(job.key) : nil
            let outcome = process(job, order: orders[index], inputHash: inputHashes[index], unchanged: unchanged,
                                  manifestWritten: manifestWritten, options: options, checkUnchanged: checkUnchanged, render: render)
            let finished = Finished(outcome, in: spool, heading: heading)
            finishedJobs.withLock { $0[index] = finished }
            progress?.advance()
        }
        progress?.finish()
        let interrupted = startedCount < plan.count

        // Put together in matrix order; the spooled records are listed in each file's order at the end.
        var summary = BatchSummary()
        summary.jobs = plan.count
        summary.interrupted = interrupted
        if let shard = options.shard { summary.shards = [shard.description] }
        if !options.notDrawnExactly.isEmpty { summary.notDrawnExactly = options.notDrawnExactly }
        // Taken out of the lock, so that this is their only array and it can be freed once read.
        var finished: [Finished?] = []
        finishedJobs.withLock { swap(&finished, &$0) }
        var jobs: [Finished] = []
        jobs.reserveCapacity(plan.count + keptReports.count)
        var entries: [(key: String, record: Range<Int>)] = []
        entries.reserveCapacity(plan.count + keptEntries.count)
        for (index, job) in plan.enumerated() {
            let done = finished[index] ?? notRun(job, order: orders[index], previous: previousEntries[job.key], in: spool, heading: heading)
            if let entry = done.entry { entries.append((done.key, entry)) }
            switch done.status {
            case .rendered:
                summary.rendered += 1
                summary.filesWritten += done.fileCount
            case .unchanged: summary.unchanged += 1
            case .failed: summary.failed += 1
            case .notRun: summary.notRun += 1
            }
            if done.status != .notRun { summary.findings = summary.findings + done.findings }
            if let golden = done.golden {
                summary.golden.add(golden)
                if done.goldenFailsRun { summary.goldenFailures += 1 }
            }
            jobs.append(done)
        }
        finished = []
        // The manifest describes the folder: images an earlier run (or a run that waited for this
        // folder's lock) left are listed as long as they are still there, whole; the report keeps
        // their jobs, counted in the union's totals but not in this run's rendered/unchanged/failed.
        entries += keptEntries
        for kept in keptReports {
            summary.jobs += 1
            if kept.status != .notRun { summary.findings = summary.findings + kept.findings }
            if let golden = kept.golden { summary.golden.add(golden) }
            jobs.append(kept)
        }
        if !keptReports.isEmpty { summary.keptFromEarlierRuns = keptReports.count }
        for _ in orphanedGoldens { summary.golden.add(.orphaned) }
        summary.seconds = roundedSeconds(clock.now - started)
        heading.summary = summary

        // In each file's order: the report's by matrix place (`BatchReport.init`), the manifest's by key (`Manifest.init`).
        jobs.sort { ($0.order, $0.key) < ($1.order, $1.key) }
        entries.sort { $0.key < $1.key }
        var outcome = BatchOutcome(
            reportHeading: heading, jobs: spool.stream(of: JobReport.self, at: jobs.map(\.report)),
            manifestHeading: Manifest(renderer: options.rendererVersion, entries: []),
            entries: spool.stream(of: ManifestEntry.self, at: entries.map(\.record)),
            errors: jobs.flatMap(\.errors),
            exitStatus: BatchReport.exitStatus(summary, failingFindings: jobs.contains(where: \.failsRun)),
            warnings: warnings, reportFailure: spool.failure)
        // A record the spool could not keep leaves the files unwritable: the old ones stay, and the failure says why.
        if outcome.reportFailure == nil {
            do {
                try ReportFiles.write(manifest: outcome.manifestHeading, entries: outcome.entries, report: heading, jobs: outcome.jobs, to: folder)
            } catch {
                outcome.reportFailure = error
            }
        }
        return outcome
    }

    /// A job of the earlier report whose manifest entry is kept, marked as from an earlier run. What the job is,
    /// its files and its findings are the manifest entry's, which the run checked against the folder
    /// (`filesPresent`): a report's own list could name anything (a URL the review page would then load, a path
    /// out of the folder). A review copy (golden copy, diff image) no longer on disk is dropped from its golden
    /// result, so the page links nothing that is gone.
    static func kept(_ job: JobReport, entry: ManifestEntry, in folder: OutputFolder) -> JobReport {
        var job = JobReport(job: entry.job, order: job.order, status: job.status, files: entry.files.map(\.path),
                            findings: entry.findings, golden: job.golden, errors: job.errors)
        job.fromEarlierRun = true
        if var golden = job.golden {
            let present = { (path: String?) in path.flatMap { try? OutputPath($0) }.map(folder.containsFile) ?? false }
            if !present(golden.goldenPath) { golden.goldenPath = nil; golden.goldenSHA256 = nil }
            if !present(golden.diffPath) { golden.diffPath = nil; golden.diffSHA256 = nil }
            job.golden = golden
        }
        return job
    }

    /// What the run keeps of a job it did not reach (interrupted): the files and findings of its previous
    /// entry, which the manifest keeps as it is (the record already in the spool).
    static func notRun(_ job: RenderJob, order: Int, previous: PreviousEntry?, in spool: JobSpool, heading: BatchReport) -> Finished {
        let entry = previous.flatMap { try? spool.record(ManifestEntry.self, at: $0.record) }
        let report = JobReport(job: JobInfo(job), order: order, status: .notRun, files: entry?.files.map(\.path) ?? [],
                               findings: entry?.findings ?? [])
        var finished = Finished(JobOutcome(report: report, entry: nil), in: spool, heading: heading)
        if entry != nil { finished.entry = previous?.record }
        return finished
    }

    /// A previous manifest entry as the run keeps it: its input hash, and its place in the spool.
    struct PreviousEntry: Sendable {
        var inputHash: String
        var record: Range<Int>
    }

    /// One job's result as a worker makes it: small, no image bytes.
    struct JobOutcome: Sendable {
        var report: JobReport
        /// What the manifest records for the job; `nil` for a failed job (so the next run retries it).
        var entry: ManifestEntry?
    }

    /// What the run keeps in memory of a job once its records are in the spool (`JobSpool`): where they are,
    /// and what the summary, the exit status and the terminal need.
    struct Finished: Sendable {
        var key: String
        var order: Int
        var status: JobStatus
        var fileCount: Int
        var findings: SeverityCounts
        var golden: GoldenResult.Status?
        var goldenFailsRun: Bool
        /// `BatchReport.failsRun`: one of this run's jobs with findings at or above `failOn`.
        var failsRun: Bool
        /// A failed job's diagnostics, one per line.
        var errors: [String]
        var report: Range<Int>
        var entry: Range<Int>?

        /// Keeps `outcome`'s records in `spool`.
        init(_ outcome: JobOutcome, in spool: JobSpool, heading: BatchReport) {
            let report = outcome.report
            key = report.job.key
            order = report.order
            status = report.status
            fileCount = report.files.count
            findings = SeverityCounts(report.findings)
            golden = report.golden?.status
            goldenFailsRun = report.golden?.failsRun ?? false
            failsRun = heading.failsRun(report)
            errors = report.status == .failed ? report.errors ?? [] : []
            self.report = spool.keep(report)
            entry = outcome.entry.map(spool.keep)
        }
    }

    static func process(
        _ job: RenderJob, order: Int, inputHash: String, unchanged previous: ManifestEntry?, manifestWritten: Int?, options: BatchOptions,
        checkUnchanged: UnchangedCheck?, render: RenderFunction
    ) -> JobOutcome {
        let info = JobInfo(job)
        // `previous`: the previous entry when its input hash is this job's and `--force` is off (the caller reads
        // it back from the spool only then).
        if let previous, filesPresent(previous, in: options.output, before: manifestWritten) {
            let entry = ManifestEntry(job: info, inputHash: inputHash, files: previous.files, findings: previous.findings)
            var golden: GoldenResult?
            do {
                golden = try checkUnchanged?(job, entry)
            } catch {
                return failed(info, order, error, previousFiles: previous.files, findings: previous.findings)
            }
            return JobOutcome(report: JobReport(job: info, order: order, status: .unchanged, files: entry.files.map(\.path),
                                                findings: entry.findings, golden: golden),
                              entry: entry)
        }
        do {
            let result = try render(job)
            let written = try write(result, of: job, to: options.output)
            let entry = ManifestEntry(job: info, inputHash: inputHash, files: written, findings: result.findings)
            return JobOutcome(report: JobReport(job: info, order: order, status: .rendered, files: written.map(\.path),
                                                findings: result.findings, golden: result.golden),
                              entry: entry)
        } catch {
            return failed(info, order, error, previousFiles: [], findings: [])
        }
    }

    /// Writes one cell's files into `folder` (`writeFiles`) and returns them as the manifest records them,
    /// each with its SHA-256.
    static func write(_ result: RenderResult, of job: RenderJob, to folder: OutputFolder) throws(InputError) -> [ManifestFile] {
        let paths = try writeFiles(result, of: job, to: folder)
        return zip(result.files, paths).map { file, path in
            ManifestFile(path: path.description, sha256: SHA256.hash(file.bytes).hex, size: file.bytes.count)
        }
    }

    /// Writes one cell's files into `folder`, each atomically, and returns their paths. Every path is checked
    /// before anything is written, so a bad path leaves no partial set of files. The batch's workers (through
    /// `write`) and a single image (`SingleImage`, which keeps no manifest and so hashes nothing) write with it.
    static func writeFiles(_ result: RenderResult, of job: RenderJob, to folder: OutputFolder) throws(InputError) -> [OutputPath] {
        var seen: Set<String> = []
        let paths = try result.files.map { file throws(InputError) in try OutputPath(file.path) }
        for path in paths where !seen.insert(path.description).inserted {
            throw InputError("the render of \(job.key) names '\(path)' twice")
        }
        for (file, path) in zip(result.files, paths) {
            try folder.write(file.bytes, to: path)
        }
        return paths
    }

    static func failed(_ info: JobInfo, _ order: Int, _ error: any Error, previousFiles: [ManifestFile], findings: [Finding]) -> JobOutcome {
        let lines = (error as? InputError)?.diagnostics.map(\.description) ?? ["error: \(error)"]
        return JobOutcome(report: JobReport(job: info, order: order, status: .failed, files: previousFiles.map(\.path), findings: findings, errors: lines),
                          entry: nil)
    }

    /// True when every file the entry lists is a regular file of the recorded size, last written no later
    /// than the manifest (`manifestWritten`, nanoseconds). A batch writes its files before its manifest; a
    /// file written after it was written by something else — a single image (`SingleImage`, which keeps no
    /// manifest) drawn with other settings into the same folder, or a person — and may hold other bytes of
    /// the same size, so its job is drawn again. At worst (files copied without their times) that redraws
    /// what was current; it never keeps what is not.
    static func filesPresent(_ entry: ManifestEntry, in folder: OutputFolder, before manifestWritten: Int?) -> Bool {
        entry.files.allSatisfy { file in
            guard let path = try? OutputPath(file.path), let status = folder.fileStatus(path) else { return false }
            return status.size == file.size && manifestWritten.map { status.modified <= $0 } ?? true
        }
    }

    static func roundedSeconds(_ duration: Duration) -> Double {
        let parts = duration.components
        let milliseconds = parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000
        return Double(milliseconds) / 1000
    }
}
