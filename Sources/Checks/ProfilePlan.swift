import Devices
import Diagnostics
import Screens

/// Which profiles a screen is checked on: the command line's selection narrowed by what the template says
/// it supports (`devices:`, `orientations:`, `idioms:`), evaluated for one iOS version.
///
/// Defaults: every device, every orientation, every window — so every iPhone in portrait and both
/// landscapes, every iPad full screen and in each Split View and Slide Over window in both orientations;
/// the TV only for templates whose `idioms:` include `tv`. A device the catalogue cannot evaluate on that iOS
/// version (newer than the version, e.g. an iPhone 15 for an `ios: 11` screen) is left out, not guessed, and
/// so is a device whose unsafe regions are unknown (`hasKnownHardware`).
public struct ProfilePlan: Sendable {
    /// The devices selected on the command line (`--devices`), in catalogue order.
    public var devices: [Device]
    /// `--orientations`: `nil` for all.
    public var orientations: [Orientation]?
    /// `--windows`: `nil` for all.
    public var windows: [WindowMode]?
    /// `--ios`: `nil` for the screen's `ios:`, else the newest.
    public var ios: Int?

    public init(devices: [Device] = Catalogue.all, orientations: [Orientation]? = nil, windows: [WindowMode]? = nil, ios: Int? = nil) {
        self.devices = devices
        self.orientations = orientations
        self.windows = windows
        self.ios = ios
    }

    /// Whether the profile's unsafe regions are known: its safe-area insets are sourced, or the device has no
    /// housing, no rounded corners and no home indicator, so the status bar alone decides them. A device whose
    /// insets no source gives (e.g. a new model) is not checked: its findings would be about guessed numbers.
    public static func hasKnownHardware(_ profile: Profile) -> Bool {
        profile.safeAreaInsets != nil
            || (profile.sensorHousing.kind == .none && !profile.hasHomeIndicator && profile.cornerRadius == 0)
    }

    /// The profiles `screen` is checked on, in catalogue order, then orientation, then window.
    public func profiles(for screen: Screen) throws(InputError) -> [Profile] {
        let version = ios ?? screen.ios ?? Catalogue.newestIOS
        let idioms = screen.idioms ?? [.phone, .pad]
        var allowed = devices
        if let selection = screen.devices {
            let chosen: [Device]
            do {
                chosen = try DeviceSelection.parse(selection).resolve()
            } catch let error as InputError {
                throw InputError(error.diagnostics.map { Diagnostic($0.severity, at: screen.location(of: "devices"), $0.message) })
            } catch {
                throw InputError(at: screen.location(of: "devices"), "\(error)")
            }
            let ids = Set(chosen.map(\.id))
            allowed = allowed.filter { ids.contains($0.id) }
        }
        var result: [Profile] = []
        for device in allowed where idioms.contains(device.idiom) {
            guard (try? device.validate(ios: version)) != nil else { continue }
            for orientation in device.orientations {
                if let orientations, !orientations.contains(orientation) { continue }
                if let supported = screen.orientations, device.idiom != .tv, !supported.contains(orientation) { continue }
                for window in device.windowModes(for: orientation) {
                    if let windows, !windows.contains(window) { continue }
                    if let profile = try? device.profile(ios: version, orientation: orientation, window: window),
                       Self.hasKnownHardware(profile) {
                        result.append(profile)
                    }
                }
            }
        }
        return result
    }
}
