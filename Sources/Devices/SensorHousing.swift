import Geometry

/// The sensor housing cut into the top of the display, in points, in portrait screen coordinates.
package struct SensorHousing: Hashable, Sendable, Codable {
    package enum Kind: String, Sendable, Codable {
        case none, notch
        case dynamicIsland = "dynamic-island"
    }

    package var kind: Kind
    /// The housing's bounding box in portrait screen coordinates (a notch starts at y = 0).
    package var frame: Rect?
    /// Notch: radius of the small fillets where the notch meets the top edge; Island: nil (capsule).
    package var topRadius: Double?
    /// Notch: radius of the notch's lower corners; Island: nil (capsule).
    package var bottomRadius: Double?

    init(kind: Kind, frame: Rect? = nil, topRadius: Double? = nil, bottomRadius: Double? = nil) {
        self.kind = kind
        self.frame = frame
        self.topRadius = topRadius
        self.bottomRadius = bottomRadius
    }

    package static let none = SensorHousing(kind: .none)
}
