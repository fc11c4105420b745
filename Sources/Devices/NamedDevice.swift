import Diagnostics

/// `--device ID` with its `--orientation`, `--window` and `--ios`: one device the user named, looked up in
/// the catalogue once. Every orientation × window asked of it is checked on the way in, so a window or an
/// orientation the device lacks, or an iOS version it cannot run, is an error that names it rather than an
/// empty or different run. `bezel render` plans its cells on it (`ProfilePlan.init(device:)`) and `bezel layout`
/// lays each screen out on it (`profiles(forScreenIOS:)`); neither turns it back into text to be looked up again.
package struct NamedDevice: Sendable {
    /// The name as the user wrote it (a slug, model identifier or display name), for messages.
    package var name: String
    package var device: Device
    /// The orientations and windows asked for, each once, in the order given.
    package var orientations: [Orientation]
    package var windows: [WindowMode]
    /// `--ios N`, a version the device runs; `nil`: each screen's `ios:`, else the newest the device runs.
    package var ios: Int?

    /// Looks `name` up (`Catalogue.device(named:)`) and checks every profile asked of it: `ios` against
    /// the versions the device runs, then each orientation × window.
    package init(named name: String, orientations: [Orientation] = [.portrait], windows: [WindowMode] = [.full], ios: Int? = nil) throws {
        let device = try Catalogue.device(named: name)
        // The version the profiles are checked at, as `Device.profile` takes it: `--ios`, else the newest.
        try device.validate(ios: ios ?? device.newestIOS)
        for orientation in orientations {
            for window in windows { try device.checkOffers(orientation: orientation, window: window) }
        }
        self.name = name
        self.device = device
        self.orientations = orientations
        self.windows = windows
        self.ios = ios
    }

    /// The profiles of a screen whose `ios:` is `screenIOS`, whatever else the screen allows (`bezel layout`
    /// lays a screen out on the device it is given): each orientation the device has × each window it offers
    /// there, of those asked for, in the device's order, at `--ios` or the version the planner evaluates the
    /// device for (`ProfilePlan.profiles(of:ios:)`); none when the device came out after that version.
    package func profiles(forScreenIOS screenIOS: Int?) -> [Profile] {
        ProfilePlan.profiles(of: device, ios: ios ?? screenIOS).filter { orientations.contains($0.orientation) && windows.contains($0.window) }
    }
}
