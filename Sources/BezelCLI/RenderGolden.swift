import Bezel
import Diagnostics

/// The golden part of `bezel render`: its flags, the stage they configure, the accept command the
/// review page prints, and the orphan search with its scope.
enum RenderGolden {
    static let options: [OptionSpec] = [
        .option("record", "MODE", "Goldens to write: missing (default; none when CI is set), changed (rewrite differing ones and write missing), all, none."),
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
        // compares unequal to "'", which left the quote unescaped (issue 18).
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./,:=@%+".unicodeScalars)
        if !value.isEmpty, value.unicodeScalars.allSatisfy({ safe.contains($0) }) { return value }
        var quoted = "'"
        for scalar in value.unicodeScalars {
            if scalar == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(scalar) }
        }
        return quoted + "'"
    }

    /// The orphan search for `BatchDriver.run`, printing what `--prune` removed to `log`.
    ///
    /// Scope, so that a narrowed run never calls the rest of the goldens orphaned:
    /// - the reference matrix is the project's, from `bezel.yml` and the template paths, without
    ///   `--only`, `--shard`, `--device(s)`, `--orientation` or `--window` (the flags that narrow one run);
    /// - only the screen folders of the screens `--only` names, or of the templates the paths load,
    ///   are searched; with neither, every screen folder is (a deleted template's goldens are orphans).
    static func orphanFinder(
        _ arguments: ParsedArguments, request: BatchRequest, stage: GoldenStage, prune: Bool, log: @escaping @Sendable (String) -> Void
    ) -> ([RenderJob]) throws(InputError) -> [OrphanedGolden] {
        { jobs throws(InputError) in
            let narrowed = ["device", "devices", "orientation", "orientations", "window", "windows"].contains { arguments.value($0) != nil }
            var keys = Set(jobs.map(\.key))
            var loaded = Set(jobs.map(\.screen.name))
            if narrowed || request.only != nil {
                var reference = request
                reference.only = nil
                if narrowed {
                    do {
                        reference.config = try referenceConfig(arguments)
                    } catch let error as InputError {
                        throw error
                    } catch {
                        throw InputError("\(error)")
                    }
                }
                let plan = try BatchDriver.plan(reference)
                keys = Set(plan.jobs.map(\.key))
                loaded = Set(plan.screens.keys)
            }
            var scope: Set<String>?
            if let only = request.only {
                scope = Set(only.map { String($0.split(separator: "/", maxSplits: 1).first ?? Substring($0)) })
            } else if !arguments.positionals.isEmpty {
                scope = loaded
            }
            OutputFolder(stage.settings.directory).removeStaleTemporaries()
            let orphans = try GoldenOrphans.find(in: stage.settings.directory, screens: scope, keys: keys)
            if prune {
                let (removed, kept) = try GoldenOrphans.prune(orphans, in: stage.settings.directory, ledger: stage.ledger)
                if !orphans.isEmpty {
                    log("bezel: pruned \(orphans.count) orphaned golden\(orphans.count == 1 ? "" : "s") (\(removed) file\(removed == 1 ? "" : "s")): "
                        + orphans.prefix(5).map(\.key).joined(separator: ", ") + (orphans.count > 5 ? ", …" : "") + "\n")
                }
                if !kept.isEmpty {
                    log("bezel: warning: kept \(kept.count) file\(kept.count == 1 ? "" : "s") that Bezel did not record as goldens "
                        + "(not in \(GoldenLedger.fileName), or changed since): " + kept.prefix(5).joined(separator: ", ")
                        + (kept.count > 5 ? ", …" : "") + "\n")
                }
                return try GoldenOrphans.listForReview([], output: stage.output)
            }
            return try GoldenOrphans.listForReview(orphans, output: stage.output)
        }
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
