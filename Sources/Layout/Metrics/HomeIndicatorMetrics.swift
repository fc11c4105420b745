import Devices
import Geometry

/// The home indicator capsule (docs/research/uikit-metrics.md §8, docs/research/devices.md §5).
enum HomeIndicatorMetrics {
    /// The capsule's height (BEZ, RNHI: 5 pt).
    package static let height = 5.0
    /// The gap between the capsule and the bottom edge (RNHI: 8-pt bottom padding in the 34-pt strip).
    static let bottomPadding = 8.0

    /// Widths by screen width in portrait (BEZ; RNHI agrees on 134 for 375-pt phones).
    static let widthsByScreenWidth: [(screenWidth: Double, width: Double)] = [
        (375, 134), (390, 139), (414, 148), (428, 153),
    ]

    /// The capsule's size: the catalogue's, else the BEZ width of the nearest screen width (assumed).
    /// In landscape the padding and width are not sourced; the portrait ones are used, assumed.
    package static func size(for profile: Profile) -> (size: Size, assumed: Metric?) {
        if let known = profile.homeIndicatorSize {
            if profile.orientation.isLandscape {
                return (known, .assumed(known.width, "home indicator size and padding in landscape unknown; portrait values used"))
            }
            return (known, nil)
        }
        let portraitWidth = min(profile.screenSize.width, profile.screenSize.height)
        var best = widthsByScreenWidth[0]
        for row in widthsByScreenWidth where abs(row.screenWidth - portraitWidth) < abs(best.screenWidth - portraitWidth) {
            best = row
        }
        return (Size(width: best.width, height: height),
                .assumed(best.width, "home indicator width unknown for \(profile.deviceID); BEZ width for \(Int(best.screenWidth))-pt phones used"))
    }
}
