import Devices

/// Which profiles a batch draws when the command line and `bezel.yml` narrow the default matrix.
/// Every `nil` means "the default" (see `RenderMatrix`).
package struct MatrixSelection: Hashable, Sendable, Codable {
    /// Catalogue device ids (`--devices`, resolved by the Devices stage); `nil`: every device.
    package var deviceIDs: [String]?
    /// `--orientation`; `nil`: every orientation.
    var orientations: [Orientation]?
    /// `--window`; `nil`: every window the device offers (only `full` on iPhone and TV, so naming only
    /// multitasking windows leaves those devices out).
    var windows: [WindowMode]?
    /// `--only SCREEN/PROFILE` keys (a screen name alone selects all its profiles); `nil`: all jobs.
    var only: [String]?
    /// `--appearance`: every screen in these appearances, whatever its template asks; `nil`: each
    /// screen's own `appearance:`, else `defaultAppearances`.
    var appearances: [Appearance]?
    /// `bezel.yml`'s `appearance:`, for screens whose template names none; `nil`: light.
    var defaultAppearances: [Appearance]?

    package init(
        deviceIDs: [String]? = nil, orientations: [Orientation]? = nil, windows: [WindowMode]? = nil, only: [String]? = nil,
        appearances: [Appearance]? = nil, defaultAppearances: [Appearance]? = nil
    ) {
        self.deviceIDs = deviceIDs
        self.orientations = orientations
        self.windows = windows
        self.only = only
        self.appearances = appearances
        self.defaultAppearances = defaultAppearances
    }

    /// The appearances `screen` is drawn in (`Appearance.chosen`, the rule `bezel check` plans with too).
    func appearances(for screen: MatrixScreen) -> [Appearance] {
        Appearance.chosen(forced: appearances, screen: screen.appearances, project: defaultAppearances)
    }
}

/// Plans the batch: every screen × every profile it should be drawn on, in a fixed order.
///
/// Which profiles: `ProfileScope`, the one set of defaults `bezel check` plans with too — every
/// iPhone full screen in every orientation, every iPad in every window and orientation, the Apple TV
/// only for screens whose `idioms:` include `tv`; a screen's `orientations:`, `idioms:` and `devices:`
/// and the selection narrow it.
///
/// Order: screens by template path (then name), then the catalogue's device order, then orientation
/// (portrait, landscape-left, landscape-right), then window (full, ⅓, ½, ⅔, Slide Over), then appearance
/// (light, dark). The same inputs give the same job list on every machine, which is what sharding relies on.
package enum RenderMatrix {
    /// The jobs for `screens`. `profiles(screen)` returns every profile the catalogue can make for the
    /// screen (each device × orientation × window it supports, evaluated for the screen's iOS version),
    /// in catalogue order; this function picks the cells to draw and orders them.
    package static func jobs(
        screens: [MatrixScreen],
        selection: MatrixSelection = MatrixSelection(),
        profiles: (MatrixScreen) -> [Profile]
    ) -> [RenderJob] {
        let orderedScreens = screens.sorted { ($0.path, $0.name) < ($1.path, $1.name) }
        var jobs: [RenderJob] = []
        var seenKeys: Set<String> = []
        for screen in orderedScreens {
            let candidates = profiles(screen)
            var deviceOrder: [String: Int] = [:]
            for profile in candidates where deviceOrder[profile.deviceID] == nil {
                deviceOrder[profile.deviceID] = deviceOrder.count
            }
            let scope = scope(of: screen, selection: selection)
            let picked = candidates.filter(scope.includes)
            let sorted = picked.sorted { a, b in
                let aDevice = deviceOrder[a.deviceID] ?? 0, bDevice = deviceOrder[b.deviceID] ?? 0
                if aDevice != bDevice { return aDevice < bDevice }
                let aOrientation = orientationRank(a.orientation), bOrientation = orientationRank(b.orientation)
                if aOrientation != bOrientation { return aOrientation < bOrientation }
                return windowRank(a.window) < windowRank(b.window)
            }
            let appearances = selection.appearances(for: screen)
            for profile in sorted.flatMap({ profile in appearances.map { profile.with(appearance: $0) } }) {
                let job = RenderJob(screen: screen, profile: profile)
                guard matchesOnly(job, selection.only) else { continue }
                // Two templates with the same screen name, or a catalogue listing a profile twice, would
                // write the same file twice; the first wins and the loader reports duplicate names.
                guard seenKeys.insert(job.key).inserted else { continue }
                jobs.append(job)
            }
        }
        return jobs
    }

    /// What `screen` allows, narrowed by the selection.
    static func scope(of screen: MatrixScreen, selection: MatrixSelection) -> ProfileScope {
        ProfileScope(idioms: screen.idioms, screenOrientations: screen.orientations, screenDeviceIDs: screen.deviceIDs,
                     selectedDeviceIDs: selection.deviceIDs, orientations: selection.orientations, windows: selection.windows)
    }

    /// `--only` matches a whole key or a screen name.
    static func matchesOnly(_ job: RenderJob, _ only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains(job.key) || only.contains(job.screen.name)
    }

    static func orientationRank(_ orientation: Orientation) -> Int {
        Orientation.allCases.firstIndex(of: orientation) ?? 0
    }

    static func windowRank(_ window: WindowMode) -> Int {
        WindowMode.allCases.firstIndex(of: window) ?? 0
    }
}
