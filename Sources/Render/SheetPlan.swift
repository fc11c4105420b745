import Devices
import Diagnostics
import Screens

/// The profiles a sheet shows, resolved from entries, and a note for every entry left out.
///
/// An entry is left out, not an error, when its device lacks the window in that orientation (an
/// iPhone has no Split View), when the catalogue cannot evaluate the device for the iOS version, or
/// when the screen's own `orientations:`, `idioms:` or `devices:` exclude it (as they do in the batch).
/// Whether an empty plan is an error is the caller's decision.
package struct SheetPlan: Hashable, Sendable {
    /// The profiles in the entries' order, each once.
    package var profiles: [Profile]
    /// One sentence per entry left out: `iphone-8 portrait split-1/2: iphone-8 has only the full-screen window…`.
    package var notes: [String]

    init(profiles: [Profile], notes: [String]) {
        self.profiles = profiles
        self.notes = notes
    }

    /// Resolves `entries` for `screen` on iOS `ios` against `catalogue`: each device at the version the planner
    /// evaluates it for (`ProfilePlan.iosVersion(of:for:)`), never at a version it cannot run.
    package static func resolve(_ entries: [SheetEntry], screen: Screen, ios: Int?, catalogue: [Device] = Catalogue.all) -> SheetPlan {
        let allowedDevices = screenDevices(screen, catalogue: catalogue)
        // The planner's defaults and rules for what the screen allows (`ProfileScope`); a sheet names its entries,
        // so no command-line orientations or windows narrow them.
        let scope = ProfileScope(idioms: screen.idioms, screenOrientations: screen.orientations)
        var profiles: [Profile] = []
        var notes: [String] = []
        for entry in entries {
            guard let device = catalogue.first(where: { $0.id == entry.deviceID }) else {
                notes.append("\(entry): the catalogue has no device '\(entry.deviceID)'")
                continue
            }
            guard scope.targetIdioms.contains(device.idiom) else {
                notes.append("\(entry): the screen targets \(scope.targetIdioms.map(\.rawValue).joined(separator: ", ")) (idioms:), not \(device.idiom.rawValue)")
                continue
            }
            if let allowedDevices, !allowedDevices.contains(device.id) {
                notes.append("\(entry): the screen's devices: '\(screen.devices ?? "")' leave it out")
                continue
            }
            if !scope.allows(entry.orientation, on: device.idiom) {
                let orientations = screen.orientations ?? []
                notes.append("\(entry): the screen supports only \(orientations.map(\.rawValue).joined(separator: ", ")) (orientations:)")
                continue
            }
            guard let version = ProfilePlan.iosVersion(of: device, for: ios) else {
                notes.append("\(entry): it came out after iOS \(ios ?? Catalogue.newestIOS) (\(device.supportedIOSText))")
                continue
            }
            do {
                let profile = try device.profile(ios: version, orientation: entry.orientation, window: entry.window)
                guard !profiles.contains(profile) else { continue }
                profiles.append(profile)
            } catch let error as InputError {
                notes.append("\(entry): " + error.diagnostics.map(\.message).joined(separator: "; "))
            } catch {
                notes.append("\(entry): \(error)")
            }
        }
        return SheetPlan(profiles: profiles, notes: notes)
    }

    /// The slugs the screen's `devices:` selects, as the planner resolves them (`ProfilePlan.screenDevices`),
    /// or `nil` when it has none (or names nothing the loader would accept: the batch reports that, a sheet
    /// does not second-guess it).
    static func screenDevices(_ screen: Screen, catalogue: [Device]) -> Set<String>? {
        guard let text = screen.devices,
              let devices = try? ProfilePlan.screenDevices(text, at: screen.location(of: "devices"), catalogue: catalogue)
        else { return nil }
        return Set(devices.ids)
    }
}
