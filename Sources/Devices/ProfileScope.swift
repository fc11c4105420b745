/// Which profiles a screen is planned on: what the screen allows (`idioms:`, `orientations:`, `devices:`)
/// and what the command line or `bezel.yml` selects (`--devices`, `--orientations`, `--windows`). The one
/// set of defaults every command plans with (`bezel check` and `bezel render` used to differ):
///
/// - idioms: phone and pad; the Apple TV only for screens whose `idioms:` include `tv`;
/// - every orientation: portrait and both landscapes (landscape-right puts the sensor housing on the
///   other side, so it has findings of its own);
/// - every window the device offers: full screen, and on iPads each Split View and Slide Over window;
/// - tvOS has no rotation: the one orientation a TV profile has is never filtered out.
///
/// `bezel check` (`ProfilePlan.selection`) and the batch (`RenderMatrix`, over `ProfilePlan.catalogueProfiles`) both ask `includes(_:)`.
package struct ProfileScope: Hashable, Sendable {
    /// The screen's `idioms:`; `nil`: phone and pad.
    var idioms: [Idiom]?
    /// The screen's `orientations:`; `nil`: all.
    var screenOrientations: [Orientation]?
    /// The screen's `devices:`, resolved to catalogue ids; `nil`: every device.
    var screenDeviceIDs: [String]?
    /// `--devices`, resolved to catalogue ids; `nil`: every device.
    var selectedDeviceIDs: [String]?
    /// `--orientations`; `nil`: all.
    var orientations: [Orientation]?
    /// `--windows`; `nil`: all. Naming only multitasking windows leaves phones and TVs out.
    var windows: [WindowMode]?

    package init(idioms: [Idiom]? = nil, screenOrientations: [Orientation]? = nil, screenDeviceIDs: [String]? = nil,
                selectedDeviceIDs: [String]? = nil, orientations: [Orientation]? = nil, windows: [WindowMode]? = nil) {
        self.idioms = idioms
        self.screenOrientations = screenOrientations
        self.screenDeviceIDs = screenDeviceIDs
        self.selectedDeviceIDs = selectedDeviceIDs
        self.orientations = orientations
        self.windows = windows
    }

    /// The idioms the screen is planned for.
    package var targetIdioms: [Idiom] { idioms ?? [.phone, .pad] }

    /// Whether profiles of the device `id` can be in the scope: the screen's `devices:` and `--devices` allow it.
    /// A planner may leave the other devices out before it makes their profiles.
    package func includesDevice(_ id: String) -> Bool {
        if let screenDeviceIDs, !screenDeviceIDs.contains(id) { return false }
        if let selectedDeviceIDs, !selectedDeviceIDs.contains(id) { return false }
        return true
    }

    /// Whether `profile` is in the scope.
    package func includes(_ profile: Profile) -> Bool {
        guard targetIdioms.contains(profile.idiom), includesDevice(profile.deviceID) else { return false }
        guard (windows ?? WindowMode.allCases).contains(profile.window) else { return false }
        if profile.idiom == .tv { return true }
        if let screenOrientations, !screenOrientations.contains(profile.orientation) { return false }
        return (orientations ?? Orientation.allCases).contains(profile.orientation)
    }
}
