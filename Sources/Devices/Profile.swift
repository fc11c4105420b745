import Geometry

/// One device evaluated for one iOS version, orientation and window: every number the layout
/// pass and the renderer need, already resolved. Values no source gives are `nil` (unknown), never invented.
package struct Profile: Hashable, Sendable, Codable {
    /// The catalogue slug, e.g. `iphone-15-pro`.
    package var deviceID: String
    package var deviceName: String
    package var idiom: Idiom
    /// The iOS (iPadOS, tvOS) major version whose rules were applied.
    package var ios: Int
    package var orientation: Orientation
    package var window: WindowMode

    /// The whole display in this orientation, in points.
    package var screenSize: Size
    /// The app's window inside the display, in screen points (the whole screen unless multitasking).
    package var windowFrame: Rect
    /// Points to rendered pixels (`UIScreen.scale`).
    package var scale: Double

    /// The window's safe-area insets from the hardware and the status bar alone (no app bars),
    /// as `UIWindow.safeAreaInsets` reports them. `nil` when no source gives them.
    package var safeAreaInsets: EdgeInsets?
    /// `statusBarFrame.height` in this orientation: 0 where the system hides it
    /// (iPhone landscape), `nil` when unknown.
    package var statusBarHeight: Double?
    /// The display's corner radius in points; 0 for square displays, `nil` when unknown.
    package var cornerRadius: Double?
    /// The housing in portrait screen coordinates; the renderer rotates it with the device.
    package var sensorHousing: SensorHousing
    /// The home indicator's size in points when the device has one (`nil` size: has one, size unknown).
    package var hasHomeIndicator: Bool
    package var homeIndicatorSize: Size?

    package var horizontalSizeClass: SizeClass
    package var verticalSizeClass: SizeClass
    /// The appearance the app is drawn in; `nil` is light, UIKit's default. Kept optional so a light
    /// profile encodes (and hashes, and names its files) exactly as before the axis existed.
    package var appearance: Appearance?
    /// True when the profile stands for Interface Builder's canvas as a document saved it (`--device saved`,
    /// `SavedProfile`) rather than for the device at run time: the layout then keeps what only the canvas has,
    /// such as placeholder constraints (docs/research/ib-defaults.md §30). Nil otherwise, so every other profile
    /// encodes and hashes exactly as before.
    package var isSavedCanvas: Bool?
    /// The iOS an Xcode 6-7 canvas of a size of its own (600 × 600) showed, older than the `ios` whose rules lay it
    /// out: 8 for Xcode 6, 9 for Xcode 7 (`SavedCanvas`). Nil for every other profile, which encodes and hashes as
    /// before.
    package var canvasShownIOS: Int?
    /// The height of the navigation bar at the top of a page sheet Interface Builder drew a scene in, which starts at
    /// the sheet's top with no status bar or housing above it (`SavedProfile`, docs/research/ib-defaults.md §61). Nil
    /// for every other profile, which encodes and hashes as before.
    package var pageSheetNavigationBarHeight: Double?
    /// The iOS whose controls an Interface Builder canvas draws when it is newer than the `ios` whose metrics lay the
    /// canvas out: Xcode 12 and 13 draw `retina6_1` with the iPhone 11's iOS 13 insets but their own SDK's controls
    /// (`InterfaceBuilderCanvas.controlsIOS`, docs/research/ib-defaults.md §119). Nil for every other profile, whose
    /// controls are its `ios`'s, and which encodes and hashes as before.
    package var canvasControlsIOS: Int?
    /// True for the canvas of Xcode 4, which showed iOS 6: a controller's view lies between the status bar and its
    /// container's bars, never under them (`InterfaceBuilderCanvas.laysOutBetweenBars`). Nil for every other profile,
    /// whose controllers' views extend under translucent bars as iOS 7 and later lay them out, and which encodes and
    /// hashes as before.
    package var canvasLaysOutBetweenBars: Bool?
    /// True for the canvas of Xcode 26, which draws iOS 26's bars and controls (`InterfaceBuilderCanvas.drawsIOS26`). Nil
    /// for every other profile, which encodes and hashes as before.
    package var canvasDrawsIOS26: Bool?

    /// Whether UIKit's controls on this profile are iOS 26's (a 63 × 28 switch, docs/research/ib-defaults.md §107): on a
    /// device running iOS 26 or later, and on Xcode 26's canvas. An earlier Xcode's canvas drew its own SDK's controls,
    /// whatever iOS the device it names runs today.
    package var drawsIOS26Controls: Bool { isSavedCanvas == true ? canvasDrawsIOS26 == true : ios >= 26 }

    init(
        deviceID: String, deviceName: String, idiom: Idiom, ios: Int, orientation: Orientation,
        window: WindowMode, screenSize: Size, windowFrame: Rect, scale: Double,
        safeAreaInsets: EdgeInsets?, statusBarHeight: Double?, cornerRadius: Double?,
        sensorHousing: SensorHousing, hasHomeIndicator: Bool, homeIndicatorSize: Size?,
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass
    ) {
        self.deviceID = deviceID
        self.deviceName = deviceName
        self.idiom = idiom
        self.ios = ios
        self.orientation = orientation
        self.window = window
        self.screenSize = screenSize
        self.windowFrame = windowFrame
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.cornerRadius = cornerRadius
        self.sensorHousing = sensorHousing
        self.hasHomeIndicator = hasHomeIndicator
        self.homeIndicatorSize = homeIndicatorSize
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The app window's size: what the root view controller's view measures.
    package var windowSize: Size { windowFrame.size }

    /// The name outputs are filed under: `iphone-x-portrait`, `ipad-pro-11-landscape-left-split-1-3`,
    /// and for the dark appearance `iphone-x-portrait-dark` (light keeps the name it always had).
    /// Made only of `[a-z0-9-]`, so it is safe as a file name everywhere. A television has one
    /// orientation, so its name has none: `apple-tv-4k`.
    /// Appended piece by piece into one reserved string: every finding and report entry names its profile,
    /// and interpolating the pieces cost about 5,000 instructions a name (callgrind, `bezel check Templates`).
    package var slug: String {
        var base = deviceID
        base.reserveCapacity(deviceID.utf8.count + 40)
        if idiom != .tv {
            base += "-"
            base += orientation.rawValue
        }
        if window != .full {
            base += "-"
            base += window.slugComponent
        }
        if resolvedAppearance == .dark { base += "-dark" }
        return base
    }

    /// The appearance drawn: `appearance`, or light when none was asked for.
    package var resolvedAppearance: Appearance { appearance ?? .light }

    /// This profile in `appearance`; light is stored as `nil`, so the light copy equals the profile
    /// the catalogue made.
    package func with(appearance: Appearance) -> Profile {
        var copy = self
        copy.appearance = appearance == .light ? nil : appearance
        return copy
    }
}
