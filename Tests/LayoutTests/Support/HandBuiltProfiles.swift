@testable import Devices
@testable import Geometry

/// Profiles built by hand from the cited numbers, so the layout tests do not depend on the catalogue's choices.
enum HandBuilt {
    /// iPhone 8: 375×667 @2x, status bar 20, safe area (20,0,0,0) on iOS 12+ in portrait and 0 in landscape
    /// (devices.md §1: SST, UYLX); compact width, regular height in portrait, compact both in landscape (§7 MATT-SO).
    static func iPhone8(_ orientation: Orientation = .portrait, ios: Int = 17) -> Profile {
        let landscape = orientation.isLandscape
        let size = landscape ? Size(width: 667, height: 375) : Size(width: 375, height: 667)
        return Profile(
            deviceID: "iphone-8", deviceName: "iPhone 8", idiom: .phone, ios: ios, orientation: orientation,
            window: .full, screenSize: size, windowFrame: Rect(origin: .zero, size: size), scale: 2,
            safeAreaInsets: landscape ? .zero : EdgeInsets(top: 20), statusBarHeight: landscape ? 0 : 20,
            cornerRadius: 0, sensorHousing: .none, hasHomeIndicator: false, homeIndicatorSize: nil,
            horizontalSizeClass: .compact, verticalSizeClass: landscape ? .compact : .regular)
    }

    /// iPhone X: 375×812 @3x, status bar 44, safe area 44/0/34/0 portrait, 0/44/21/44 landscape (devices.md §1,
    /// conflict 2: 21), home indicator 134×5 (BEZ); compact width in both orientations.
    static func iPhoneX(_ orientation: Orientation = .portrait, ios: Int = 17) -> Profile {
        let landscape = orientation.isLandscape
        let size = landscape ? Size(width: 812, height: 375) : Size(width: 375, height: 812)
        return Profile(
            deviceID: "iphone-x", deviceName: "iPhone X", idiom: .phone, ios: ios, orientation: orientation,
            window: .full, screenSize: size, windowFrame: Rect(origin: .zero, size: size), scale: 3,
            safeAreaInsets: landscape ? EdgeInsets(top: 0, left: 44, bottom: 21, right: 44) : EdgeInsets(top: 44, bottom: 34),
            statusBarHeight: landscape ? 0 : 44, cornerRadius: 39,
            sensorHousing: SensorHousing(kind: .notch, frame: Rect(x: 83, y: 0, width: 209, height: 30)),
            hasHomeIndicator: true, homeIndicatorSize: Size(width: 134, height: 5),
            horizontalSizeClass: .compact, verticalSizeClass: landscape ? .compact : .regular)
    }

    /// iPhone 14 Pro: 393×852, status bar 54, safe area 59/0/34/0 (devices.md §1, GKNB41), Dynamic Island.
    static func iPhone14Pro(_ orientation: Orientation = .portrait, ios: Int = 17) -> Profile {
        let landscape = orientation.isLandscape
        let size = landscape ? Size(width: 852, height: 393) : Size(width: 393, height: 852)
        return Profile(
            deviceID: "iphone-14-pro", deviceName: "iPhone 14 Pro", idiom: .phone, ios: ios, orientation: orientation,
            window: .full, screenSize: size, windowFrame: Rect(origin: .zero, size: size), scale: 3,
            safeAreaInsets: landscape ? EdgeInsets(top: 0, left: 59, bottom: 21, right: 59) : EdgeInsets(top: 59, bottom: 34),
            statusBarHeight: landscape ? 0 : 54, cornerRadius: 55,
            sensorHousing: SensorHousing(kind: .dynamicIsland, frame: Rect(x: 134, y: 11, width: 125, height: 37)),
            hasHomeIndicator: true, homeIndicatorSize: nil,
            horizontalSizeClass: .compact, verticalSizeClass: landscape ? .compact : .regular)
    }

    /// iPad Pro 11" (1st–4th gen): 834×1194 @2x, safe area 24/0/20/0 in both orientations (devices.md §1, conflict 8),
    /// home indicator; Split View widths from devices.md §3 (SST): landscape 375 / 592 / 809 / 1194,
    /// portrait 320 / 504 / 834; the narrow splits compact, landscape 2/3 and full regular, portrait 2/3 compact.
    static func iPadPro11(_ orientation: Orientation = .portrait, window: WindowMode = .full, ios: Int = 17) -> Profile {
        let landscape = orientation.isLandscape
        let screen = landscape ? Size(width: 1194, height: 834) : Size(width: 834, height: 1194)
        let width: Double
        let horizontal: SizeClass
        switch (landscape, window) {
        case (_, .full): (width, horizontal) = (screen.width, .regular)
        case (true, .splitOneThird): (width, horizontal) = (375, .compact)
        case (true, .splitHalf): (width, horizontal) = (592, .compact)
        case (true, .splitTwoThirds): (width, horizontal) = (809, .regular)
        case (false, .splitOneThird), (false, .splitHalf): (width, horizontal) = (320, .compact)
        case (false, .splitTwoThirds): (width, horizontal) = (504, .compact)
        case (_, .slideOver): (width, horizontal) = (320, .compact)
        }
        return Profile(
            deviceID: "ipad-pro-11", deviceName: "iPad Pro 11-inch", idiom: .pad, ios: ios, orientation: orientation,
            window: window, screenSize: screen, windowFrame: Rect(x: 0, y: 0, width: width, height: screen.height),
            scale: 2, safeAreaInsets: EdgeInsets(top: 24, bottom: 20), statusBarHeight: nil, cornerRadius: 18,
            sensorHousing: .none, hasHomeIndicator: true, homeIndicatorSize: nil,
            horizontalSizeClass: horizontal, verticalSizeClass: .regular)
    }
}
