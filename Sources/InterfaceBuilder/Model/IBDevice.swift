import Diagnostics

/// `<device id="retina6_1" orientation="portrait" appearance="light"/>`: the device Interface Builder
/// showed when it saved the document (Xcode 8 and later). Saved frames were laid out for it. The id is
/// kept as written; mapping ids to Bezel's device catalogue is the caller's business.
package struct IBDevice: Hashable, Sendable, Codable {
    package var id: String
    /// `portrait` or `landscape` as written; absent in a few files, which IB reads as portrait.
    package var orientation: String?
    /// `light` or `dark` (Xcode 11+); absent before.
    var appearance: String?
    /// `<adaptation id="fullscreen"/>` inside the device element (Xcode 8–9 documents).
    var adaptation: String?
    /// `layout="fullscreen"` (or a Split View fraction) on iPad devices, Xcode 11+.
    var layout: String?
    package var location: SourceLocation

    init(id: String, orientation: String? = nil, appearance: String? = nil, adaptation: String? = nil,
                layout: String? = nil, location: SourceLocation) {
        self.id = id
        self.orientation = orientation
        self.appearance = appearance
        self.adaptation = adaptation
        self.layout = layout
        self.location = location
    }
}
