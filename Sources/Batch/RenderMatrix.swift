import Devices

/// Which profiles a batch draws when the command line and `bezel.yml` narrow the default matrix.
/// Every `nil` means "the default" (see `RenderMatrix`).
public struct MatrixSelection: Hashable, Sendable, Codable {
    /// Catalogue device ids (`--devices`, resolved by the Devices stage); `nil`: every device.
    public var deviceIDs: [String]?
    /// `--orientation`; `nil`: portrait and one landscape.
    public var orientations: [Orientation]?
    /// `--window`; `nil`: every window the device offers (only `full` on iPhone and TV, so naming only
    /// multitasking windows leaves those devices out).
    public var windows: [WindowMode]?
    /// `--only SCREEN/PROFILE` keys (a screen name alone selects all its profiles); `nil`: all jobs.
    public var only: [String]?

    public init(deviceIDs: [String]? = nil, orientations: [Orientation]? = nil, windows: [WindowMode]? = nil, only: [String]? = nil) {
        self.deviceIDs = deviceIDs
        self.orientations = orientations
        self.windows = windows
        self.only = only
    }
}

/// Plans the batch: every screen × every profile it should be drawn on, in a fixed order.
///
/// The default set, when nothing narrows it:
/// - iPhone: full screen, in portrait and landscape-left. Landscape-right is the mirror image of
///   landscape-left (the sensor housing moves to the other side), so drawing both doubles the work for
///   little news; select it with `--orientation landscape-right` or in `bezel.yml`. A screen whose
///   `orientations:` allow only landscape-right gets landscape-right instead of landscape-left.
/// - iPad: full screen and every multitasking window (Split View thirds and half, Slide Over), each in
///   portrait and landscape-left.
/// - Apple TV: only for screens whose `idioms:` include `tv`; every TV profile the catalogue offers.
/// A screen's `orientations:`, `idioms:` and `devices:` always restrict the set further.
///
/// Order: screens by template path (then name), then the catalogue's device order, then orientation
/// (portrait, landscape-left, landscape-right), then window (full, ⅓, ½, ⅔, Slide Over). The same inputs
/// give the same job list on every machine, which is what sharding relies on.
public enum RenderMatrix {
    /// The jobs for `screens`. `profiles(screen)` returns every profile the catalogue can make for the
    /// screen (each device × orientation × window it supports, evaluated for the screen's iOS version),
    /// in catalogue order; this function picks the cells to draw and orders them.
    public static func jobs(
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
            let orientations = chosenOrientations(for: screen, selection: selection)
            let picked = candidates.filter { includes($0, screen: screen, orientations: orientations, selection: selection) }
            let sorted = picked.sorted { a, b in
                let aDevice = deviceOrder[a.deviceID] ?? 0, bDevice = deviceOrder[b.deviceID] ?? 0
                if aDevice != bDevice { return aDevice < bDevice }
                let aOrientation = orientationRank(a.orientation), bOrientation = orientationRank(b.orientation)
                if aOrientation != bOrientation { return aOrientation < bOrientation }
                return windowRank(a.window) < windowRank(b.window)
            }
            for profile in sorted {
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

    /// The orientations drawn for phone and pad profiles of `screen`.
    static func chosenOrientations(for screen: MatrixScreen, selection: MatrixSelection) -> [Orientation] {
        let allowed = screen.orientations ?? Orientation.allCases
        if let explicit = selection.orientations {
            return explicit.filter(allowed.contains)
        }
        var chosen: [Orientation] = []
        if allowed.contains(.portrait) { chosen.append(.portrait) }
        if allowed.contains(.landscapeLeft) {
            chosen.append(.landscapeLeft)
        } else if allowed.contains(.landscapeRight) {
            chosen.append(.landscapeRight)
        }
        return chosen
    }

    static func includes(_ profile: Profile, screen: MatrixScreen, orientations: [Orientation], selection: MatrixSelection) -> Bool {
        guard screen.targetIdioms.contains(profile.idiom) else { return false }
        if let devices = screen.deviceIDs, !devices.contains(profile.deviceID) { return false }
        if let devices = selection.deviceIDs, !devices.contains(profile.deviceID) { return false }
        // `--window` applies to every device: an iPhone or a TV (full screen only) is drawn only when the
        // selection includes `full`, so `--window slide-over` never draws a full-screen phone.
        guard (selection.windows ?? WindowMode.allCases).contains(profile.window) else { return false }
        switch profile.idiom {
        case .tv:
            // tvOS has no rotation: whatever the catalogue offers is the one way a TV shows the screen.
            return true
        case .phone, .pad:
            return orientations.contains(profile.orientation)
        }
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
