import Diagnostics
import Goldens
import Output
import Project

/// The golden stage's search for orphaned goldens: those no screen × profile of the project renders any
/// more, found against the whole matrix and, with `prune`, deleted.
///
/// Its scope keeps a narrowed run from calling the rest of the goldens orphaned:
/// - the reference matrix is the project's (`referenceConfig`, or the run's own when nothing narrowed
///   it), never narrowed by `--only` or `--shard`;
/// - only the screen folders of the screens `--only` names, or of the templates the command line loads,
///   are searched; with neither, every screen folder is (a deleted template's goldens are orphans).
package struct OrphanSearch: Sendable {
    /// The project's config without the flags that narrow one run's matrix (`--device(s)`, `--orientation`,
    /// `--window`); `nil` when none was given, and the run's own config is the project's.
    var referenceConfig: ProjectConfig?
    /// Whether the command line named templates: then only their screens' folders are searched.
    var namesTemplates: Bool
    /// `--prune`: delete the orphans Bezel recorded as goldens instead of listing them for review.
    var prune: Bool

    package init(referenceConfig: ProjectConfig?, namesTemplates: Bool, prune: Bool) {
        self.referenceConfig = referenceConfig
        self.namesTemplates = namesTemplates
        self.prune = prune
    }

    /// The orphans of `stage`'s goldens folder for a run of `request` that planned `jobs`, as the review
    /// page lists them (none after a prune, which reports what it removed to `log`).
    package func orphans(
        of jobs: [RenderJob], request: BatchRequest, stage: GoldenStage, log: @Sendable (String) -> Void
    ) throws(InputError) -> [OrphanedGolden] {
        var keys = Set(jobs.map(\.key))
        var loaded = Set(jobs.map(\.screen.name))
        if referenceConfig != nil || request.only != nil {
            var reference = request
            reference.only = nil
            if let referenceConfig {
                reference.config = referenceConfig
                // The project's matrix: the one device a run names narrows it no more than its config does.
                reference.device = nil
            }
            let plan = try BatchDriver.plan(reference)
            keys = Set(plan.jobs.map(\.key))
            loaded = Set(plan.screens.keys)
        }
        var scope: Set<String>?
        if let only = request.only {
            scope = Set(only.map { String($0.split(separator: "/", maxSplits: 1).first ?? Substring($0)) })
        } else if namesTemplates {
            scope = loaded
        }
        let directory = stage.settings.directory
        OutputFolder(directory).removeStaleTemporaries()
        let orphans = try GoldenOrphans.find(in: directory, screens: scope, keys: keys)
        guard prune else { return try GoldenOrphans.listForReview(orphans, output: stage.output, log: log) }
        let (removed, kept) = try GoldenOrphans.prune(orphans, in: directory, ledger: stage.ledger)
        if !orphans.isEmpty {
            log("bezel: pruned \(orphans.count) orphaned golden\(orphans.count == 1 ? "" : "s") (\(removed) file\(removed == 1 ? "" : "s")): "
                + orphans.prefix(5).map(\.key).joined(separator: ", ") + (orphans.count > 5 ? ", …" : "") + "\n")
        }
        if !kept.isEmpty {
            log("bezel: warning: kept \(kept.count) file\(kept.count == 1 ? "" : "s") that Bezel did not record as goldens "
                + "(not in \(GoldenLedger.fileName), or changed since): " + kept.prefix(5).joined(separator: ", ")
                + (kept.count > 5 ? ", …" : "") + "\n")
        }
        return try GoldenOrphans.listForReview([], output: stage.output, log: log)
    }
}
