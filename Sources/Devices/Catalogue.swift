import Diagnostics

/// The device catalogue: every profile Bezel knows, in a fixed order (iPhones, iPads, TVs; each
/// by row of `docs/research/devices.md` and release). Every output lists devices in this order.
package enum Catalogue {
    /// Every device.
    package static let all: [Device] = iPhones + iPads + tvs

    /// The newest iOS version the catalogue has rules for; the default when none is asked for.
    package static let newestIOS = 26
    /// The iOS versions `Device.profile` evaluates.
    package static let supportedIOS = 10...26

    /// The device with this slug (exact, lower case), or nil.
    package static func device(id: String) -> Device? {
        all.first { $0.id == id }
    }

    /// The device with this slug or model identifier (`iPhone16,1`), case-insensitively; or an
    /// `InputError` naming the closest known profiles.
    package static func device(named name: String) throws -> Device {
        let resolved = try DeviceSelection.parse(name).resolve()
        guard resolved.count == 1, let device = resolved.first else {
            throw InputError("'\(name)' names \(resolved.count) devices, not one: "
                + resolved.prefix(5).map(\.id).joined(separator: ", ") + (resolved.count > 5 ? ", ..." : "")
                + (resolved.count > 1 ? " (bezel render and bezel check take several with --devices)" : ""))
        }
        return device
    }
}
