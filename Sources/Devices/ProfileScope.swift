/// Which profiles a screen is planned on, apart from its devices (the planner, `ProfilePlan`, narrows
/// those): what the screen allows (`idioms:`, `orientations:`) and what the command line or `bezel.yml`
/// selects (`--orientations`, `--windows`). The one set of defaults every command plans with:
///
/// - idioms: phone and pad; the Apple TV only for screens whose `idioms:` include `tv`;
/// - every orientation: portrait and both landscapes (landscape-right puts the sensor housing on the
///   other side, so it has findings of its own);
/// - every window the device offers: full screen, and on iPads each Split View and Slide Over window;
/// - tvOS has no rotation: the one orientation a TV profile has is never filtered out.
package struct ProfileScope: Hashable, Sendable {
    /// The screen's `idioms:`; `nil`: phone and pad.
    var idioms: [Idiom]?
    /// The screen's `orientations:`; `nil`: all.
    var screenOrientations: [Orientation]?
    /// `--orientations`; `nil`: all.
    var orientations: [Orientation]?
    /// `--windows`; `nil`: all. Naming only multitasking windows leaves phones and TVs out.
    var windows: [WindowMode]?

    package init(idioms: [Idiom]? = nil, screenOrientations: [Orientation]? = nil, orientations: [Orientation]? = nil, windows: [WindowMode]? = nil) {
        self.idioms = idioms
        self.screenOrientations = screenOrientations
        self.orientations = orientations
        self.windows = windows
    }

    /// The idioms the screen is planned for.
    package var targetIdioms: [Idiom] { idioms ?? [.phone, .pad] }

    /// Whether `profile` is in the scope.
    package func includes(_ profile: Profile) -> Bool {
        guard targetIdioms.contains(profile.idiom) else { return false }
        guard (windows ?? WindowMode.allCases).contains(profile.window) else { return false }
        return allows(profile.orientation, on: profile.idiom)
    }

    /// Whether the screen's `orientations:` and `--orientations` allow `orientation` on a device of `idiom`
    /// (a TV has no rotation, so it is always allowed there).
    package func allows(_ orientation: Orientation, on idiom: Idiom) -> Bool {
        if idiom == .tv { return true }
        if let screenOrientations, !screenOrientations.contains(orientation) { return false }
        return (orientations ?? Orientation.allCases).contains(orientation)
    }
}
