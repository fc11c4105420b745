import Geometry

/// One marketed Apple device model with every number the catalogue knows about its screen, each
/// with its sources. Models that share a screen (the iPhone 6, 6s, 7, 8 and SE 2/3) share one
/// `docs/research/devices.md` row but keep their own identifier, name and model identifiers.
///
/// Geometry is in points, in portrait, as `UIScreen.bounds` reports it upright. The Apple TV has no
/// rotation: its `points` are its natural 1920x1080 and its one orientation is `.portrait`.
/// Version-dependent values are `Versioned`; `profile(ios:orientation:window:)` resolves them.
package struct Device: Sendable, Equatable, Identifiable {
    /// The slug made from the marketing name: `iphone-15-pro`, `ipad-pro-11-gen4`, `apple-tv-4k`.
    package var id: String
    /// The marketing name, as Apple writes it.
    var name: String
    /// Model identifiers (`iPhone16,1`) this model reports; selections accept them as names.
    var aliases: Sourced<[String]>
    package var idiom: Idiom
    /// The `docs/research/devices.md` §1 row the screen numbers come from (its `name` in
    /// Tests/DevicesTests/Fixtures/devices.json).
    var row: String

    /// The iOS (iPadOS, tvOS) versions the model can run: the one it shipped with to the last Apple
    /// released for it. A profile exists only for a version in this range (`DeviceProfile.swift`).
    package var supportedIOS: Sourced<SupportedVersions>
    /// Screen size in points, portrait (TV: natural landscape).
    package var points: Sourced<Size>
    /// `UIScreen.scale`: points to rendered pixels.
    package var scale: Sourced<Double>
    /// Rendered pixels (points x scale).
    var pixels: Sourced<Size>
    /// The physical panel when it differs from the rendered pixels (Plus models, 12/13 mini),
    /// which downsample the rendered image; `nil` when they are the same.
    var physicalPixels: Sourced<Size>?
    /// The display's corner radius in points: 0 for square corners, `nil` when unknown.
    var cornerRadius: Sourced<Double?>
    /// The sensor housing in portrait screen coordinates.
    var sensorHousing: Sourced<SensorHousing>
    /// `statusBarFrame.height` in portrait; `nil` where no source gives it.
    var statusBarHeight: Versioned<Double?>
    var hasHomeIndicator: Sourced<Bool>
    /// The indicator capsule's size, where a source gives it.
    var homeIndicatorSize: Sourced<Size?>
    /// The key window's `safeAreaInsets` in portrait (iOS 11 and later).
    var safeAreaPortrait: Versioned<EdgeInsets?>
    /// The key window's `safeAreaInsets` in landscape-right (sensor housing on the left). The
    /// landscape-left value is derived by mirroring; see `safeArea(ios:orientation:)`.
    var safeAreaLandscape: Versioned<EdgeInsets?>
    /// iPhone landscape horizontal size class: regular on the "big" phones, compact on the rest.
    /// iPads and the TV ignore it.
    var landscapeHorizontalSizeClass: Sourced<SizeClass>
    /// Split View and Slide Over window widths; `nil` on phones and the TV.
    var multitasking: Multitasking?

    /// Every source any of the device's values cites, in `Source` order, without duplicates.
    var sources: [Source] {
        var all: [Source] = aliases.sources + supportedIOS.sources + points.sources + scale.sources + pixels.sources
        all += physicalPixels?.sources ?? []
        all += cornerRadius.sources + sensorHousing.sources + hasHomeIndicator.sources + homeIndicatorSize.sources
        all += landscapeHorizontalSizeClass.sources
        for versioned in [safeAreaPortrait, safeAreaLandscape] {
            all += versioned.primary.sources + versioned.exceptions.flatMap(\.value.sources)
        }
        all += statusBarHeight.primary.sources + statusBarHeight.exceptions.flatMap(\.value.sources)
        all += multitasking?.sources ?? []
        return Array(Set(all)).sorted()
    }

    /// Builds a model from its shared screen row.
    init(_ id: String, _ name: String, aliases: [String], aliasSources: [Source] = [.dk], _ row: ScreenRow,
         runs supportedIOS: Sourced<SupportedVersions>) {
        self.id = id
        self.name = name
        self.aliases = Sourced(aliases, aliasSources)
        self.idiom = row.idiom
        self.row = row.title
        self.supportedIOS = supportedIOS
        self.points = row.points
        self.scale = row.scale
        self.pixels = Sourced(
            Size(width: row.points.value.width * row.scale.value, height: row.points.value.height * row.scale.value),
            row.points.sources, note: "points x scale")
        self.physicalPixels = row.physicalPixels
        self.cornerRadius = row.cornerRadius
        self.sensorHousing = row.sensorHousing
        self.statusBarHeight = row.statusBarHeight
        self.hasHomeIndicator = row.hasHomeIndicator
        self.homeIndicatorSize = row.homeIndicatorSize
        self.safeAreaPortrait = row.safeAreaPortrait
        self.safeAreaLandscape = row.safeAreaLandscape
        self.landscapeHorizontalSizeClass = row.landscapeHorizontalSizeClass
        self.multitasking = row.multitasking
    }
}
