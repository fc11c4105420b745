import Devices

/// One device on a sheet: a catalogue device, the way it is turned, and the window the app has on it.
///
/// An entry is a request; `SheetPlan` turns entries into profiles and says why it left any out.
package struct SheetEntry: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The catalogue slug, e.g. `iphone-15-pro`.
    package var deviceID: String
    package var orientation: Orientation
    package var window: WindowMode

    init(_ deviceID: String, _ orientation: Orientation = .portrait, _ window: WindowMode = .full) {
        self.deviceID = deviceID
        self.orientation = orientation
        self.window = window
    }

    /// `iphone-8 portrait`, `ipad-pro-11 landscape-left split-1/2`: how notes name the entry.
    package var description: String {
        "\(deviceID) \(orientation.rawValue)" + (window == .full ? "" : " \(window.rawValue)")
    }

    /// One entry per device, all turned and windowed alike (what `bezel sheet --devices` asks for).
    package static func entries(devices: [Device], orientation: Orientation = .portrait, window: WindowMode = .full) -> [SheetEntry] {
        devices.map { SheetEntry($0.id, orientation, window) }
    }
}
