import Devices
import Geometry

/// The hardware around one laid-out screen, in the app window's coordinates: the unsafe strips, the sensor
/// housing and the rounded display corners. Computed once per screen × profile and shared by every rule.
///
/// The window's hardware insets come from `Profile.safeAreaInsets` (the window's insets with the status bar,
/// `UIWindow.safeAreaInsets`), as the layout pass uses them; a letterboxed legacy app sits clear of all
/// hardware, so only its own status bar counts.
package struct ScreenGeometry: Hashable, Sendable {
    /// The app window's bounds: (0, 0, width, height).
    package var bounds: Rect
    /// The app window on the screen, in screen points.
    var windowOnScreen: Rect
    /// The whole display in the current orientation, in screen points.
    package var screenSize: Size
    var orientation: Orientation
    /// The insets the hardware and the status bar impose on the window (no app bars).
    package var hardwareInsets: EdgeInsets
    /// Strips of `hardwareInsets` and the system bars, those present.
    package var unsafeRegions: [UnsafeRegion]
    /// The root view's safe area (bars and `additionalSafeAreaInsets` included), window coordinates.
    var safeArea: Rect
    /// The display's corner radius (0 for square displays and unknown radii).
    package var cornerRadius: Double
    package var housing: HousingShape?
    package var hasHomeIndicator: Bool

    /// - Parameter statusBarHidden: the screen hides the status bar (`statusBar: hidden`).
    package init(layout: LaidOutScreen, profile: Profile, statusBarHidden: Bool) {
        bounds = Rect(origin: .zero, size: layout.size)
        windowOnScreen = layout.windowFrame
        screenSize = profile.screenSize
        orientation = profile.orientation
        safeArea = layout.safeAreaFrame
        cornerRadius = profile.cornerRadius ?? 0
        housing = HousingShape(profile.sensorHousing)
        hasHomeIndicator = profile.hasHomeIndicator

        // The views are read in place, by index: a `for view in` loop or `first { }` copied every laid-out view (a
        // wide value), more than all the rest of this initialiser.
        let views = layout.views
        let statusBarBottom = views.firstIndex { $0.kind == .statusBar }.map { views[$0].frame.maxY }
        var insets: EdgeInsets
        if layout.isLetterboxed {
            insets = EdgeInsets(top: statusBarBottom ?? 0)
        } else {
            insets = profile.safeAreaInsets ?? EdgeInsets(top: statusBarBottom ?? 0)
            if statusBarHidden, statusBarBottom == nil, profile.sensorHousing.kind == .none, !(profile.idiom == .phone && profile.orientation.isLandscape) {
                // The app hid the status bar: its part of the top inset goes (as the layout pass does).
                insets.top = max(0, insets.top - (profile.statusBarHeight ?? 0))
            }
            insets.top = max(insets.top, statusBarBottom ?? 0)
        }
        hardwareInsets = insets

        let housingSide = ScreenGeometry.housingEdge(profile)
        let width = bounds.width, height = bounds.height
        var regions: [UnsafeRegion] = []
        regions.reserveCapacity(8)
        if insets.top > 0 {
            let name = statusBarBottom != nil ? "the status bar" : housingSide == .top ? "the sensor housing's strip" : "the top unsafe area"
            regions.append(UnsafeRegion(kind: .top, name: name, frame: Rect(x: 0, y: 0, width: width, height: insets.top)))
        }
        if insets.bottom > 0 {
            let name = profile.hasHomeIndicator ? "the home-indicator area" : "the bottom unsafe area"
            regions.append(UnsafeRegion(
                kind: .bottom, name: name, frame: Rect(x: 0, y: height - insets.bottom, width: width, height: insets.bottom)))
        }
        if insets.left > 0 {
            let name = housingSide == .left ? "the sensor housing's side" : "the left unsafe area"
            regions.append(UnsafeRegion(kind: .left, name: name, frame: Rect(x: 0, y: 0, width: insets.left, height: height)))
        }
        if insets.right > 0 {
            let name = housingSide == .right ? "the sensor housing's side" : "the right unsafe area"
            regions.append(UnsafeRegion(
                kind: .right, name: name, frame: Rect(x: width - insets.right, y: 0, width: insets.right, height: height)))
        }
        for i in views.indices {
            switch views[i].kind {
            case .navigationBar: regions.append(UnsafeRegion(kind: .navigationBar, name: "the navigation bar", frame: views[i].frame))
            case .tabBar:
                // iPadOS 18's regular-width tab bar and tvOS's sit at the top (TabBarMetrics.placement): a top bar
                // for the rules, like the navigation bar; everywhere else the tab bar is a bottom bar.
                let frame = views[i].frame
                regions.append(UnsafeRegion(kind: frame.minY < height / 2 ? .navigationBar : .tabBar, name: "the tab bar", frame: frame))
            case .toolbar: regions.append(UnsafeRegion(kind: .toolbar, name: "the toolbar", frame: views[i].frame))
            default: break
            }
        }
        unsafeRegions = regions
    }

    /// The strip of the hardware insets on `kind`'s edge, if the window has one.
    package func strip(_ kind: UnsafeRegion.Kind) -> UnsafeRegion? { unsafeRegions.first { $0.kind == kind } }

    enum Edge { case top, left, right, none }

    /// Which edge of the screen the housing hangs from in this orientation: landscape-left turns it to the
    /// right, landscape-right to the left (Orientation's documentation).
    static func housingEdge(_ profile: Profile) -> Edge {
        guard profile.sensorHousing.kind != .none else { return .none }
        switch profile.orientation {
        case .portrait: return .top
        case .landscapeLeft: return .right
        case .landscapeRight: return .left
        }
    }

    // MARK: Coordinates

    /// A window rectangle on the screen.
    package func toScreen(_ rect: Rect) -> Rect { rect.offsetBy(dx: windowOnScreen.minX, dy: windowOnScreen.minY) }

    /// A screen rectangle in the window.
    package func toWindow(_ rect: Rect) -> Rect { rect.offsetBy(dx: -windowOnScreen.minX, dy: -windowOnScreen.minY) }

    /// A window rectangle in portrait screen coordinates, where `SensorHousing.frame` is given.
    /// Landscape-left puts the portrait top on the right: (x, y) ↦ (H − y, x); landscape-right on the
    /// left: (x, y) ↦ (y, W − x), W × H being the portrait screen.
    package func toPortrait(_ rect: Rect) -> Rect {
        let r = toScreen(rect)
        switch orientation {
        case .portrait:
            return r
        case .landscapeLeft:
            let portraitHeight = screenSize.width
            return Rect(x: r.minY, y: portraitHeight - r.maxX, width: r.height, height: r.width)
        case .landscapeRight:
            let portraitWidth = screenSize.height
            return Rect(x: portraitWidth - r.maxY, y: r.minX, width: r.height, height: r.width)
        }
    }

    /// A portrait screen rectangle in the window: the inverse of `toPortrait`.
    package func fromPortrait(_ p: Rect) -> Rect {
        let screen: Rect
        switch orientation {
        case .portrait:
            screen = p
        case .landscapeLeft:
            let portraitHeight = screenSize.width
            screen = Rect(x: portraitHeight - p.maxY, y: p.minX, width: p.height, height: p.width)
        case .landscapeRight:
            let portraitWidth = screenSize.height
            screen = Rect(x: p.minY, y: portraitWidth - p.maxX, width: p.height, height: p.width)
        }
        return toWindow(screen)
    }
}
