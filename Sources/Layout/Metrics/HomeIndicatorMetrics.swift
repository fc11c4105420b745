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
    /// The end of the assumption note for each row of `widthsByScreenWidth`, made once: interpolating the
    /// whole note for every profile was 30 M of `SystemChrome`'s 169 M instructions in `bezel check` (callgrind,
    /// Benchmarks/results.md).
    static let noteEndings = widthsByScreenWidth.map { "; BEZ width for \(Int($0.screenWidth))-pt phones used" }

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
        var bestIndex = 0
        for (i, row) in widthsByScreenWidth.enumerated()
        where abs(row.screenWidth - portraitWidth) < abs(widthsByScreenWidth[bestIndex].screenWidth - portraitWidth) {
            bestIndex = i
        }
        let best = widthsByScreenWidth[bestIndex], ending = noteEndings[bestIndex]
        // "home indicator width unknown for <device>; BEZ width for <width>-pt phones used", in one allocation.
        var note = "home indicator width unknown for "
        note.reserveCapacity(note.utf8.count + profile.deviceID.utf8.count + ending.utf8.count)
        note += profile.deviceID
        note += ending
        return (Size(width: best.width, height: height), .assumed(best.width, note))
    }
}
