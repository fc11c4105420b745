import Devices
import Diagnostics
import Screens

/// The matrix on the real catalogue: connects loaded templates (`Screens.Screen`) and the profile planner
/// (`Devices.ProfilePlan`) to `RenderMatrix`, so `bezel render` needs only paths.
package enum CatalogueMatrix {
    /// The batch's view of a loaded screen: its `devices:` resolved by the planner (`ProfilePlan.ScreenRequest`),
    /// the template's bytes hashed. An unknown device name in `devices:` is reported at the key's place.
    package static func matrixScreen(_ screen: Screen, path: String, templateBytes: [UInt8]) throws(InputError) -> MatrixScreen {
        let request = try ProfilePlan.ScreenRequest(screen)
        return MatrixScreen(name: screen.name, path: path, templateBytes: hashedBytes(screen, templateBytes: templateBytes), orientations: screen.orientations,
                            idioms: screen.idioms, deviceIDs: request.deviceIDs, ios: screen.ios, appearances: screen.appearances)
    }

    /// What a screen's template hash is taken over: the template's bytes, then, when its image views show files,
    /// each file's path and SHA-256 in path order, so an edited `avatar.png` re-renders the screen. A screen
    /// without images hashes its bytes alone, as before images existed.
    static func hashedBytes(_ screen: Screen, templateBytes: [UInt8]) -> [UInt8] {
        guard !screen.images.isEmpty || screen.assetDigest != nil else { return templateBytes }
        var bytes = templateBytes
        // What the project's asset catalogues gave a document's screen (`Screen.assetDigest`).
        if let digest = screen.assetDigest { bytes += Array("\u{0}assets\u{0}\(digest)".utf8) }
        for path in screen.images.keys.sorted() {
            bytes += Array("\u{0}image\u{0}\(path)\u{0}\(screen.images[path]!.sha256)".utf8)
        }
        return bytes
    }

    /// The jobs for `screens`: each screen's profiles as `plan` gives them (`ProfilePlan.selection(for:)`,
    /// the planner `bezel check` asks too), narrowed by `--only`.
    package static func jobs(screens: [MatrixScreen], plan: ProfilePlan = ProfilePlan(), only: [String]? = nil) throws(InputError) -> [RenderJob] {
        try RenderMatrix.jobs(screens: screens, only: only) { screen throws(InputError) in try plan.selection(for: screen.request).planned }
    }
}
