import Geometry

// The tvOS rows of research/devices.md §4. tvOS has no rotation, so the TV's `points` are its
// natural 1920x1080 and its one orientation is reported as `.portrait` (upright, unrotated).

extension ScreenRow {
    private static func tv(_ title: String, scale: Sourced<Double>, safeArea: Versioned<EdgeInsets?>) -> ScreenRow {
        ScreenRow(
            title: title, idiom: .tv,
            minimumIOS: Sourced(10, [.sst], note: "tvOS values do not depend on the version in the sources"),
            points: Sourced(size(1920, 1080), [.sst, .medienmonster]), scale: scale,
            cornerRadius: Sourced(0, [.sst, .corona], note: "a TV picture is a plain rectangle in SST's and Corona's TV configs"),
            sensorHousing: Sourced(.none, [.sst, .corona]),
            statusBarHeight: Versioned(0, [.sst, .corona], note: "tvOS shows no status bar; SST and Corona model none"),
            hasHomeIndicator: Sourced(false, [.sst, .corona]), homeIndicatorSize: Common.noIndicatorSize,
            safeAreaPortrait: safeArea, safeAreaLandscape: safeArea,
            landscapeHorizontalSizeClass: Common.phonePadUnused)
    }

    static let appleTV = tv(
        "Apple TV (HD / 1080p UI)", scale: Sourced(1, [.sst]),
        safeArea: Versioned(insets(60, 90, 60, 90), [.sst, .corona], note: "medienmonster's design guide says 80 at the sides; both code sources use 90"))
    static let appleTV4K = tv(
        "Apple TV 4K (2x)", scale: Sourced(2, [.sst, .medienmonster], note: "SST writes the 4K config in pixels (3840x2160)"),
        safeArea: Versioned(insets(60, 90, 60, 90), [.sst], note: "SST writes 120/180/120/180 in pixel units"))
}

extension Catalogue {
    static let tvs: [Device] = [
        Device("apple-tv", "Apple TV HD", aliases: ["AppleTV5,3"], .appleTV),
        Device("apple-tv-4k", "Apple TV 4K", aliases: ["AppleTV6,2", "AppleTV11,1", "AppleTV14,1"], .appleTV4K),
    ]
}
