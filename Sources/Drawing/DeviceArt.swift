import Devices
import Geometry

/// Where the device, its screen and its hardware sit on the canvas, for one profile.
///
/// Everything is worked out in portrait coordinates (where the catalogue states the screen and its
/// housing) and then turned into the orientation the profile shows, so a landscape-left iPhone has
/// its notch on the right and its home indicator along the long bottom edge, as on a real device.
/// The bezel widths are drawing choices, not device data: Bezel draws a recognisable outline, not
/// the industrial design.
package struct DeviceArt: Hashable, Sendable {
    /// Whether the image shows the whole device or only the screen (a screenshot-like crop).
    package enum Frame: String, Hashable, Sendable, CaseIterable, Codable {
        case device, screen
    }

    /// The canvas the device occupies (without the legend), in points.
    package let size: Size
    /// The screen in canvas coordinates, in the profile's orientation.
    package let screenRect: Rect
    /// The device body (empty with `Frame.screen`).
    package let body: Path
    /// The screen outline: the display's rounded shape (the real continuous curve) with the
    /// sensor housing cut out by the even-odd rule. Everything the app draws is clipped to it.
    let screenMask: Path
    /// The notch or Dynamic Island, in canvas coordinates (empty when the device has none).
    let housing: Path
    /// The home button, on devices that have one (empty otherwise).
    let homeButton: Path

    /// Space left around the device body on the canvas.
    static let margin = 24.0

    package init(profile: Profile, frame: Frame) {
        let portrait = profile.orientation.isLandscape ? profile.screenSize.transposed : profile.screenSize
        let toScreen = profile.orientation.transform(fromPortrait: portrait)
        let radius = profile.cornerRadius ?? 0
        let portraitScreen = Rect(origin: .zero, size: portrait)

        var screenShape = radius > 0
            ? Path(continuousRoundedRect: portraitScreen, cornerRadius: radius)
            : Path(rect: portraitScreen)
        let housingPortrait = Self.housingPath(profile.sensorHousing)
        screenShape.append(housingPortrait)

        guard frame == .device else {
            // A screenshot: the screen's own rectangle, no device around it.
            let rect = Rect(origin: .zero, size: profile.screenSize)
            size = profile.screenSize
            screenRect = rect
            body = Path()
            screenMask = Path(rect: rect)
            housing = housingPortrait.applying(toScreen)
            homeButton = Path()
            return
        }

        let bezel = Self.bezel(for: profile)
        let portraitBody = portraitScreen.inset(by: EdgeInsets(
            top: -bezel.forehead, left: -bezel.side, bottom: -bezel.chin, right: -bezel.side))
        let bodyShape = Path(continuousRoundedRect: portraitBody, cornerRadius: bezel.bodyRadius)
        var button = Path()
        if bezel.homeButtonDiameter > 0 {
            let d = bezel.homeButtonDiameter
            button = Path(ellipseIn: Rect(
                x: portrait.width / 2 - d / 2, y: portrait.height + (bezel.chin - d) / 2, width: d, height: d))
        }

        // Turn into the profile's orientation, then move the body's corner to the margin.
        let turnedBody = bodyShape.applying(toScreen).controlBounds
        let place = toScreen.then(.translate(x: Self.margin - turnedBody.minX, y: Self.margin - turnedBody.minY))
        size = Size(width: turnedBody.width + 2 * Self.margin, height: turnedBody.height + 2 * Self.margin)
        let origin = place.apply(.zero)
        let far = place.apply(Point(x: portrait.width, y: portrait.height))
        screenRect = Rect(
            x: min(origin.x, far.x), y: min(origin.y, far.y),
            width: abs(far.x - origin.x), height: abs(far.y - origin.y))
        body = bodyShape.applying(place)
        screenMask = screenShape.applying(place)
        housing = housingPortrait.applying(place)
        homeButton = button.applying(place)
    }

    /// The housing outline in portrait screen coordinates.
    static func housingPath(_ housing: SensorHousing) -> Path {
        guard let frame = housing.frame else { return Path() }
        switch housing.kind {
        case .none:
            return Path()
        case .dynamicIsland:
            return Path(capsuleIn: frame)
        case .notch:
            return NotchOutline(
                centerX: frame.midX, top: frame.minY, width: frame.width, height: frame.height,
                topFilletRadius: housing.topRadius ?? 0, bottomCornerRadius: housing.bottomRadius ?? 0
            ).path
        }
    }

    /// Bezel widths in points, portrait: side, above the screen, below it; the body's corner radius.
    struct Bezel {
        var side: Double
        var forehead: Double
        var chin: Double
        var bodyRadius: Double
        var homeButtonDiameter: Double
    }

    static func bezel(for profile: Profile) -> Bezel {
        let rounded = (profile.cornerRadius ?? 0) > 0
        switch profile.idiom {
        case .phone:
            return rounded
                ? Bezel(side: 12, forehead: 12, chin: 12, bodyRadius: (profile.cornerRadius ?? 0) + 12, homeButtonDiameter: 0)
                : Bezel(side: 16, forehead: 72, chin: 72, bodyRadius: 56, homeButtonDiameter: 44)
        case .pad:
            return rounded
                ? Bezel(side: 20, forehead: 20, chin: 20, bodyRadius: (profile.cornerRadius ?? 0) + 20, homeButtonDiameter: 0)
                : Bezel(side: 24, forehead: 64, chin: 64, bodyRadius: 40, homeButtonDiameter: 44)
        case .tv:
            return Bezel(side: 16, forehead: 16, chin: 16, bodyRadius: 8, homeButtonDiameter: 0)
        }
    }
}
