import Devices

/// Orders the batch: every screen × every profile the planner (`ProfilePlan`) gives it, in a fixed order,
/// narrowed by `--only`. Which profiles is the planner's decision alone (devices, orientations, windows,
/// iOS versions, appearances); this type only puts the screens in order and names the cells.
///
/// Order: screens by template path (then name), then the planner's order for each screen: the catalogue's
/// device order, then orientation (portrait, landscape-left, landscape-right), then window (full, ⅓, ½,
/// ⅔, Slide Over), then appearance (light, dark). The same inputs give the same job list on every
/// machine, which is what sharding relies on.
package enum RenderMatrix {
    /// The jobs for `screens`. `profiles(screen)` returns the profiles the screen is planned on, in the
    /// planner's order; `only` keeps the cells `--only` names (a key, or a screen name for all of its cells).
    package static func jobs<Failure: Error>(
        screens: [MatrixScreen],
        only: [String]? = nil,
        profiles: (MatrixScreen) throws(Failure) -> [Profile]
    ) throws(Failure) -> [RenderJob] {
        let orderedScreens = screens.sorted { ($0.path, $0.name) < ($1.path, $1.name) }
        var jobs: [RenderJob] = []
        var seenKeys: Set<String> = []
        for screen in orderedScreens {
            for profile in try profiles(screen) {
                let job = RenderJob(screen: screen, profile: profile)
                guard matchesOnly(job, only) else { continue }
                // Two templates with the same screen name, or a catalogue listing a profile twice, would
                // write the same file twice; the first wins and the loader reports duplicate names.
                guard seenKeys.insert(job.key).inserted else { continue }
                jobs.append(job)
            }
        }
        return jobs
    }

    /// `--only` matches a whole key or a screen name.
    static func matchesOnly(_ job: RenderJob, _ only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains(job.key) || only.contains(job.screen.name)
    }
}
