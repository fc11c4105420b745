/// The layers a Bezel image has, in drawing order. The raw value is the SVG group id.
package enum LayerID: String, Hashable, Sendable, CaseIterable, Codable {
    /// The device body and its bezel around the screen.
    case device
    /// The app's pixels: background, views, system bars — clipped to the screen shape.
    case screen
    /// Unsafe regions tinted and hatched.
    case safeArea = "safe-area"
    /// The layout-margin guide.
    case margins
    /// Every view's frame with its id.
    case frames
    /// The findings' outlines and numbered badges.
    case findings
    /// The sensor housing, status-bar glyphs and home indicator drawn over everything on screen.
    case hardware
    /// Labels beside the device: the findings legend, the profile caption.
    case legend

    /// The layers `--overlays` can switch; the others are always drawn.
    package var isOverlay: Bool {
        switch self {
        case .safeArea, .margins, .frames, .findings: true
        case .device, .screen, .hardware, .legend: false
        }
    }
}
