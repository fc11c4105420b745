import Devices

/// One cell of the matrix: one screen on one profile. Its `key` names it everywhere (outputs,
/// manifest, report, `--only`, the review page).
package struct RenderJob: Hashable, Sendable, Codable {
    package var screen: MatrixScreen
    package var profile: Profile

    init(screen: MatrixScreen, profile: Profile) {
        self.screen = screen
        self.profile = profile
    }

    /// `<screen>/<profile-slug>`, e.g. `comments/iphone-x-portrait`. Stable across runs and machines.
    package var key: String { "\(screen.name)/\(profile.slug)" }

    /// The image's size in pixels, the cost estimate sharding balances (rendering and encoding time
    /// grow with it). Rounded to whole pixels; a profile with a nonsense scale costs 1.
    var estimatedCost: Int {
        let width = profile.screenSize.width * profile.scale
        let height = profile.screenSize.height * profile.scale
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width * height < 1e12 else { return 1 }
        return Int((width * height).rounded())
    }
}
