import Devices
import Diagnostics

extension ProfilePlan {
    /// The profiles `screen` is checked on, in catalogue order, then orientation, then window.
    package func profiles(for screen: Screen) throws(InputError) -> [Profile] {
        try selection(for: screen).profiles
    }

    /// The profiles `screen` is checked on, and the selected devices × orientations left out with why
    /// (`selection(for:)` on what the screen says: its `ios:`, `idioms:`, `orientations:`, `appearance:`
    /// and `devices:`, whose errors point at its key).
    package func selection(for screen: Screen) throws(InputError) -> Selection {
        try selection(for: ScreenRequest(
            ios: screen.ios, idioms: screen.idioms, orientations: screen.orientations, appearances: screen.appearances,
            devices: screen.devices, devicesLocation: screen.location(of: "devices")))
    }
}
