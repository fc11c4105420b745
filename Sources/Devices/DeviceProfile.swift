import Diagnostics
import Geometry

/// Evaluating a device for one iOS version, orientation and window: the rules that turn catalogue
/// rows into a resolved `Profile`.
///
/// Decisions (documented here because every later stage depends on them):
/// - **iOS range.** The catalogue has rules for iOS 10–26, and a model is evaluated only for the
///   versions it can run (`supportedIOS`: the one it shipped with to its last). Any other version is an
///   `InputError` naming the model's range: a mockup of an iPhone X on iOS 26 shows a phone no one can
///   hold. The planner picks the version a screen asking for iOS N gets (`ProfilePlan.iosVersion(of:for:)`:
///   min(N, the model's last), or none when the model came out after N).
/// - **iOS 10 (before `safeAreaInsets`).** UIKit had `topLayoutGuide`/`bottomLayoutGuide`, and
///   safe-area constraints deployed to iOS 10 fall back to them (docs/research/domain.md §3). So on iOS 10
///   `Profile.safeAreaInsets` is that equivalent: top = the status-bar height in that orientation,
///   the other edges 0.
/// - **Orientation.** The stored landscape insets are landscape-right (sensor housing on the left);
///   landscape-left mirrors them. The sources report the same numbers on either side (docs/research/devices.md
///   conventions), so for today's rows the mirror is the identity, but nothing relies on that.
/// - **Status bar.** Hidden (0) on every iPhone in landscape; shown on iPads at its portrait height
///   (docs/research/uikit-metrics.md §1). tvOS has none.
/// - **Multitasking windows** (iPads only). Split View puts the app on the leading (left) side:
///   `x = 0`, full height. Slide Over floats at the trailing (right) edge; from iOS 11 it is 40 pt
///   shorter than the screen, 20 from the top (HACKIPADPRO, measured on iOS 12; assumed for iOS 11),
///   on iOS 10 it is full height (SGL0V). The window's safe area is the part of the screen's insets
///   that overlaps it.
extension Device {
    /// The orientations this device can be evaluated in: all three for phones and iPads; the TV
    /// does not rotate and has only `.portrait`.
    package var orientations: [Orientation] {
        idiom == .tv ? [.portrait] : Orientation.allCases
    }

    /// The windows an app can have in `orientation`: full screen only on phones, the TV and the iPad
    /// (4th generation); on iPads also Split View (portrait has no 1/2) and Slide Over, or Slide Over
    /// alone on the iPad Air and mini 2 and 3 (`Multitasking`). Empty for an orientation the device lacks.
    package func windowModes(for orientation: Orientation) -> [WindowMode] {
        guard orientations.contains(orientation) else { return [] }
        guard idiom == .pad, let multitasking else { return [.full] }
        return multitasking.windowModes(landscape: orientation.isLandscape)
    }

    /// The whole screen in `orientation`, in points.
    func screenSize(_ orientation: Orientation) -> Size {
        idiom == .tv || !orientation.isLandscape ? points.value : points.value.transposed
    }

    /// `statusBarFrame.height` on iOS `ios` in `orientation`: 0 in iPhone landscape.
    func statusBarHeight(ios: Int, orientation: Orientation) -> Sourced<Double?> {
        let portrait = statusBarHeight.resolve(ios: ios)
        if idiom == .phone, orientation.isLandscape {
            return Sourced(0, [.uylx, .qmuiHelper], note: "the system hides the status bar in iPhone landscape")
        }
        return portrait
    }

    /// The whole screen's safe-area insets on iOS `ios` in `orientation` (see the type's notes for
    /// iOS 10 and for mirroring).
    func safeArea(ios: Int, orientation: Orientation) -> Sourced<EdgeInsets?> {
        if idiom != .tv, ios < 11 {
            let statusBar = statusBarHeight(ios: ios, orientation: orientation)
            return Sourced(
                statusBar.value.map { insets($0, 0, 0, 0) }, statusBar.sources,
                note: "iOS 10 has no safeAreaInsets: topLayoutGuide (status bar) equivalent")
        }
        switch orientation {
        case .portrait:
            return safeAreaPortrait.resolve(ios: ios)
        case .landscapeRight:
            return safeAreaLandscape.resolve(ios: ios)
        case .landscapeLeft:
            var value = safeAreaLandscape.resolve(ios: ios)
            value.value = value.value?.mirrored
            return value
        }
    }

    /// The app window's frame for `window` in `orientation`, in screen points, or an error when the
    /// device has no such window there.
    func windowFrame(_ window: WindowMode, orientation: Orientation, ios: Int) throws -> Rect {
        let screen = screenSize(orientation)
        guard windowModes(for: orientation).contains(window) else {
            throw InputError(invalidWindowMessage(window, orientation: orientation))
        }
        guard window != .full, let multitasking,
              let width = multitasking.width(of: window, landscape: orientation.isLandscape)
        else {
            return Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        }
        guard window == .slideOver else {
            return Rect(x: 0, y: 0, width: width, height: screen.height)
        }
        let margin = ios >= 11 ? 20.0 : 0
        return Rect(x: screen.width - width, y: margin, width: width, height: screen.height - 2 * margin)
    }

    /// UIKit's size classes for `window` in `orientation` (docs/research/uikit-metrics.md §7, docs/research/devices.md §3):
    /// iPhone portrait wC hR; iPhone landscape wC hC, or wR hC on the big phones; iPad full screen
    /// wR hR; Split View 1/3 and portrait 2/3 compact, landscape 2/3 regular, 1/2 per model;
    /// Slide Over compact; iPad height always regular. The TV is regular both ways (assumed: no source).
    func sizeClasses(orientation: Orientation, window: WindowMode) -> (horizontal: SizeClass, vertical: SizeClass) {
        switch idiom {
        case .tv:
            return (.regular, .regular)
        case .phone:
            return orientation.isLandscape ? (landscapeHorizontalSizeClass.value, .compact) : (.compact, .regular)
        case .pad:
            switch window {
            case .full: return (.regular, .regular)
            case .splitOneThird, .slideOver: return (.compact, .regular)
            case .splitTwoThirds: return (orientation.isLandscape ? .regular : .compact, .regular)
            case .splitHalf: return (multitasking?.splitView.value?.landscapeHalfSizeClass.value ?? .compact, .regular)
            }
        }
    }

    /// The versions Bezel can evaluate this model for: the ones it runs within the catalogue's 10–26;
    /// `nil` when none (a model whose last version is older than iOS 10).
    package var evaluableIOS: ClosedRange<Int>? {
        let low = max(supportedIOS.value.first, Catalogue.supportedIOS.lowerBound)
        let high = min(supportedIOS.value.last ?? Catalogue.supportedIOS.upperBound, Catalogue.supportedIOS.upperBound)
        return low <= high ? low...high : nil
    }

    /// The newest version the model runs within the catalogue's range: its profile when no iOS is asked for.
    package var newestIOS: Int { evaluableIOS?.upperBound ?? Catalogue.newestIOS }

    /// The version the model runs that is nearest to `version` (`version` itself when it runs it): for
    /// callers that want "iOS 12 or the closest the device can do", such as sweeps over the catalogue.
    package func closestIOS(to version: Int) -> Int {
        guard let range = evaluableIOS else { return version }
        return min(max(version, range.lowerBound), range.upperBound)
    }

    /// `the iPhone X runs iOS 11-16`: the model's range in words, for messages.
    package var supportedIOSText: String {
        "the \(name) runs " + supportedIOS.value.text(os: idiom == .tv ? "tvOS" : "iOS")
    }

    /// Checks that the model can run iOS `ios` and that the catalogue has rules for it.
    package func validate(ios: Int) throws {
        guard Catalogue.supportedIOS.contains(ios) else {
            throw InputError("iOS \(ios) is outside the catalogue's range \(Catalogue.supportedIOS.lowerBound)-\(Catalogue.supportedIOS.upperBound)")
        }
        guard let range = evaluableIOS, range.contains(ios) else {
            throw InputError("\(id) cannot run iOS \(ios): \(supportedIOSText)"
                + " (" + supportedIOS.sources.map(\.key).joined(separator: ", ") + ")")
        }
    }

    /// The device resolved for one iOS version, orientation and window.
    /// `ios: nil` is the newest version the model runs.
    package func profile(ios requested: Int? = nil, orientation: Orientation = .portrait, window: WindowMode = .full) throws -> Profile {
        let ios = requested ?? newestIOS
        try validate(ios: ios)
        try checkOffers(orientation: orientation, window: window)
        let frame = try windowFrame(window, orientation: orientation, ios: ios)
        let screen = screenSize(orientation)
        let screenInsets = safeArea(ios: ios, orientation: orientation).value
        let classes = sizeClasses(orientation: orientation, window: window)
        return Profile(
            deviceID: id, deviceName: name, idiom: idiom, ios: ios, orientation: orientation, window: window,
            screenSize: screen, windowFrame: frame, scale: scale.value,
            safeAreaInsets: screenInsets.map { Device.overlap(of: $0, screen: screen, window: frame) },
            statusBarHeight: statusBarHeight(ios: ios, orientation: orientation).value,
            cornerRadius: cornerRadius.value, sensorHousing: sensorHousing.value,
            hasHomeIndicator: hasHomeIndicator.value, homeIndicatorSize: homeIndicatorSize.value,
            horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical)
    }

    /// Throws the error `profile(ios:orientation:window:)` gives when the device has no `window` in
    /// `orientation` (a TV does not rotate; iPhones and TVs have only the full window).
    package func checkOffers(orientation: Orientation, window: WindowMode) throws {
        guard orientations.contains(orientation) else {
            throw InputError("\(id) has one orientation, portrait: tvOS does not rotate")
        }
        guard windowModes(for: orientation).contains(window) else {
            throw InputError(invalidWindowMessage(window, orientation: orientation))
        }
    }

    /// Every profile of this device on iOS `ios` (`nil`: the newest it runs): each orientation, each
    /// window, in a fixed order.
    package func profiles(ios: Int? = nil) throws -> [Profile] {
        try orientations.flatMap { orientation in
            try windowModes(for: orientation).map { try profile(ios: ios, orientation: orientation, window: $0) }
        }
    }

    /// The part of the screen's unsafe border strips that falls inside `window`, as the window's insets.
    static func overlap(of insets: EdgeInsets, screen: Size, window: Rect) -> EdgeInsets {
        EdgeInsets(
            top: max(0, insets.top - window.minY),
            left: max(0, insets.left - window.minX),
            bottom: max(0, window.maxY - (screen.height - insets.bottom)),
            right: max(0, window.maxX - (screen.width - insets.right)))
    }

    private func invalidWindowMessage(_ window: WindowMode, orientation: Orientation) -> String {
        if !orientations.contains(orientation) {
            return "\(id) has one orientation, portrait: tvOS does not rotate"
        }
        if idiom != .pad {
            return "\(id) has only the full-screen window; \(window.rawValue) needs an iPad"
        }
        guard let multitasking else {
            return "\(id) has only the full-screen window: Slide Over and Split View need an iPad Air or iPad mini 2 or later"
        }
        if multitasking.splitView.value == nil {
            return "\(id) has no Split View (that needs an iPad Air 2, iPad mini 4 or later); its windows are full and slide-over"
        }
        return "\(window.rawValue) does not exist in \(orientation.rawValue): iPad Split View in portrait offers split-1/3 and split-2/3 (docs/research/devices.md §3)"
    }
}
