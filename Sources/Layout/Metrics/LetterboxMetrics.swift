import Devices
import Geometry

/// Compatibility ("letterbox") mode for apps without a launch storyboard on notched iPhones (docs/research/uikit-metrics.md §9).
///
/// HACKX, MDC1987, NS4884, ECSVC472: such an app runs with black bands top and bottom and sees a pre-X screen.
/// The exact rectangle is unknown (§9), so Bezel takes the 16:9 classic screen of the same width — 320×568,
/// 375×667, 414×736 (the classic sizes in docs/research/devices.md §1) — and for widths no classic phone has, the 16:9
/// rectangle of that width rounded to the pixel grid. Every letterbox is marked assumed.
package enum LetterboxMetrics {
    /// Classic 16:9 phone sizes in portrait points (docs/research/devices.md §1: SE 1st gen, 6–8, 6–8 Plus).
    static let classicSizes: [Size] = [
        Size(width: 320, height: 568), Size(width: 375, height: 667), Size(width: 414, height: 736),
    ]

    /// True when the screen's legacy launch setting letterboxes the app on this profile.
    static func applies(to profile: Profile) -> Bool {
        profile.idiom == .phone && profile.sensorHousing.kind != .none
    }

    /// The letterboxed app window in portrait points, and the assumption behind it.
    static func portraitWindowSize(for profile: Profile) -> (size: Size, metric: Metric) {
        let width = min(profile.screenSize.width, profile.screenSize.height)
        if let classic = classicSizes.first(where: { $0.width == width }) {
            return (classic, .assumed(classic.height, "letterbox size unknown (uikit-metrics §9); the classic \(Int(classic.width))x\(Int(classic.height)) screen used"))
        }
        let scale = profile.scale > 0 ? profile.scale : 1
        let height = (width * 16 / 9 * scale).rounded() / scale
        return (Size(width: width, height: height),
                .assumed(height, "letterbox size unknown (uikit-metrics §9); a 16:9 window of the screen's width used"))
    }
}
