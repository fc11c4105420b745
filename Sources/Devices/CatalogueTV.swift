import Geometry

// The tvOS rows of docs/research/devices.md §4. tvOS has no rotation, so the TV's `points` are its
// natural 1920x1080 and its one orientation is reported as `.portrait` (upright, unrotated).

extension ScreenRow {
    private static func tv(_ title: String, scale: Sourced<Double>, safeArea: Versioned<EdgeInsets?>) -> ScreenRow {
        ScreenRow(
            title: title, idiom: .tv,
            points: Sourced(size(1920, 1080), [.sst, .medienmonster]), scale: scale,
            cornerRadius: Sourced(0, [.sst, .corona], note: "a TV picture is a plain rectangle in SST's and Corona's TV configs"),
            sensorHousing: Sourced(.none, [.sst, .corona]),
            statusBarHeight: Versioned(0, [.sst, .corona], note: "tvOS shows no status bar; SST and Corona model none"),
            hasHomeIndicator: Sourced(false, [.sst, .corona]), homeIndicatorSize: Common.noIndicatorSize,
            safeAreaPortrait: safeArea, safeAreaLandscape: safeArea,
            landscapeHorizontalSizeClass: Common.phonePadUnused)
    }

    /// 60 pt top and bottom, 80 pt at the sides: Apple's current Human Interface Guidelines (HIG-TV-LAYOUT),
    /// with medienmonster's guide. SST and Corona keep the 2015 guidelines' 90 at the sides; Apple's own
    /// current number wins (docs/sources.md, "tvOS safe area").
    private static let tvSafeArea = Versioned<EdgeInsets?>(
        insets(60, 80, 60, 80), [.higTVLayout, .medienmonster],
        note: "Apple's current HIG; SST and Corona still use the 2015 guidelines' 90 at the sides")

    static let appleTV = tv("Apple TV (HD / 1080p UI)", scale: Sourced(1, [.sst]), safeArea: tvSafeArea)
    static let appleTV4K = tv(
        "Apple TV 4K (2x)", scale: Sourced(2, [.sst, .medienmonster], note: "SST writes the 4K config in pixels (3840x2160)"),
        safeArea: tvSafeArea)
}

extension Catalogue {
    static let tvs: [Device] = [
        Device("apple-tv", "Apple TV HD", aliases: ["AppleTV5,3"], .appleTV,
               runs: Sourced(SupportedVersions(first: 9, last: 26), [.tvOS26],
                             note: "came out in 2015 with tvOS 9, the first tvOS; tvOS 26 is its last (tvOS 27 drops it)")),
        // One profile for the three 4K generations: the first shipped with tvOS 11 and all three run tvOS 26.
        Device("apple-tv-4k", "Apple TV 4K", aliases: ["AppleTV6,2", "AppleTV11,1", "AppleTV14,1"], .appleTV4K,
               runs: Sourced(SupportedVersions(first: 11), [.tvOS26],
                             note: "the 1st generation came out in 2017 with tvOS 11; every generation runs tvOS 26")),
    ]
}
