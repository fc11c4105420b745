import Geometry

/// One row of `docs/research/devices.md` §1 (or §3 for the older iPads): the screen several marketed
/// models share. Catalogue files declare rows once and build one `Device` per model from them.
struct ScreenRow: Sendable {
    /// The row's title in `docs/research/devices.md` §1 (`name` in Tests/DevicesTests/Fixtures/devices.json), or
    /// the §3 model for older iPads.
    var title: String
    var idiom: Idiom
    var points: Sourced<Size>
    var scale: Sourced<Double>
    var physicalPixels: Sourced<Size>? = nil
    var cornerRadius: Sourced<Double?>
    var sensorHousing: Sourced<SensorHousing>
    var statusBarHeight: Versioned<Double?>
    var hasHomeIndicator: Sourced<Bool>
    var homeIndicatorSize: Sourced<Size?>
    var safeAreaPortrait: Versioned<EdgeInsets?>
    var safeAreaLandscape: Versioned<EdgeInsets?>
    var landscapeHorizontalSizeClass: Sourced<SizeClass>
    var multitasking: Multitasking? = nil
}

/// Shorthand for the catalogue tables: insets in UIKit's (top, left, bottom, right) order.
func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Shorthand for the catalogue tables: a width x height size.
func size(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }

extension SensorHousing {
    /// A notch hanging from the top edge, centred on a screen `screenWidth` points wide.
    /// `width` is the notch body; the top fillets (`topRadius`) flare outside it, as Bezeler draws them.
    static func notch(width: Double, height: Double, topRadius: Double? = nil, bottomRadius: Double? = nil, screenWidth: Double) -> SensorHousing {
        SensorHousing(
            kind: .notch, frame: Rect(x: (screenWidth - width) / 2, y: 0, width: width, height: height),
            topRadius: topRadius, bottomRadius: bottomRadius)
    }

    /// A notch whose size no source gives (the iPhone 17e).
    static let unknownNotch = SensorHousing(kind: .notch)

    /// A Dynamic Island capsule `top` points below the top edge, centred.
    static func island(width: Double, height: Double, top: Double, screenWidth: Double) -> SensorHousing {
        SensorHousing(kind: .dynamicIsland, frame: Rect(x: (screenWidth - width) / 2, y: top, width: width, height: height))
    }
}

extension ScreenRow {
    /// The same row with a note on its portrait safe area.
    func noting(portrait note: String) -> ScreenRow {
        var copy = self
        copy.safeAreaPortrait = copy.safeAreaPortrait.noting(note)
        return copy
    }
}
