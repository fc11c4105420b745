import Diagnostics

/// The one profile planner: which profiles a screen is planned on, for every command that chooses them
/// (`bezel check`, `bezel render`'s batch and `--device`, the sheets, `bezel devices`): the command line's
/// selection narrowed by what the template says it supports (`devices:`, `orientations:`, `idioms:`), in
/// each appearance asked for, each device evaluated for the iOS version it can run: the screen's `ios:` (or
/// `--ios`) lowered to the device's last version, the newest it runs when nothing asks for a version
/// (`iosVersion(of:for:)`, the one place that decides it). No profile is one a real device cannot run.
///
/// Defaults (`ProfileScope`): every device, every orientation, every window — so every iPhone in portrait
/// and both landscapes, every iPad full screen and in each Split View and Slide Over window in every
/// orientation; the TV only for templates whose `idioms:` include `tv`. A device that came out after that
/// iOS version (e.g. an iPhone 15 for an `ios: 11` screen) is left out, not guessed. A device whose unsafe
/// regions are unknown (`hasKnownHardware`) is planned (the batch draws it) but not checked
/// (`Selection.profiles`). Neither is left out silently: the plan lists every omission with its reason
/// (`Selection.omissions`), and `notes(for:)` says which ones the user should hear about.
package struct ProfilePlan: Sendable {
    /// The devices selected on the command line (`--devices`, `--device`), in catalogue order.
    package var devices: [Device]
    /// The slugs of the devices the command line names one by one (a slug, model identifier or display name
    /// in `--devices`, not a family, a glob or `all`). Only a device named like this, here or in the
    /// template's `devices:`, gets a note when it is newer than the iOS version: `--devices iphone` on an
    /// `ios: 11` screen is expected to skip the iPhone 15, `--devices iphone-15` is not.
    package var namedDevices: [String]
    /// `--orientations`: `nil` for all.
    package var orientations: [Orientation]?
    /// `--windows`: `nil` for all.
    package var windows: [WindowMode]?
    /// `--ios`: `nil` for the screen's `ios:`, else the newest.
    package var ios: Int?
    /// `--appearance`: every screen in these; `nil`: the screen's `appearance:`, else `defaultAppearances`.
    package var appearances: [Appearance]?
    /// `bezel.yml`'s `appearance:`; `nil`: light (`Appearance.chosen`).
    package var defaultAppearances: [Appearance]?

    package init(devices: [Device] = Catalogue.all, namedDevices: [String] = [], orientations: [Orientation]? = nil,
                windows: [WindowMode]? = nil, ios: Int? = nil, appearances: [Appearance]? = nil, defaultAppearances: [Appearance]? = nil) {
        self.devices = devices
        self.namedDevices = namedDevices
        self.orientations = orientations
        self.windows = windows
        self.ios = ios
        self.appearances = appearances
        self.defaultAppearances = defaultAppearances
    }

    /// The plan for a `--devices` selection: its devices, and the ones it names one by one.
    package init(selection: DeviceSelection) throws {
        self.init(devices: try selection.resolve(), namedDevices: try Self.namedDeviceIDs(in: selection))
    }

    /// The plan for `--device ID` (with its `--orientation`s and `--window`s, already checked against the
    /// device): that device alone, in those orientations and windows.
    package init(device: NamedDevice, appearances: [Appearance]? = nil, defaultAppearances: [Appearance]? = nil) {
        self.init(devices: [device.device], orientations: device.orientations, windows: device.windows, ios: device.ios,
                  appearances: appearances, defaultAppearances: defaultAppearances)
    }

    /// What `selection(for:)` decides for one screen.
    package struct Selection: Equatable, Sendable {
        /// Every profile the screen is planned on, in catalogue order, then orientation, then window, then
        /// appearance (light first): the cells `bezel render` draws.
        package var planned: [Profile]
        /// What the selection asked for but is not checked, in catalogue order.
        package var omissions: [Omission]

        package init(planned: [Profile], omissions: [Omission]) {
            self.planned = planned
            self.omissions = omissions
        }

        /// The planned profiles the checks can judge (`hasKnownHardware`), in the same order: the ones
        /// `bezel check` checks and `bezel render` judges.
        package var profiles: [Profile] { planned.filter(ProfilePlan.hasKnownHardware) }
    }

    /// Whether the profile's unsafe regions are known: its safe-area insets are sourced, or the device has no
    /// housing, no rounded corners and no home indicator, so the status bar alone decides them. A device whose
    /// insets no source gives (e.g. a new model) is not checked: its findings would be about guessed numbers.
    package static func hasKnownHardware(_ profile: Profile) -> Bool {
        profile.safeAreaInsets != nil
            || (profile.sensorHousing.kind == .none && !profile.hasHomeIndicator && profile.cornerRadius == 0)
    }

    /// What a screen says about where it runs, as `selection(for:)` reads it (`Screens` makes one from a
    /// `Screen`, `Project` from the batch's `MatrixScreen`).
    package struct ScreenRequest: Hashable, Sendable {
        /// The screen's `ios:`.
        package var ios: Int?
        /// The screen's `idioms:`, `orientations:` and `appearance:`.
        package var idioms: [Idiom]?
        package var orientations: [Orientation]?
        package var appearances: [Appearance]?
        /// The screen's `devices:` resolved to catalogue slugs (`screenDevices`); `nil`: no restriction.
        package var deviceIDs: [String]?
        /// The slugs its `devices:` names one by one (for the notes: `namedDevices`).
        package var namedDeviceIDs: [String]

        package init(ios: Int?, idioms: [Idiom]?, orientations: [Orientation]?, appearances: [Appearance]?,
                    deviceIDs: [String]?, namedDeviceIDs: [String] = []) {
            self.ios = ios
            self.idioms = idioms
            self.orientations = orientations
            self.appearances = appearances
            self.deviceIDs = deviceIDs
            self.namedDeviceIDs = namedDeviceIDs
        }
    }

    /// A screen's `devices:` text resolved against the catalogue: the slugs it selects, in catalogue order,
    /// and those it names one by one. An unknown name is an error at `location` (the key's place).
    package static func screenDevices(_ text: String, at location: SourceLocation, catalogue: [Device] = Catalogue.all)
        throws(InputError) -> (ids: [String], named: [String]) {
        do {
            let selection = try DeviceSelection.parse(text)
            return (try selection.resolve(in: catalogue).map(\.id), try namedDeviceIDs(in: selection))
        } catch let error as InputError {
            throw InputError(error.diagnostics.map { Diagnostic($0.severity, at: $0.location ?? location, $0.message) })
        } catch {
            throw InputError(at: location, "\(error)")
        }
    }

    /// The iOS version `device` is evaluated for when a screen asks for `requested` (`nil`: nothing asked):
    /// `requested` lowered to the device's last version, the newest it runs when `nil`; `nil` when the
    /// device came out after `requested` (or the catalogue has no rules for any version it runs). Every
    /// command asks this one function.
    package static func iosVersion(of device: Device, for requested: Int?) -> Int? {
        guard let range = device.evaluableIOS else { return nil }
        guard let requested else { return range.upperBound }
        guard requested >= range.lowerBound else { return nil }
        return min(requested, range.upperBound)
    }

    /// The profiles `screen` is planned on, and the selected devices × orientations left out with why.
    /// A device named on the command line with a `--ios` it cannot run is an error naming its range.
    package func selection(for screen: ScreenRequest) throws(InputError) -> Selection {
        let requested = ios ?? screen.ios
        // The one set of defaults (`ProfileScope`); `devices:` is applied below.
        let scope = ProfileScope(idioms: screen.idioms, screenOrientations: screen.orientations, orientations: orientations, windows: windows)
        var allowed = devices
        let named = namedDevices + screen.namedDeviceIDs
        if let ids = screen.deviceIDs.map(Set.init) { allowed = allowed.filter { ids.contains($0.id) } }
        var result = Selection(planned: [], omissions: [])
        if let requested, !Catalogue.supportedIOS.contains(requested) { return result }
        // Each profile in every appearance asked for, light first; omissions are said once.
        let appearances = Appearance.chosen(forced: self.appearances, screen: screen.appearances, project: defaultAppearances)
        for device in allowed where scope.targetIdioms.contains(device.idiom) {
            if let explicit = ios, namedDevices.contains(device.id), device.evaluableIOS?.contains(explicit) != true {
                do { try device.validate(ios: explicit) } catch let error as InputError { throw error } catch { throw InputError("\(error)") }
            }
            guard Self.iosVersion(of: device, for: requested) != nil else {
                if let requested, requested < device.supportedIOS.value.first {
                    result.omissions.append(Omission(
                        deviceID: device.id, orientations: nil,
                        reason: .newerThanIOS(ios: requested, firstIOS: device.supportedIOS.value.first), isNamed: named.contains(device.id)))
                }
                continue
            }
            let asked = Self.profiles(of: device, ios: requested).filter(scope.includes)
            result.planned += asked.flatMap { profile in appearances.map { profile.with(appearance: $0) } }
            result.omissions += Self.unknownSafeAreaOmissions(in: asked, named: named)
        }
        return result
    }

    /// `candidates`, profiles not made from the catalogue (the one Interface Builder saved a scene on:
    /// `--device saved`), narrowed as `selection(for:)` narrows the catalogue's: what the screen allows
    /// (`idioms:`, `orientations:`, `devices:`) and the plan's orientations and windows, each in every
    /// appearance asked for. The plan's own devices are not applied: the document chose the device.
    package func planned(_ candidates: [Profile], for screen: ScreenRequest) -> [Profile] {
        let scope = ProfileScope(idioms: screen.idioms, screenOrientations: screen.orientations, orientations: orientations, windows: windows)
        let appearances = Appearance.chosen(forced: self.appearances, screen: screen.appearances, project: defaultAppearances)
        return candidates.filter { profile in scope.includes(profile) && screen.deviceIDs?.contains(profile.deviceID) != false }
            .flatMap { profile in appearances.map { profile.with(appearance: $0) } }
    }

    /// Every profile `device` offers at the iOS version it runs for `requested` (`iosVersion(of:for:)`), in
    /// each orientation and window it offers, in that order; none when it came out after `requested`.
    package static func profiles(of device: Device, ios requested: Int?) -> [Profile] {
        guard let version = iosVersion(of: device, for: requested) else { return [] }
        return device.orientations.flatMap { orientation in
            device.windowModes(for: orientation).compactMap { try? device.profile(ios: version, orientation: orientation, window: $0) }
        }
    }

    /// The slugs of the devices `selection` names one by one: its slug, model identifier and display-name
    /// terms, each resolved alone (families, globs and `all` name no device in particular).
    static func namedDeviceIDs(in selection: DeviceSelection) throws -> [String] {
        var ids: [String] = []
        for term in selection.terms {
            guard case .name(let name) = term else { continue }
            for device in try DeviceSelection.parse(name).resolve() where !ids.contains(device.id) {
                ids.append(device.id)
            }
        }
        return ids
    }
}
