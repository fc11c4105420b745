import Diagnostics
import Output
import Reports

/// `bezel report merge DIR… --out DIR`: joins the output folders of sharded runs into one manifest,
/// one report, one JUnit file and one review page, copying the images after checking their hashes.
struct ReportCommand: Command {
    static let name = "report"
    static let summary = "Merge the output folders of sharded runs (bezel render --shard K/N) into one."
    static let usage = ["report merge DIR... --out DIR [--quiet] [--force-output]"]
    static let options: [OptionSpec] = [
        .option("out", "DIR", "The folder to write the merged outputs to (may be one of the inputs)."),
        .flag("quiet", "Print nothing but errors."),
        .flag("force-output", "Write into a folder that holds files but is not Bezel's output folder; default: exit 2."),
    ]
    static let discussion = """
        The merged manifest.json is byte-identical to the one an unsharded run writes. Exit status: 0, or 1
        when the merged results have findings at or above the runs' --fail-on, golden failures or an
        interrupted shard; 2 when a folder is not a Bezel output, the shards overlap or a file is damaged.

        On GitHub Actions, each job of a matrix (strategy: { matrix: { shard: [1, 2, 3] } }) runs
        bezel render --shard ${{ matrix.shard }}/3 --output out-${{ matrix.shard }} and uploads its folder
        as an artifact; a final job downloads them all and merges them.
        """
    static let examples = [
        CommandExample("bezel render --shard 1/2 --output out-1", "two shards (on two machines), then one folder"),
        CommandExample("bezel render --shard 2/2 --output out-2"),
        CommandExample("bezel report merge out-1 out-2 --out merged"),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard let action = arguments.positionals.first else { throw UsageError("report needs an action: merge") }
        guard action == "merge" else {
            throw UsageError("unknown report action '\(action)'" + Suggestions.didYouMean(action, in: ["merge"]))
        }
        let sources = Array(arguments.positionals.dropFirst())
        guard !sources.isEmpty else { throw UsageError("report merge needs the folders to merge") }
        guard let out = arguments.value("out") else { throw UsageError("report merge needs --out DIR") }
        let outcome = try ReportMerger.merge(sources, into: out, forceOutput: arguments.flag("force-output"))
        // Printed even with --quiet: a merge that is short of a shard is not the whole run.
        for warning in outcome.warnings { console.err("bezel: warning: \(warning)\n") }
        if !arguments.flag("quiet") {
            console.err("bezel: merged \(sources.count) folder\(sources.count == 1 ? "" : "s"), \(outcome.filesCopied) file\(outcome.filesCopied == 1 ? "" : "s") copied\n")
            // Written as is: the summary escapes the names it quotes, and may hold colours.
            console.errControl(SummaryText.lines(for: outcome.report, outputFolder: OutputFolder(out), colour: console.coloursErrors))
        }
        let status = outcome.report.exitStatus
        return status == ExitStatus.interrupted ? ExitStatus.findings : status
    }
}
