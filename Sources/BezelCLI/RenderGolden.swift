import Batch
import Diagnostics
import Goldens
import Output
import Project

/// The golden part of `bezel render`'s command line: its flags, the stage and the orphan search they
/// configure, and the accept command the review page prints.
enum RenderGolden {
    static let options: [OptionSpec] = [
        .option("record", "MODE", "Goldens to write: missing (default; none when CI is set), changed (rewrite differing ones and write missing), all, none.", choices: GoldenRecordMode.allCases.map(\.rawValue)),
        .flag("prune", "Delete orphaned goldens: those no screen × profile of the project renders any more."),
        .option("max-diff-pixels", "N", "A golden comparison passes when at most N pixels differ (default 0)."),
        .option("max-diff-ratio", "R", "A golden comparison passes when at most this fraction (0-1) of the pixels differ."),
        .flag("include-aa", "Count anti-aliased pixels as different (with --threshold)."),
        .flag("ci", "Behave as on CI (as when CI is set): record no golden by default; a missing or newly written golden fails the run."),
    ]

    /// The flags that only make sense with a goldens folder.
    static let goldenOnlyFlags = ["record", "prune", "max-diff-pixels", "max-diff-ratio", "include-aa"]

    /// The stage for this run, or `nil` when no goldens folder is given (`--golden` or `golden:`).
    static func stage(_ arguments: ParsedArguments, config: ProjectConfig, environment: [String: String]) throws -> GoldenStage? {
        guard let directory = config.golden else {
            if let flag = goldenOnlyFlags.first(where: { arguments.flag($0) || arguments.value($0) != nil }) {
                throw UsageError("--\(flag) needs a goldens folder: --golden DIR, or golden: in bezel.yml")
            }
            return nil
        }
        guard !directory.isEmpty else { throw UsageError("--golden must name a folder") }
        let onCI = arguments.flag("ci") || GoldenRecordMode.isCI(environment)
        var record = GoldenRecordMode.standard(onCI: onCI)
        if let text = arguments.value("record") {
            guard let mode = GoldenRecordMode(rawValue: text) else {
                let names = GoldenRecordMode.allCases.map(\.rawValue)
                throw UsageError("--record takes \(names.joined(separator: ", ")), not '\(text)'" + Suggestions.didYouMean(text, in: names))
            }
            record = mode
        }
        var thresholds = config.thresholds
        switch (arguments.value("max-diff-pixels"), arguments.value("max-diff-ratio")) {
        case (.some, .some):
            throw UsageError("give --max-diff-pixels or --max-diff-ratio, not both")
        case let (.some(text), nil):
            guard let count = Int(text), count >= 0 else { throw UsageError("--max-diff-pixels takes a whole number from 0, not '\(text)'") }
            thresholds.maxDiffPixels = count
            thresholds.maxDiffRatio = nil
        case let (nil, .some(text)):
            guard let ratio = DecimalNumber.parse(text), ratio >= 0, ratio <= 1 else { throw UsageError("--max-diff-ratio takes a number from 0 to 1, not '\(text)'") }
            thresholds.maxDiffRatio = ratio
            thresholds.maxDiffPixels = nil
        case (nil, nil):
            break
        }
        if arguments.flag("include-aa") {
            guard thresholds.threshold != nil else { throw UsageError("--include-aa needs --threshold (perceptual mode)") }
            thresholds.includeAA = true
        }
        let stage = try GoldenStage(settings: GoldenSettings(directory: directory, record: record, onCI: onCI, thresholds: thresholds),
                                output: OutputFolder(config.output))
        if stage.goldensAreOutputs {
            throw UsageError("the goldens folder and the output folder are the same ('\(directory)'): keep goldens apart from outputs")
        }
        return stage
    }

    /// The command the review page completes with `--record changed --only KEY`: this command line
    /// without the flags that only concern this run (`--only`, `--shard`, `--record`, `--prune`,
    /// `--force`, `--quiet`, `--jobs`, `--ci`), so accepting a change renders the same image.
    static func acceptCommand(_ arguments: ParsedArguments, options: [OptionSpec]) -> String {
        let dropped: Set<String> = ["only", "shard", "record", "prune", "force", "quiet", "jobs", "ci", "help"]
        var words = ["bezel", "render"] + arguments.positionals.map(shellQuoted)
        for spec in options where !dropped.contains(spec.name) {
            if spec.valueName == nil {
                if arguments.flag(spec.name) { words.append("--" + spec.name) }
            } else {
                let values = spec.repeatable ? arguments.values(spec.name) : arguments.value(spec.name).map { [$0] } ?? []
                for value in values {
                    words.append("--" + spec.name)
                    words.append(shellQuoted(value))
                }
            }
        }
        return words.joined(separator: " ")
    }

    /// `value` as one POSIX shell word: bare when it is made of safe characters, else single-quoted.
    static func shellQuoted(_ value: String) -> String {
        // Scalars, not Characters: a Prepend or combining mark fuses with a quote into one Character that
        // compares unequal to "'", which left the quote unescaped.
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./,:=@%+".unicodeScalars)
        if !value.isEmpty, value.unicodeScalars.allSatisfy({ safe.contains($0) }) { return value }
        var quoted = "'"
        for scalar in value.unicodeScalars {
            if scalar == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(scalar) }
        }
        return quoted + "'"
    }

    /// The orphan search's settings from the command line: the project's matrix without the flags that
    /// narrow this run (`OrphanSearch` says why), whether templates were named, and `--prune`.
    static func orphanSearch(_ arguments: ParsedArguments) throws -> OrphanSearch {
        let narrowed = ["device", "devices", "orientation", "orientations", "window", "windows"].contains { arguments.value($0) != nil }
        return OrphanSearch(
            referenceConfig: narrowed ? try referenceConfig(arguments) : nil,
            namesTemplates: !arguments.positionals.isEmpty, prune: arguments.flag("prune"))
    }

    /// The project's config with the template paths and every flag except those that narrow the matrix.
    static func referenceConfig(_ arguments: ParsedArguments) throws -> ProjectConfig {
        let narrowing: Set<String> = ["devices", "orientation", "window"]
        let overrides = try ConfigOverrides.parse(templates: arguments.positionals) { name in
            narrowing.contains(name) ? [] : arguments.values(name)
        }
        return try ProjectConfigLoader.load(configFlag: arguments.value("config")).overriding(with: overrides)
    }
}
