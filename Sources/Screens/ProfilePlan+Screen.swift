import Devices
import Diagnostics

extension ProfilePlan {
    /// The profiles `screen` is checked on, in catalogue order, then orientation, then window.
    package func profiles(for screen: Screen) throws(InputError) -> [Profile] {
        try selection(for: screen).profiles
    }

    /// The profiles `screen` is planned on, and the selected devices × orientations left out with why
    /// (`selection(for:)` on what the screen says: its `ios:`, `idioms:`, `orientations:`, `appearance:`
    /// and `devices:`, whose errors point at its key).
    package func selection(for screen: Screen) throws(InputError) -> Selection {
        try selection(for: ScreenRequest(screen))
    }
}

extension ProfilePlan.ScreenRequest {
    /// What `screen` says about where it runs, its `devices:` resolved (`ProfilePlan.screenDevices`): an
    /// unknown name is an error at the key's place.
    package init(_ screen: Screen) throws(InputError) {
        let devices = try screen.devices.map { text throws(InputError) in try ProfilePlan.screenDevices(text, at: screen.location(of: "devices")) }
        self.init(ios: screen.ios, idioms: screen.idioms, orientations: screen.orientations, appearances: screen.appearances,
                  deviceIDs: devices?.ids, namedDeviceIDs: devices?.named ?? [])
    }
}
