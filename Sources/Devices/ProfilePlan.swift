import Diagnostics

/// Which profiles a screen is checked on: the command line's selection narrowed by what the template says
/// it supports (`devices:`, `orientations:`, `idioms:`), in each appearance asked for, each device evaluated for the iOS version it
/// can run: the screen's `ios:` (or `--ios`) lowered to the device's last version, the newest it runs when
/// nothing asks for a version (`Device.iosVersion(for:)`). No profile is one a real device cannot run.
///
/// Defaults (`ProfileScope`, shared with `bezel render`'s matrix): every device, every orientation, every
/// window — so every iPhone in portrait and both landscapes, every iPad full screen and in each Split View
/// and Slide Over window in every orientation; the TV only for templates whose `idioms:` include `tv`. A device that came out after that iOS version
/// (e.g. an iPhone 15 for an `ios: 11` screen) is left out, not guessed, and
/// so is a device whose unsafe regions are unknown (`hasKnownHardware`). Neither is left out silently: the
/// plan lists every omission with its reason (`Selection.omissions`), and `notes(for:)` says which ones the
/// user should hear about.
package struct ProfilePlan: Sendable {
    /// The devices selected on the command line (`--devices`), in catalogue order.
    var devices: [Device]
    /// The slugs of the devices the command line names one by one (a slug, model identifier or display name
    /// in `--devices`, not a family, a glob or `all`). Only a device named like this, here or in the
    /// template's `devices:`, gets a note when it is newer than the iOS version: `--devices iphone` on an
    /// `ios: 11` screen is expected to skip the iPhone 15, `--devices iphone-15` is not.
    var namedDevices: [String]
    /// `--orientations`: `nil` for all.
    package var orientations: [Orientation]?
    /// `--windows`: `nil` for all.
    package var windows: [WindowMode]?
    /// `--ios`: `nil` for the screen's `ios:`, else the newest.
    package var ios: Int?
    /// `--appearance`: every screen in these; `nil`: the screen's `appearance:`, else `defaultAppearances`.
    package var appearances: [Appearance]?
    /// `bezel.yml`'s `appearance:`; `nil`: light (`Appearance.chosen`, as the batch's matrix).
    package var defaultAppearances: [Appearance]?

    package init(devices: [Device] = Catalogue.all, namedDevices: [String] = [], orientations: [Orientation]? = nil,
                windows: [WindowMode]? = nil, ios: Int? = nil) {
        self.devices = devices
        self.namedDevices = namedDevices
        self.orientations = orientations
        self.windows = windows
        self.ios = ios
    }

    /// The plan for a `--devices` selection: its devices, and the ones it names one by one.
    package init(selection: DeviceSelection) throws {
        self.init(devices: try selection.resolve(), namedDevices: try Self.namedDeviceIDs(in: selection))
    }

    /// A device × orientation the selection asked for but the plan left out.
    package struct Omission: Hashable, Sendable {
        enum Reason: Hashable, Sendable {
            /// No source gives the profile's safe-area insets and the hardware has unsafe regions
            /// (housing, rounded corners or a home indicator): checks would be about guessed numbers.
            case unknownSafeArea
            /// The device came out with iOS `firstIOS`, after the `ios` the screen is checked for.
            case newerThanIOS(ios: Int, firstIOS: Int)
        }

        /// The device's slug.
        var deviceID: String
        /// The orientations left out, in the device's order; `nil` when every orientation the selection
        /// asked of the device is left out.
        var orientations: [Orientation]?
        var reason: Reason
        /// Whether the user named the device one by one (see `ProfilePlan.namedDevices`).
        var isNamed: Bool

        init(deviceID: String, orientations: [Orientation]?, reason: Reason, isNamed: Bool) {
            self.deviceID = deviceID
            self.orientations = orientations
            self.reason = reason
            self.isNamed = isNamed
        }

        /// Whether the user should hear about it: always for unknown insets (a device they may think is
        /// checked), for a device newer than the iOS version only when they named it.
        var deservesNote: Bool {
            switch reason {
            case .unknownSafeArea: true
            case .newerThanIOS: isNamed
            }
        }
    }

    /// What `selection(for:)` decides for one screen.
    package struct Selection: Equatable, Sendable {
        /// The profiles to check, in catalogue order, then orientation, then window.
        package var profiles: [Profile]
        /// What the selection asked for but is not checked, in catalogue order.
        package var omissions: [Omission]
    }

    /// Whether the profile's unsafe regions are known: its safe-area insets are sourced, or the device has no
    /// housing, no rounded corners and no home indicator, so the status bar alone decides them. A device whose
    /// insets no source gives (e.g. a new model) is not checked: its findings would be about guessed numbers.
    package static func hasKnownHardware(_ profile: Profile) -> Bool {
        profile.safeAreaInsets != nil
            || (profile.sensorHousing.kind == .none && !profile.hasHomeIndicator && profile.cornerRadius == 0)
    }

    /// What a screen says about where it runs, as `selection(for:)` reads it (`Screens` makes one from a
    /// `Screen`: `ProfilePlan+Screen.swift`).
    package struct ScreenRequest: Sendable {
        /// The screen's `ios:`.
        package var ios: Int?
        /// The screen's `idioms:`, `orientations:` and `appearance:`.
        package var idioms: [Idiom]?
        package var orientations: [Orientation]?
        package var appearances: [Appearance]?
        /// The screen's `devices:` text, and where it is written for messages.
        package var devices: String?
        package var devicesLocation: SourceLocation

        package init(ios: Int?, idioms: [Idiom]?, orientations: [Orientation]?, appearances: [Appearance]?,
                    devices: String?, devicesLocation: SourceLocation) {
            self.ios = ios
            self.idioms = idioms
            self.orientations = orientations
            self.appearances = appearances
            self.devices = devices
            self.devicesLocation = devicesLocation
        }
    }

    /// The profiles `screen` is checked on, and the selected devices × orientations left out with why.
    /// A device named on the command line with a `--ios` it cannot run is an error naming its range.
    package func selection(for screen: ScreenRequest) throws(InputError) -> Selection {
        let requested = ios ?? screen.ios
        // The one set of defaults the batch plans with too (`ProfileScope`); `devices:` is applied below.
        let scope = ProfileScope(idioms: screen.idioms, screenOrientations: screen.orientations, orientations: orientations, windows: windows)
        var allowed = devices
        var named = namedDevices
        if let text = screen.devices {
            let chosen: [Device]
            do {
                let selection = try DeviceSelection.parse(text)
                chosen = try selection.resolve()
                named += try Self.namedDeviceIDs(in: selection)
            } catch let error as InputError {
                throw InputError(error.diagnostics.map { Diagnostic($0.severity, at: screen.devicesLocation, $0.message) })
            } catch {
                throw InputError(at: screen.devicesLocation, "\(error)")
            }
            let ids = Set(chosen.map(\.id))
            allowed = allowed.filter { ids.contains($0.id) }
        }
        var result = Selection(profiles: [], omissions: [])
        if let requested, !Catalogue.supportedIOS.contains(requested) { return result }
        for device in allowed where scope.targetIdioms.contains(device.idiom) {
            if let explicit = ios, namedDevices.contains(device.id), device.evaluableIOS?.contains(explicit) != true {
                do { try device.validate(ios: explicit) } catch let error as InputError { throw error } catch { throw InputError("\(error)") }
            }
            guard device.iosVersion(for: requested) != nil else {
                if let requested, requested < device.supportedIOS.value.first {
                    result.omissions.append(Omission(
                        deviceID: device.id, orientations: nil,
                        reason: .newerThanIOS(ios: requested, firstIOS: device.supportedIOS.value.first), isNamed: named.contains(device.id)))
                }
                continue
            }
            let asked = Self.profiles(of: device, ios: requested).filter(scope.includes)
            // Each profile in every appearance asked for, light first; omissions are said once.
            let appearances = Appearance.chosen(forced: self.appearances, screen: screen.appearances, project: defaultAppearances)
            result.profiles += asked.filter(Self.hasKnownHardware).flatMap { profile in appearances.map { profile.with(appearance: $0) } }
            result.omissions += Self.unknownSafeAreaOmissions(in: asked, named: named)
        }
        return result
    }

    /// Every profile `device` offers at the iOS version it runs for `requested` (`Device.iosVersion(for:)`: that
    /// version lowered to the device's last, the newest it runs when `requested` is `nil`), in each orientation
    /// and window it offers, in that order; none when it came out after `requested`. The one enumeration both
    /// planners use: `selection(for:)` for `bezel check`, `catalogueProfiles` for the batch's matrix.
    package static func profiles(of device: Device, ios requested: Int?) -> [Profile] {
        guard let version = device.iosVersion(for: requested) else { return [] }
        return device.orientations.flatMap { orientation in
            device.windowModes(for: orientation).compactMap { try? device.profile(ios: version, orientation: orientation, window: $0) }
        }
    }

    /// Every profile the catalogue can make for a screen whose `ios:` is `requested`: `profiles(of:ios:)` of each
    /// device, in catalogue order. Devices that came out after that version are left out: no profile is one a
    /// real device cannot run. The batch's matrix narrows them with `ProfileScope` (`RenderMatrix`).
    package static func catalogueProfiles(ios requested: Int?, catalogue: [Device] = Catalogue.all) -> [Profile] {
        catalogue.flatMap { profiles(of: $0, ios: requested) }
    }

    /// The `unknownSafeArea` omissions among `profiles` (those `hasKnownHardware` rejects), one per device in
    /// the order the devices first appear: the orientations left out, or `nil` when that is every orientation
    /// `profiles` holds of the device. `bezel check` builds them from its plan, `bezel render` from its jobs.
    package static func unknownSafeAreaOmissions(in profiles: [Profile], named: [String] = []) -> [Omission] {
        var devices: [String] = []
        for profile in profiles where !devices.contains(profile.deviceID) { devices.append(profile.deviceID) }
        return devices.compactMap { device in
            let ofDevice = profiles.filter { $0.deviceID == device }
            let unknown = Orientation.allCases.filter { o in ofDevice.contains { $0.orientation == o && !hasKnownHardware($0) } }
            guard !unknown.isEmpty else { return nil }
            let asked = Orientation.allCases.filter { o in ofDevice.contains { $0.orientation == o } }
            return Omission(deviceID: device, orientations: unknown == asked ? nil : unknown, reason: .unknownSafeArea,
                            isNamed: named.contains(device))
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

    /// One note per reason, for everything in `omissions` the user should hear about (`deservesNote`):
    /// `not checked on iphone-17e: its safe-area insets are unknown (no source gives them)`. Omissions of
    /// several screens are merged, so a run prints each line once, devices in catalogue order.
    package static func notes(for omissions: [Omission]) -> [Diagnostic] {
        reasonTexts(for: omissions.filter(\.deservesNote)).map { Diagnostic(.note, "not checked on \($0)") }
    }

    /// The error for a run that checks nothing, which is not a success: it names the devices left out and
    /// why, or says that `selection` (the command line's choice, for the message) and the templates'
    /// `devices:`, `idioms:` and `orientations:` share no profile.
    package static func nothingChecked(omissions: [Omission], selection: String) -> InputError {
        let reasons = reasonTexts(for: omissions)
        guard !reasons.isEmpty else {
            return InputError("nothing was checked: no profile fits both the selection (\(selection)) and the templates' devices:, idioms: and orientations:")
        }
        return InputError("nothing was checked: " + reasons.joined(separator: "; "))
    }

    /// `iphone-17e, iphone-x (landscape-left): their safe-area insets are unknown (no source gives them)`:
    /// one text per reason, the omissions merged per device (any screen's whole-device omission wins,
    /// otherwise the orientations are united).
    static func reasonTexts(for omissions: [Omission]) -> [String] {
        struct Key: Hashable { var deviceID: String, reason: Omission.Reason }
        var merged: [Key: [Orientation]?] = [:]
        for omission in omissions {
            let key = Key(deviceID: omission.deviceID, reason: omission.reason)
            switch (merged[key], omission.orientations) {
            case (.none, let orientations): merged[key] = .some(orientations)
            case (.some(.none), _), (.some(.some), .none): merged[key] = .some(nil)
            case (.some(.some(let known)), .some(let more)):
                merged[key] = .some(Orientation.allCases.filter { known.contains($0) || more.contains($0) })
            }
        }
        let catalogueOrder = Catalogue.all.map(\.id)
        func rank(_ id: String) -> Int { catalogueOrder.firstIndex(of: id) ?? catalogueOrder.count }
        let reasons = Set(merged.keys.map(\.reason)).sorted(by: precedes)
        return reasons.map { reason in
            let keys = merged.keys.filter { $0.reason == reason }.sorted { (rank($0.deviceID), $0.deviceID) < (rank($1.deviceID), $1.deviceID) }
            let devices = keys.map { key in
                guard let orientations = merged[key] ?? nil else { return key.deviceID }
                return "\(key.deviceID) (\(orientations.map(\.rawValue).joined(separator: ", ")))"
            }
            let plural = devices.count > 1
            switch reason {
            case .unknownSafeArea:
                return devices.joined(separator: ", ") + ": \(plural ? "their" : "its") safe-area insets are unknown (no source gives them)"
            case let .newerThanIOS(ios, firstIOS):
                return devices.joined(separator: ", ") + " for iOS \(ios): \(plural ? "they" : "it") came out with iOS \(firstIOS)"
            }
        }
    }

    /// Unknown insets first, then the iOS versions in order: a fixed order for the notes.
    static func precedes(_ a: Omission.Reason, _ b: Omission.Reason) -> Bool {
        switch (a, b) {
        case (.unknownSafeArea, .unknownSafeArea): false
        case (.unknownSafeArea, .newerThanIOS): true
        case (.newerThanIOS, .unknownSafeArea): false
        case let (.newerThanIOS(i, m), .newerThanIOS(j, n)): (i, m) < (j, n)
        }
    }
}
