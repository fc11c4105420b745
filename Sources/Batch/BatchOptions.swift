import Checks
import Diagnostics
import Output
import Project
import Reports
import Run

/// How a batch runs, after `bezel.yml` and the command line have been combined.
package struct BatchOptions: Sendable {
    /// Where outputs, the manifest and the reports go.
    package var output: OutputFolder
    /// Worker threads (`--jobs`); each holds at most one job's images in memory.
    var workers: Int
    /// Render every job even when its input hash is unchanged (`--force`).
    var force: Bool
    /// Part of every input hash; bump it whenever drawing changes.
    var rendererVersion: String
    /// The render options that change outputs (formats, scale, theme…), as one canonical string the
    /// caller builds in a fixed order. Part of every input hash.
    var renderOptions: String
    /// Findings at or above this severity fail the run (exit 1); `nil`: findings never fail it.
    package var failOn: Severity?
    /// `--shard K/N`; `nil`: the whole matrix.
    package var shard: ShardSpec?
    /// Keep the manifest entries of jobs outside this run's plan whose files are still in the folder
    /// (`--only` runs, other templates rendered into the same folder). Off for sharded runs, whose
    /// manifest is exactly their jobs, because `bezel report merge` joins shards by their manifests.
    var keepOtherEntries: Bool
    /// What the review page prints before `--record changed --only KEY`, e.g. `bezel render Templates`.
    package var acceptCommand: String
    /// Whether the run removes the temporaries killed runs left (`OutputFolder.removeStaleTemporaries(in:writes:)`):
    /// off in a folder that was not Bezel's before this run (`--force-output`), where a file that looks like one
    /// of Bezel's temporaries is someone else's.
    var removesStaleTemporaries = true
    /// The views of the run's screens drawn as stand-ins, one line each (`screen: what name (id)`), for
    /// `report.json`'s summary (`BatchSummary.notDrawnExactly`).
    var notDrawnExactly: [String] = []
    /// The run's `--only` values: the command that accepts all of the run's changes keeps them.
    var acceptOnly: [String]? = nil

    init(
        output: OutputFolder, workers: Int = 1, force: Bool = false, rendererVersion: String, renderOptions: String = "",
        failOn: Severity? = .error, shard: ShardSpec? = nil, keepOtherEntries: Bool = false,
        acceptCommand: String = "bezel render"
    ) {
        self.output = output
        self.workers = max(1, workers)
        self.force = force
        self.rendererVersion = rendererVersion
        self.renderOptions = renderOptions
        self.failOn = failOn
        self.shard = shard
        self.keepOtherEntries = keepOtherEntries
        self.acceptCommand = acceptCommand
    }
}
