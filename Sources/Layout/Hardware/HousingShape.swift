import Devices
import Geometry

/// The sensor housing as a shape to test rectangles against, in portrait screen coordinates.
///
/// A notch is its bounding box with rounded lower corners (`SensorHousing.bottomRadius`); the small concave
/// fillets where it meets the top edge lie in the status bar and are left out. A Dynamic Island is a capsule.
/// Both are the set of points closer than `radius` to an inner rectangle (a Minkowski sum), which makes the
/// test one distance between two rectangles.
package struct HousingShape: Hashable, Sendable {
    /// The housing's bounding box, portrait screen coordinates.
    var frame: Rect
    var radius: Double
    private var core: Rect

    /// The shape of `housing`, or `nil` when the device has none or its size is unknown.
    init?(_ housing: SensorHousing) {
        guard housing.kind != .none, let frame = housing.frame, !frame.isEmpty else { return nil }
        self.frame = frame
        switch housing.kind {
        case .dynamicIsland:
            radius = min(frame.width, frame.height) / 2
            core = frame.inset(by: EdgeInsets(top: radius, left: radius, bottom: radius, right: radius))
        case .notch, .none:
            radius = max(0, min(housing.bottomRadius ?? 0, frame.width / 2, frame.height))
            // Grown upwards by the radius so only the lower corners come out rounded (the top is off screen).
            core = Rect(x: frame.minX + radius, y: frame.minY - radius, width: frame.width - 2 * radius, height: frame.height)
        }
    }

    /// The part of `rect` (portrait screen coordinates) inside the housing's bounding box, when `rect`
    /// really touches the housing's shape; `nil` when it misses it or only touches its edge.
    package func overlap(with rect: Rect) -> Rect? {
        guard let box = rect.intersection(frame) else { return nil }
        let dx = max(0, rect.minX - core.maxX, core.minX - rect.maxX)
        let dy = max(0, rect.minY - core.maxY, core.minY - rect.maxY)
        guard dx * dx + dy * dy < radius * radius || (dx == 0 && dy == 0) else { return nil }
        return box
    }
}
