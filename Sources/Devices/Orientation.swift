import Geometry

/// How the app's interface is turned, as `UIInterfaceOrientation`: in landscape-left the home
/// button (or indicator edge) is on the left, so the sensor housing is on the right.
package enum Orientation: String, Sendable, Codable, CaseIterable {
    case portrait
    case landscapeLeft = "landscape-left"
    case landscapeRight = "landscape-right"

    package var isLandscape: Bool { self != .portrait }
}
