import Devices
import Diagnostics
import Screens

/// The matrix on the real catalogue: connects loaded templates (`Screens.Screen`) and the device
/// catalogue (`Devices.Catalogue`) to `RenderMatrix`, so `bezel render` needs only paths.
package enum CatalogueMatrix {
    /// The batch's view of a loaded screen: its `devices:` resolved against `catalogue`, the template's
    /// bytes hashed. An unknown device name in `devices:` is reported at the key's place.
    package static func matrixScreen(_ screen: Screen, path: String, templateBytes: [UInt8], catalogue: [Device] = Catalogue.all) throws(InputError) -> MatrixScreen {
        var deviceIDs: [String]?
        if let text = screen.devices {
            do {
                deviceIDs = try DeviceSelection.parse(text).resolve(in: catalogue).map(\.id)
            } catch let error as InputError {
                throw InputError(error.diagnostics.map { Diagnostic($0.severity, at: $0.location ?? screen.location(of: "devices"), $0.message) })
            } catch {
                throw InputError(at: screen.location(of: "devices"), "\(error)")
            }
        }
        return MatrixScreen(name: screen.name, path: path, templateBytes: hashedBytes(screen, templateBytes: templateBytes), orientations: screen.orientations,
                            idioms: screen.idioms, deviceIDs: deviceIDs, ios: screen.ios, appearances: screen.appearances)
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

    /// Every profile the catalogue can make for `screen` (`ProfilePlan.catalogueProfiles`, the planner
    /// `bezel check` uses too).
    package static func profiles(for screen: MatrixScreen, catalogue: [Device] = Catalogue.all) -> [Profile] {
        ProfilePlan.catalogueProfiles(ios: screen.ios, catalogue: catalogue)
    }

    /// The jobs for `screens` on the catalogue, narrowed by `selection`.
    package static func jobs(screens: [MatrixScreen], selection: MatrixSelection = MatrixSelection(), catalogue: [Device] = Catalogue.all) -> [RenderJob] {
        // Devices the scope leaves out (`--devices`, a screen's `devices:`) would make profiles it then drops: a
        // single image made all of the catalogue's (about 700) to keep one, 2.7 M instructions (callgrind, issue
        // 16). The devices kept are in catalogue order, so the jobs and their order are the same.
        RenderMatrix.jobs(screens: screens, selection: selection) { screen in
            let scope = RenderMatrix.scope(of: screen, selection: selection)
            return profiles(for: screen, catalogue: catalogue.filter { scope.includesDevice($0.id) })
        }
    }
}
