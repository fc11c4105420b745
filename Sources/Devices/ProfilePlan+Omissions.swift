import Diagnostics

/// What a plan leaves out and why (`ProfilePlan.Omission`), and how it is said: one note per reason,
/// the error of a run that checks nothing.
extension ProfilePlan {
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
