import Devices
import Geometry
import Layout

/// One device on a sheet.
struct SheetPlacement: Hashable, Sendable {
    var profile: Profile
    /// The screen as laid out on `profile`: the label's safe-area numbers come from here.
    var layout: LaidOutScreen
    /// Where the device's own canvas (`DeviceArt.size`, margins included) sits on the sheet, in points.
    var frame: Rect
    /// The device body's bounds on the sheet.
    var bodyFrame: Rect
    /// The label under the device, line by line: name; orientation, window, size and iOS; safe area.
    var label: [String]
    /// The SVG id of the device's group (`sheet-2-iphone-14-portrait`).
    var groupID: String

    init(profile: Profile, layout: LaidOutScreen, frame: Rect, bodyFrame: Rect, label: [String], groupID: String) {
        self.profile = profile
        self.layout = layout
        self.frame = frame
        self.bodyFrame = bodyFrame
        self.label = label
        self.groupID = groupID
    }
}
