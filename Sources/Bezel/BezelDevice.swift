import Devices

/// A device profile from Bezel's catalogue: one device, one iOS version, portrait or landscape, full screen.
public struct BezelDevice: Sendable {
    /// The catalogue's id of the device (`iphone-16-pro`), as `bezel devices` lists it.
    public var id: String { profile.deviceID }
    /// The device's marketing name.
    public var name: String { profile.deviceName }
    /// The iOS version the profile's metrics are for.
    public var ios: Int { profile.ios }
    /// The window's size in points.
    public var width: Double { profile.windowSize.width }
    public var height: Double { profile.windowSize.height }
    /// Pixels per point.
    public var scale: Double { profile.scale }

    let profile: Profile

    /// The ids of every device in the catalogue, in the catalogue's order.
    public static var catalogue: [String] { Catalogue.all.map(\.id) }

    /// The profile of the device whose id, name or alias is `device`, on iOS `ios` (the newest the device
    /// runs when nil), upright or turned to the left.
    public init(_ device: String, ios: Int? = nil, landscape: Bool = false) throws(BezelError) {
        do {
            self.profile = try Catalogue.device(named: device).profile(ios: ios, orientation: landscape ? .landscapeLeft : .portrait)
        } catch {
            throw BezelError("\(error)")
        }
    }
}
